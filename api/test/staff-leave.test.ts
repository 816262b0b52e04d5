import { eq } from 'drizzle-orm';
import { accounts, patientDoctors } from '../src/db/schema';
import { surveyInstances } from '../src/db/schema-surveys';
import { DEMO_CLINIC_ID, DEMO_PASSWORD } from '../src/seed';
import { accountId, uniq } from './arrival-helpers';
import { call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { initiateVia, tokensOf } from './identity-helpers';
import { captureMailer, lastTo, tempPasswordIn } from './mail-capture';

/** Staff leave and return (issue 37 point 1): deactivation, handover, reactivation, status filter. */
jest.setTimeout(180_000);
let s: Stack;
let t: Record<'admin' | 'superadmin' | 'doctor', string>;
const cap = captureMailer();
const DEACTIVATED = 'This account has been deactivated. Contact your clinic administrator.';

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['admin', 'superadmin', 'doctor']);
});
afterAll(() => s?.stop());

/** A doctor of the demo clinic added by its admin, signed in with their own password. */
async function newDoctor() {
  const email = `leaver-${uniq()}@test.example`;
  const made = await post(s.url, '/doctor', { email, firstName: 'Lea', lastName: `Ver ${uniq()}` }, t.admin);
  expect(made.status).toBe(201);
  const id = (made.body as { id: string }).id;
  // Past the doctor's own onboarding (terms, privacy, demographics), which other tests walk through.
  await s.app.dcp.database.db.update(accounts).set({ status: 'ACTIVE' }).where(eq(accounts.id, id));
  const token = await s.apiToken(
    'doctor',
    email,
    tempPasswordIn(lastTo(cap.sent, email)!.text)!,
    DEMO_PASSWORD,
  );
  return { email, id, token };
}

/** The doctor's add-patient dialog: the patient, then their first questionnaire from this doctor. */
async function patientOf(doctor: { email: string; token: string }, surveyId: string) {
  const email = `handed-${uniq()}@test.example`;
  expect(
    (await post(s.url, '/user', { email, firstName: 'Han', lastName: 'Ded' }, doctor.token)).status,
  ).toBe(201);
  const body = { doctorEmail: doctor.email, userEmail: email, surveyId };
  const assigned = await post(s.url, '/surveyInstance', body, doctor.token);
  expect(assigned.status).toBe(201);
  return { email, instanceId: (assigned.body as { id: string }).id };
}

const act = (role: 'doctor' | 'admin', id: string, verb: string, token: string, reason?: string) =>
  post(s.url, `/${role}/${id}/${verb}`, reason === undefined ? {} : { reason }, token);
const names = async (status: string, token = t.admin) =>
  (
    (await get(s.url, `/doctor?size=2000&status=${status}`, token)).body as { content: { email: string }[] }
  ).content.map((d) => d.email);

