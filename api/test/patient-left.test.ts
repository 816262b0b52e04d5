import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { owedReminders } from '../src/reminders/owed';
import { DEMO_PASSWORD } from '../src/seed';
import { accountId, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { initiateVia, tokensOf } from './identity-helpers';
import { captureMailer } from './mail-capture';
import { otherClinicDoctor } from './signup-helpers';

// Issue 37 point 2: a doctor or admin marks a patient as having left the clinic — no reminders, no
// sign-in (API and identity provider), out of the triage list unless "Left" asks for them, the record
// kept — and "returning" undoes it. Audited, with the reason.

jest.setTimeout(180_000);
const cap = captureMailer();
const DEACTIVATED = 'This account has been deactivated. Contact your clinic administrator.';
const EMAIL = 'patient3@demo.test';
let s: Stack;
let t: Record<'doctor' | 'admin' | 'superadmin' | 'patient3' | 'patient', string>;
let id = '';
let other = '';
beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['doctor', 'admin', 'superadmin', 'patient3', 'patient']);
  id = await accountId(s.url, t.patient3);
  other = await otherClinicDoctor(s, t.superadmin, cap.sent);
  // An open questionnaire, so a reminder is owed (the defaults send the first after some days).
  const made = await post(
    s.url,
    '/surveyInstance',
    { doctorEmail: 'doctor@demo.test', userEmail: EMAIL, surveyId: 'type2-v1' },
    t.doctor,
  );
  expect([201, 409]).toContain(made.status);
});
afterAll(() => s?.stop());

/** Whether the reminder job would owe the patient one (a year from now, everything is due). */
async function owed(): Promise<boolean> {
  const later = new Date(Date.now() + 365 * 86_400_000);
  const rows = await s.app.dcp.database.db.execute(
    sql`SELECT patient_id FROM (${owedReminders(later)}) o WHERE o.patient_id = ${id}`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}
/** The ids of the doctor's list, default or with the Left filter. */
async function listed(query = ''): Promise<{ id: string; leftAt: string | null }[]> {
  const r = await get(s.url, `/user?size=2000${query}`, t.doctor);
  expect(r.status).toBe(200);
  return (r.body as { content: { id: string; leftAt: string | null }[] }).content;
}

test('a patient who left gets no reminder, cannot sign in, is out of the list, and comes back', async () => {
  expect(await owed()).toBe(true);
  expect((await listed()).map((p) => p.id)).toContain(id);

  // The doctor marks them as left, with a reason: the record is kept and says so.
  const left = await post(s.url, `/user/${id}/leave`, { reason: 'Moved to Valencia' }, t.doctor);
  expect(left.status).toBe(200);
  expect(left.body).toMatchObject({
    id,
    email: EMAIL,
    leftAt: expect.any(String),
    leftReason: 'Moved to Valencia',
  });

  // Their session ended at once, with the deactivated account's words; a new sign-in is refused by
  // the identity provider and, with a token from before, by the API's exchange.
  expectError(await get(s.url, '/user/this', t.patient3), 401, new RegExp(DEACTIVATED.replace('.', '\\.')));
  const refused = await initiateVia(s, 'patient', EMAIL, DEMO_PASSWORD);
  expect(refused.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
  expect(tokensOf(refused.body)).toBeUndefined();
  const { id: idToken } = await s.signIn('patient', EMAIL, DEMO_PASSWORD);
  expectError(await post(s.url, '/auth/jwt', { token: idToken }), 401, /deactivated/);

  // No reminder; not in the triage list; under "Left" with the date.
  expect(await owed()).toBe(false);
  expect((await listed()).map((p) => p.id)).not.toContain(id);
  const leftOnes = await listed('&left=true');
  expect(leftOnes.map((p) => p.id)).toEqual([id]);
  expect(leftOnes[0]!.leftAt).toEqual(expect.any(String));
  // The profile is still there.
  expect((await get(s.url, `/user/${id}`, t.admin)).body).toMatchObject({
    id,
    leftReason: 'Moved to Valencia',
  });

  // The admin marks them as back: sign-in, reminders and the list resume.
  const back = await post(s.url, `/user/${id}/return`, undefined, t.admin);
  expect(back.status).toBe(200);
  expect(back.body).toMatchObject({ id, leftAt: null, leftReason: null });
  const again = await initiateVia(s, 'patient', EMAIL, DEMO_PASSWORD);
  expect(tokensOf(again.body)).toBeDefined();
  const token = await s.apiToken('patient', EMAIL, DEMO_PASSWORD);
  expect((await get(s.url, '/user/this', token)).status).toBe(200);
  expect(await owed()).toBe(true);
  expect((await listed()).map((p) => p.id)).toContain(id);
  expect(await listed('&left=true')).toEqual([]);

  // Both are in the audit trail, about the patient, by whom.
  const rows = await s.app.dcp.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.subjectAccountId, id), sql`${auditLog.action} in ('patient.leave', 'patient.return')`),
    );
  expect(rows.map((r) => r.action).sort()).toEqual(['patient.leave', 'patient.return']);
  const trail = await get(s.url, `/audit?patient=${encodeURIComponent(EMAIL)}&size=50`, t.admin);
  expect(JSON.stringify(trail.body)).toContain('Moved to Valencia');
});

test("only the patient's clinic marks them: another clinic's doctor 404, a patient 403", async () => {
  expectError(await post(s.url, `/user/${id}/leave`, {}, other), 404);
  expectError(await post(s.url, `/user/${id}/leave`, {}, t.patient), 403, /Only the clinic/);
  expect((await get(s.url, '/user/this', await s.apiToken('patient', EMAIL, DEMO_PASSWORD))).status).toBe(
    200,
  );
});
