import type { BulkSignupResponse } from '../src/contracts';
import { accountId, call, demoTokens, expectError, get, postFile, startStack, type Stack } from './helpers';
import { arrivalTokenIn } from './arrival-helpers';
import { captureMailer, lastTo } from './mail-capture';

/**
 * Issue 28 point 8: an import assigns the questionnaire the doctor picked (the invitation's link leads
 * to it, its words promise nothing else), and the file may also come as multipart/form-data `fileData`
 * (req A§7's other reading).
 */
jest.setTimeout(120_000);
const cap = captureMailer();
let s: Stack;
let doctor: string;
let me = '';

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  ({ doctor } = await demoTokens(s, ['doctor']));
  me = await accountId(s.url, doctor);
});
afterAll(() => s?.stop());

/** A form with `csv` as the file field `fileData`, or (`asText`) as a plain text field `note`. */
const form = (csv: string, asText = false) => {
  const b = 'dcpBoundary7Ma4YWxkTrZu0gW';
  const body = [
    `--${b}`,
    asText
      ? 'Content-Disposition: form-data; name="note"'
      : 'Content-Disposition: form-data; name="fileData"; filename="patients.csv"',
    'Content-Type: text/csv',
    '',
    csv,
    `--${b}--`,
    '',
  ].join('\r\n');
  return call(s.url, 'POST', `/user/bulkSignup?doctor=${me}`, {
    raw: body,
    token: doctor,
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  });
};

it('assigns the picked questionnaire to every created patient; the invitation leads there', async () => {
  const csv = 'email,firstName,lastName\nassign1@imp.test,Ana,Uno\nassign2@imp.test,Bea,Dos\n';
  const r = await postFile(s.url, `/user/bulkSignup?doctor=${me}&surveyId=type2-v1`, csv, doctor);
  expect(r.status).toBe(200);
  expect((r.body as BulkSignupResponse).created).toBe(2);
  const mail = lastTo(cap.sent, 'assign1@imp.test')!;
  expect(mail.text).toMatch(/if your care team has sent you a questionnaire/);
  const arrived = await call(s.url, 'POST', '/auth/arrival', { body: { token: arrivalTokenIn(mail.text) } });
  const { jwt, surveyInstanceId } = arrived.body as { jwt: string; surveyInstanceId: string };
  expect(surveyInstanceId).toEqual(expect.any(String));
  const instance = await get(s.url, `/surveyInstance/${surveyInstanceId}`, jwt);
  expect(instance.body).toMatchObject({ survey: { id: 'type2-v1' }, status: 'CREATED' });
  expect(cap.sent.filter((m) => m.to === 'assign2@imp.test')).toHaveLength(1);
});

it('refuses a questionnaire that cannot be assigned before creating anyone', async () => {
  const r = await postFile(
    s.url,
    `/user/bulkSignup?doctor=${me}&surveyId=nope`,
    'email,firstName,lastName\nx9@imp.test,X,Y\n',
    doctor,
  );
  expectError(r, 404);
  expect(lastTo(cap.sent, 'x9@imp.test')).toBeUndefined();
});

it('takes the file as multipart/form-data fileData too, and refuses a form without it', async () => {
  const r = await form('email,firstName,lastName\nform1@imp.test,Fiona,Form\n');
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ total: 1, created: 1, errors: [] });
  expect(lastTo(cap.sent, 'form1@imp.test')).toBeDefined();
  expectError(await form('email,firstName,lastName\nform2@imp.test,F,G\n', true), 400, /fileData/);
});
