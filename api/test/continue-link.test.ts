import type { SurveyInstance } from '../src/contracts';
import { answerAndSubmit } from './answer-helpers';
import { arrivalTokenIn, assign, mailsTo, uniq } from './arrival-helpers';
import { captureMailer } from './mail-capture';
import { call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { firstSurveyId, linkToken } from './signup-helpers';

/**
 * Issue 28 point 2: a patient who arrived by a sign-up link (no password, no identity user) comes back
 * after signing out through a single-use link mailed by "Forgot password" — which the link's form
 * offers when the e-mail already exists — and through the links of later e-mails about their
 * questionnaires, which cannot ask them to sign in.
 */
jest.setTimeout(120_000);
let s: Stack;
let doctor: string;
let ref: string;
let surveyId: string;
const capture = captureMailer();
const SIGN_UP = '/auth/user-restricted-survey-bound';

beforeAll(async () => {
  s = await startStack({ mailer: capture.mailer });
  ({ doctor } = await demoTokens(s, ['doctor']));
  ref = await linkToken(s, doctor);
  surveyId = await firstSurveyId(s, ref);
});
afterAll(() => s?.stop());

const signUp = async (email: string) => {
  const r = await post(s.url, SIGN_UP, {
    surveyId,
    firstName: 'Rosa',
    lastName: 'Vuelve',
    email,
    anonymous: false,
    doctorRefToken: ref,
  });
  return r;
};
const forgot = (email: string, method: 'link' | 'code' = 'link') =>
  post(s.url, '/auth/password/forgot', { email, method });
/** The link in the newest e-mail to `email`, waiting a moment for it (forgot does not await the send). */
async function newestLink(email: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = mailsTo(capture.sent, email)
      .filter((m) => subject.test(m.subject))
      .at(-1);
    const token = mail && arrivalTokenIn(mail.text);
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no link mailed to ${email}`);
}
const arrive = (token: string) => post(s.url, '/auth/arrival', { token });

it('after signing out, "Forgot password" mails a way back to the same questionnaire', async () => {
  const email = `back-${uniq()}@test.example`;
  const first = (await signUp(email)).body as { jwt: string; surveyInstanceId: string };
  expect((await post(s.url, '/auth/sign-out', undefined, first.jwt)).status).toBe(200);
  expectError(await get(s.url, '/user/this', first.jwt), 401);

  const answer = await forgot(email);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual((await forgot(`nobody-${uniq()}@test.example`)).body);
  const mail = mailsTo(capture.sent, email).at(-1)!;
  expect(mail.subject).toBe('Continue your questionnaire');
  expect(mail.text).toMatch(/works once and expires in 60 minutes/);
  const back = await arrive(await newestLink(email, /Continue/));
  expect(back.status).toBe(200);
  const session = back.body as { jwt: string; surveyInstanceId: string; restricted: boolean };
  expect(session).toMatchObject({ surveyInstanceId: first.surveyInstanceId, restricted: true });
  expect((await get(s.url, '/user/this', session.jwt)).body).toMatchObject({ email, isRestrictedUser: true });
  expect((await get(s.url, `/surveyInstance/${first.surveyInstanceId}`, session.jwt)).status).toBe(200);
  // Still bound to its survey, and the link works once.
  expectError(await get(s.url, '/note', session.jwt), 403);
  expectError(await arrive(await newestLink(email, /Continue/)), 400);
  // The link's form answers alike whether or not the address has an account (issue 23 point 5).
  expect((await signUp(email)).status).toBe(201);
});

it('the code method mails the same way back (there is no password to reset)', async () => {
  const email = `code-${uniq()}@test.example`;
  expect((await signUp(email)).status).toBe(201);
  expect((await forgot(email, 'code')).status).toBe(200);
  await newestLink(email, /Continue/);
  expect(mailsTo(capture.sent, email).some((m) => /verification code|código/.test(m.subject))).toBe(false);
});

it('a new questionnaire and an agreed plan are mailed with links that sign the patient in, bound to them', async () => {
  const email = `later-${uniq()}@test.example`;
  const { jwt, surveyInstanceId } = (await signUp(email)).body as { jwt: string; surveyInstanceId: string };
  const other = surveyId === 'pre-v1' ? 'type2-v1' : 'pre-v1';
  const assigned = await assign(s, doctor, email, other);
  expect(assigned.status).toBe(201);
  const newId = (assigned.body as { id: string }).id;
  const notice = mailsTo(capture.sent, email).at(-1)!;
  expect(notice.subject).toBe('You have a new questionnaire');
  expect(notice.text).not.toMatch(/sign in/);
  const toNew = (await arrive(arrivalTokenIn(notice.text)!)).body as { surveyInstanceId: string };
  expect(toNew).toMatchObject({ surveyInstanceId: newId, restricted: true });

  await answerAndSubmit(s, surveyInstanceId, jwt);
  const staff = (await get(s.url, `/surveyInstance/${surveyInstanceId}`, doctor)).body as SurveyInstance;
  const plan = await call(s.url, 'PUT', `/surveyInstance/${surveyInstanceId}/care-plan`, {
    token: doctor,
    body: {
      recommendations: [],
      conclusions: [{ id: staff.possibleConclusions[0]!.id, text: 'Agreed: walk daily' }],
      complete: true,
    },
  });
  expect(plan.status).toBe(200);
  const token = await newestLink(email, /care plan is ready/);
  const reading = (await arrive(token)).body as { jwt: string; surveyInstanceId: string };
  expect(reading.surveyInstanceId).toBe(surveyInstanceId);
  const view = (await get(s.url, `/surveyInstance/${surveyInstanceId}`, reading.jwt)).body as SurveyInstance;
  expect(view.status).toBe('COMPLETED');
});
