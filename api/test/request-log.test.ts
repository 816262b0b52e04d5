import { accountId, call, demoTokens, get, post, startStack, type Stack } from './helpers';

// Logs carry no e-mail (issue 15 §7): people are named by account id in paths, and the request log
// drops query strings and bodies. A few requests of every kind that involves a person, then the
// captured log is scanned for anything shaped like an address.

jest.setTimeout(120_000);

const EMAIL_RE = /[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/;
const lines: string[] = [];
let s: Stack;
let tok: Record<'superadmin' | 'admin' | 'doctor' | 'patient', string>;
beforeAll(async () => {
  s = await startStack({ env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void lines.push(l) } });
  tok = await demoTokens(s, ['superadmin', 'admin', 'doctor', 'patient']);
});
afterAll(async () => {
  await s?.stop();
});

it('the request log names no email address, and still logs the requests', async () => {
  const patient = await accountId(s.url, tok.patient);
  const doctor = await accountId(s.url, tok.doctor);
  const admin = await accountId(s.url, tok.admin);
  expect((await get(s.url, `/user/${patient}`, tok.doctor)).status).toBe(200);
  expect((await get(s.url, `/doctor/${doctor}`, tok.admin)).status).toBe(200);
  expect((await get(s.url, `/admin/${admin}`, tok.superadmin)).status).toBe(200);
  expect((await get(s.url, `/user/${patient}/doctors`, tok.admin)).status).toBe(200);
  expect((await get(s.url, `/surveyInstance?userId=${patient}`, tok.doctor)).status).toBe(200);
  // An address in a query string or a body never reaches the log either.
  await get(s.url, '/user?size=10&search=patient%40demo.test', tok.doctor);
  await post(s.url, '/auth/password/forgot', { email: 'patient@demo.test' });
  await call(s.url, 'POST', '/user', {
    token: tok.doctor,
    body: { email: 'logged-or-not@test.example', firstName: 'Log', lastName: 'Scan' },
  });
  const urls = lines.filter((l) => l.includes('"url"'));
  expect(urls.some((l) => l.includes(`/user/${patient}`))).toBe(true);
  const leaking = lines.filter((l) => EMAIL_RE.test(l));
  expect(leaking).toEqual([]);
});

it('the scan would catch an address in a logged path', () => {
  expect(EMAIL_RE.test('{"req":{"url":"/user/patient%40demo.test"}}')).toBe(true);
  expect(EMAIL_RE.test('{"req":{"url":"/user/patient@demo.test"}}')).toBe(true);
  expect(EMAIL_RE.test('{"req":{"url":"/user/6f1c2e9a-1b2c-4d3e-8f4a-5b6c7d8e9f00"}}')).toBe(false);
});