it('hands a doctor’s patients over with their questionnaires, then deactivates: every session ends, sign-in is refused', async () => {
  const leaver = await newDoctor();
  const heir = await newDoctor();
  const p1 = await patientOf(leaver, 'type1-v2');
  const p2 = await patientOf(leaver, 'type2-v1');
  const id1 = await accountId(s, p1.email);
  const id2 = await accountId(s, p2.email);

  // Not while they have patients: the 409 says how many.
  expectError(await act('doctor', leaver.id, 'deactivate', t.admin), 409, /still has 2 patients/);
  const theirs = (await get(s.url, `/doctor/${leaver.id}/patients`, t.admin)).body as { id: string }[];
  expect(theirs.map((p) => p.id).sort()).toEqual([id1, id2].sort());

  // Only an active doctor of the same clinic takes them; then one patient, then the rest.
  expectError(await post(s.url, `/doctor/${leaver.id}/handover`, { toDoctorId: leaver.id }, t.admin), 422);
  const some = await post(
    s.url,
    `/doctor/${leaver.id}/handover`,
    { toDoctorId: heir.id, patientIds: [id1] },
    t.admin,
  );
  expect(some.body).toEqual({ moved: 1 });
  expect((await post(s.url, `/doctor/${leaver.id}/handover`, { toDoctorId: heir.id }, t.admin)).body).toEqual(
    {
      moved: 1,
    },
  );
  const db = s.app.dcp.database.db;
  const doctorsOf = async (p: string) =>
    (await db.select().from(patientDoctors).where(eq(patientDoctors.patientAccountId, p))).map(
      (r) => r.doctorAccountId,
    );
  expect(await doctorsOf(id1)).toEqual([heir.id]);
  expect(await doctorsOf(id2)).toEqual([heir.id]);
  const [instance] = await db.select().from(surveyInstances).where(eq(surveyInstances.id, p1.instanceId));
  expect(instance!.doctorAccountId).toBe(heir.id);
  // The heir sees both among their assigned patients.
  const list = (await get(s.url, '/user?assigned=assigned&size=2000', heir.token)).body as {
    content: { id: string }[];
  };
  expect(list.content.map((p) => p.id)).toEqual(expect.arrayContaining([id1, id2]));
  // Named to the heir above their list (newest first, with whom they came from); to nobody else.
  const handed = (await get(s.url, '/doctor/this/handovers', heir.token)).body as {
    id: string;
    from: { lastName: string };
    at: string;
  }[];
  expect(handed.map((p) => p.id).sort()).toEqual([id1, id2].sort());
  expect(handed[0]!.at >= handed[1]!.at).toBe(true);
  expect(handed[0]!.from.lastName).toMatch(/^Ver /);
  expect((await get(s.url, '/doctor/this/handovers', leaver.token)).body).toEqual([]);
  expect((await get(s.url, '/doctor/this/handovers', t.doctor)).body).toEqual([]);

  const before = await s.signIn('doctor', leaver.email, DEMO_PASSWORD);
  const off = await act('doctor', leaver.id, 'deactivate', t.admin, 'Left the clinic <b>in June</b>');
  expect(off.status).toBe(200);
  expect((off.body as { deactivatedAt: string | null }).deactivatedAt).toEqual(expect.any(String));
  // The next request of their portal session answers 401 with the message.
  expectError(await get(s.url, '/user/this', leaver.token), 401, new RegExp(DEACTIVATED.replace('.', '\\.')));
  // An ID token from before cannot be exchanged, and the identity provider refuses the password.
  expectError(await post(s.url, '/auth/jwt', { token: before.id }), 401);
  const refused = await initiateVia(s, 'doctor', leaver.email, DEMO_PASSWORD);
  expect(refused.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
  expect(tokensOf(refused.body)).toBeUndefined();
  // A wrong password still gets the one answer for every wrong credential.
  expect((await initiateVia(s, 'doctor', leaver.email, 'Wrong#Pass1')).body.message).toBe(
    'Incorrect username or password.',
  );

  // Out of the pickers (the default list), in the deactivated filter, and no patient can be given to them.
  expect(await names('active')).not.toContain(leaver.email);
  expect(await names('deactivated')).toContain(leaver.email);
  expect(await names('all')).toEqual(expect.arrayContaining([leaver.email, heir.email]));
  expectError(
    await call(s.url, 'PUT', `/user/${id1}/doctors`, { token: t.admin, body: { doctors: [leaver.email] } }),
    422,
  );

  // The trail says who, whom and why — the reason as typed, plain text.
  const trail = (await get(s.url, '/audit?size=50', t.admin)).body as {
    content: {
      action: string;
      subject: { email: string } | null;
      record: { name: string; reason?: string } | null;
    }[];
  };
  const row = trail.content.find((e) => e.action === 'doctor.deactivate')!;
  expect(row.subject?.email).toBe(leaver.email);
  expect(row.record).toMatchObject({ reason: 'Left the clinic <b>in June</b>' });
  expect(trail.content.filter((e) => e.action === 'patient.handover')).toHaveLength(2);

  // Reactivation restores sign-in.
  expect((await act('doctor', leaver.id, 'reactivate', t.admin, 'Back')).status).toBe(200);
  expect(await s.apiToken('doctor', leaver.email, DEMO_PASSWORD)).toEqual(expect.any(String));
  expect(await names('active')).toContain(leaver.email);
});

it('refuses the last active admin of a clinic and one’s own account; another clinic’s doctor answers 404', async () => {
  const adminId = await accountId(s, 'admin@demo.test');
  expectError(await act('admin', adminId, 'deactivate', t.superadmin), 409, /last active admin/);
  expectError(await act('admin', adminId, 'deactivate', t.admin), 403);
  // With a second admin, the first can go; then the second is the last.
  const email = `admin2-${uniq()}@test.example`;
  const second = await post(
    s.url,
    '/admin',
    { email, firstName: 'Sec', lastName: 'Ond', clinicCode: DEMO_CLINIC_ID },
    t.superadmin,
  );
  expect(second.status).toBe(201);
  const secondId = (second.body as { id: string }).id;
  expect((await act('admin', secondId, 'deactivate', t.superadmin)).status).toBe(200);
  expectError(await act('admin', adminId, 'deactivate', t.superadmin), 409, /last active admin/);
  expect((await act('admin', secondId, 'reactivate', t.superadmin)).status).toBe(200);

  const doctorId = await accountId(s, 'doctor@demo.test');
  const clinic = await post(s.url, '/clinic', { name: `Other ${uniq()}` }, t.superadmin);
  const otherEmail = `other-doc-${uniq()}@test.example`;
  const other = await post(
    s.url,
    '/doctor',
    { email: otherEmail, firstName: 'Ot', lastName: 'Her', clinicId: (clinic.body as { id: string }).id },
    t.superadmin,
  );
  const otherId = (other.body as { id: string }).id;
  expectError(await act('doctor', otherId, 'deactivate', t.admin), 404);
  expectError(await post(s.url, `/doctor/${doctorId}/handover`, { toDoctorId: otherId }, t.admin), 422);
  expectError(await act('doctor', doctorId, 'deactivate', t.doctor), 403);
});
