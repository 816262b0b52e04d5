import { answerAndSubmit } from './answer-helpers';
import { addPatient, arrivalTokenIn, mailsTo } from './arrival-helpers';
import { demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { captureMailer, mailMatching } from './mail-capture';
import { firstSurveyId, linkToken } from './signup-helpers';

// Issue 23 point 4: links and credentials end when they should. An unused invitation link stops
// signing the patient in once the password was reset (the identity route's own cases, first password
// and change-password, are in identity-gate.test.ts); a one-time login, and every token it got before,
// stop at the submission of its survey.

jest.setTimeout(120_000);
const cap = captureMailer();
let s: Stack;
let t: Record<'doctor', string>;
beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['doctor']);
});
afterAll(() => s?.stop());

it('an unused invitation link stops working once the password was reset', async () => {
  const p = await addPatient(s, t.doctor, 'type1-v2');
  const link = arrivalTokenIn(mailsTo(cap.sent, p.email)[0]!.text)!;
  expect((await post(s.url, '/auth/password/forgot', { email: p.email })).status).toBe(200);
  const resetLink = /\/reset-password\/([A-Za-z0-9_-]+)/;
  const reset = resetLink.exec((await mailMatching(cap.sent, p.email, resetLink))!.text)![1];
  const done = await post(s.url, '/auth/password/reset', { token: reset, newPassword: 'Reset#Pass2026' });
  expect(done.status).toBe(200);
  expectError(await post(s.url, '/auth/arrival', { token: link }), 400);
});

it('a one-time login ends at the submission of its survey, with every token it got before', async () => {
  const surveyId = await firstSurveyId(s, await linkToken(s, t.doctor));
  const made = await post(s.url, `/surveyInstance/singleBurn?surveyId=${surveyId}`, undefined, t.doctor);
  const { userLogin, userPassword } = made.body as { userLogin: string; userPassword: string };
  const before = await s.apiToken('patient', userLogin, userPassword);
  // An ID token got before the submission, not yet exchanged.
  const early = await s.signIn('patient', userLogin, userPassword);
  const id = ((await get(s.url, '/surveyInstance', before)).body as { content: { id: string }[] }).content[0]!
    .id;
  const sent = await answerAndSubmit(s, id, before, 'fine');
  expect(sent.status).not.toBe('IN_PROGRESS');

  expectError(await get(s.url, `/surveyInstance/${id}`, before), 401);
  expectError(await post(s.url, '/auth/jwt', { token: early.id }), 401, /ended/);
  // The credentials themselves are gone at the identity provider.
  await expect(s.signIn('patient', userLogin, userPassword)).rejects.toThrow();
  // The doctor still has the answers.
  expect((await get(s.url, `/surveyInstance/${id}`, t.doctor)).status).toBe(200);
});
