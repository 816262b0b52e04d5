import { and, eq, inArray } from 'drizzle-orm';
import { accounts, auditLog, patientDoctors } from '../src/db/schema';
import { uniq } from './arrival-helpers';
import { captureMailer } from './mail-capture';
import { accountId, call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';

/**
 * Issue 40 point 1: the rules that lived in route files and now live in the domain (auth/forgot-password,
 * people/create-person, people/review-digest), pinned through the real API: forgot's loop over the
 * accounts of one address, who a new patient is assigned to and where, and the doctor's digest switch.
 * The review's completion side effects are pinned in care-loop.test (once: the mail and last reviewed).
 */
jest.setTimeout(120_000);
let s: Stack;
let t: Record<'admin' | 'doctor', string>;
const capture = captureMailer();
beforeAll(async () => {
  s = await startStack({ mailer: capture.mailer });
  t = await demoTokens(s, ['admin', 'doctor']);
});
afterAll(() => s?.stop());
const db = () => s.app.dcp.database.db;

/** The audit rows of `action` naming one of these accounts. */
async function auditRows(action: string, ids: string[]) {
  return db()
    .select({ target: auditLog.target })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        inArray(
          auditLog.target,
          ids.map((id) => `account:${id}`),
        ),
      ),
    );
}

/** Waits for `n` mails to `to` with this subject (forgot does not await its sends). */
async function mailsWith(to: string, subject: string, n: number) {
  const found = () => capture.sent.filter((m) => m.to === to && m.subject === subject);
  for (let i = 0; i < 100 && found().length < n; i++) await new Promise((r) => setTimeout(r, 100));
  return found();
}

describe('forgot password', () => {
  it('mails one reset per account of the address (a doctor who is also a patient), audited for each', async () => {
    const email = `two-pools-${uniq()}@test.example`;
    const person = { email, firstName: 'Dos', lastName: 'Cuentas' };
    expect((await post(s.url, '/doctor', person, t.admin)).status).toBe(201);
    expect((await post(s.url, '/user', person, t.doctor)).status).toBe(201);
    const ids = (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email))).map(
      (a) => a.id,
    );
    expect(ids).toHaveLength(2);

    const answer = await post(s.url, '/auth/password/forgot', { email });
    expect(answer.status).toBe(200);
    expect(await mailsWith(email, 'Reset your password', 2)).toHaveLength(2);
    expect((await auditRows('password.forgot', ids)).map((r) => r.target).sort()).toEqual(
      ids.map((id) => `account:${id}`).sort(),
    );
    // The same answer for an address nobody holds, and its own audit row (no target).
    const unknownBefore = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'password.forgot.unknown'));
    const unknown = await post(s.url, '/auth/password/forgot', { email: `nobody-${uniq()}@test.example` });
    expect(unknown.body).toEqual(answer.body);
    const unknownAfter = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'password.forgot.unknown'));
    expect(unknownAfter.length).toBe(unknownBefore.length + 1);
  });

  it('the code method mails one code per account, audited as password.forgot.code', async () => {
    const email = `code-${uniq()}@test.example`;
    expect((await post(s.url, '/user', { email, firstName: 'Co', lastName: 'De' }, t.doctor)).status).toBe(
      201,
    );
    expect((await post(s.url, '/auth/password/forgot', { email, method: 'code' })).status).toBe(200);
    const [patient] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    expect(await mailsWith(email, 'Your verification code', 1)).toHaveLength(1);
    expect(await auditRows('password.forgot.code', [patient!.id])).toHaveLength(1);
    expect(await auditRows('password.forgot', [patient!.id])).toHaveLength(0);
  });
});

describe('creating a person', () => {
  const patientEmail = () => `new-${uniq()}@test.example`;
  const doctorsOf = async (email: string) => {
    const [p] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    const rows = await db()
      .select({ doctor: patientDoctors.doctorAccountId })
      .from(patientDoctors)
      .where(eq(patientDoctors.patientAccountId, p!.id));
    return rows.map((r) => r.doctor);
  };

  it('a doctor who adds a patient is assigned to them; an admin who adds one assigns nobody', async () => {
    const byDoctor = patientEmail();
    expect(
      (await post(s.url, '/user', { email: byDoctor, firstName: 'Por', lastName: 'Médico' }, t.doctor))
        .status,
    ).toBe(201);
    expect(await doctorsOf(byDoctor)).toEqual([await accountId(s.url, t.doctor)]);
    const byAdmin = patientEmail();
    expect(
      (await post(s.url, '/user', { email: byAdmin, firstName: 'Por', lastName: 'Admin' }, t.admin)).status,
    ).toBe(201);
    expect(await doctorsOf(byAdmin)).toEqual([]);
  });

  it('another clinic is refused like a missing one, and nobody is created', async () => {
    const email = patientEmail();
    const other = '00000000-0000-4000-8000-000000000000';
    expectError(
      await post(s.url, '/user', { email, firstName: 'Ot', lastName: 'Ra', clinicId: other }, t.doctor),
      404,
    );
    expect(await db().select().from(accounts).where(eq(accounts.email, email))).toHaveLength(0);
  });
});

it("the doctor's digest switch writes the doctor's own row, audited", async () => {
  const me = await accountId(s.url, t.doctor);
  const set = (reviewDigest: boolean) =>
    call(s.url, 'PUT', '/doctor/notifications', { token: t.doctor, body: { reviewDigest } });
  expect((await set(false)).body).toEqual({ reviewDigest: false });
  const [row] = await db().select({ on: accounts.reviewDigest }).from(accounts).where(eq(accounts.id, me));
  expect(row!.on).toBe(false);
  expect((await get(s.url, '/doctor/notifications', t.doctor)).body).toEqual({ reviewDigest: false });
  expect((await auditRows('doctor.notifications.write', [me])).length).toBeGreaterThan(0);
  expect((await set(true)).body).toEqual({ reviewDigest: true });
});
