import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { RATE_LIMITED_PROBLEM } from '../src/contracts';
import { accounts } from '../src/db/schema';
import { accountId, demoTokens, post, postFile, startStack, type Res, type Stack } from './helpers';
import { captureMailer } from './mail-capture';
import { otherClinicDoctor } from './signup-helpers';

// Issue 23 point 7: creations and invitations have bounds per doctor. Single POST user creations are
// counted (they had no limit), every slice of an import counts its rows, and the import limit counts
// each file whichever slice comes first (a client that always sent `from=1` was never counted).

jest.setTimeout(180_000);
const cap = captureMailer();
let s: Stack;
let t: Record<'superadmin' | 'doctor', string>;
beforeAll(async () => {
  s = await startStack({
    mailer: cap.mailer,
    env: {
      RATE_LIMIT_PATIENT_CREATION_ACCOUNT: '3/3600',
      RATE_LIMIT_INVITATION_ACCOUNT: '5/3600',
      RATE_LIMIT_IMPORT_ACCOUNT: '2/3600',
    },
  });
  t = await demoTokens(s, ['superadmin', 'doctor']);
});
afterAll(() => s?.stop());

const email = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@quota.test`;
const addPatient = (token: string, address = email('p')) =>
  post(s.url, '/user', { email: address, firstName: 'Quo', lastName: 'Ta' }, token);
function expectLimited(r: Res) {
  expect(r.status).toBe(429);
  expect((r.body as { type: string }).type).toBe(RATE_LIMITED_PROBLEM);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
}

it('a doctor creates patients one by one only up to the quota; another doctor is not affected', async () => {
  for (let i = 0; i < 3; i++) expect((await addPatient(t.doctor)).status).toBe(201);
  const refused = email('over');
  expectLimited(await addPatient(t.doctor, refused));
  const rows = await s.app.dcp.database.db.select().from(accounts).where(eq(accounts.email, refused));
  expect(rows).toHaveLength(0);
  const other = await otherClinicDoctor(s, t.superadmin, cap.sent);
  expect((await addPatient(other)).status).toBe(201);
});

it('questionnaire emails count as invitations of the doctor', async () => {
  // Three invitations so far; two more questionnaires fit, the third does not.
  const me = 'doctor@demo.test';
  const assign = (surveyId: string) =>
    post(s.url, '/surveyInstance', { doctorEmail: me, userEmail: 'patient3@demo.test', surveyId }, t.doctor);
  const answers = [await assign('type2-v1'), await assign('pre-v1'), await assign('type1-v2')];
  expect(answers.slice(0, 2).map((r) => r.status)).toEqual([201, 201]);
  expectLimited(answers[2]!);
});

it('an import counts every file once, whatever slice comes first, and each slice takes its rows', async () => {
  const doctor = await otherClinicDoctor(s, t.superadmin, cap.sent);
  const doctorId = await accountId(s.url, doctor);
  const file = (n: number) =>
    ['email,firstName,lastName', ...Array.from({ length: n }, () => `${email('imp')},Im,Port`)].join('\n');
  // Always `from=1`: before, no slice ever counted.
  const sends = [];
  for (let i = 0; i < 3; i++)
    sends.push(await postFile(s.url, `/user/bulkSignup?doctor=${doctorId}&from=1&count=1`, file(2), doctor));
  expect(sends.slice(0, 2).map((r) => r.status)).toEqual([200, 200]);
  expectLimited(sends[2]!);

  // A fresh doctor: a slice of five rows does not fit a quota of three, and creates nobody.
  const third = await otherClinicDoctor(s, t.superadmin, cap.sent);
  const big = file(5);
  expectLimited(
    await postFile(s.url, `/user/bulkSignup?doctor=${await accountId(s.url, third)}`, big, third),
  );
  const emails = big
    .split('\n')
    .slice(1)
    .map((l) => l.split(',')[0]!);
  const created = await s.app.dcp.database.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.pool, 'patient'), inArray(accounts.email, emails)));
  expect(created).toHaveLength(0);
});
