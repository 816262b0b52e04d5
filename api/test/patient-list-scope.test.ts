import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema';
import { randomBytes } from 'node:crypto';
import { clinics } from '../src/db/schema';
import { PatientDoctors, PatientList, PatientListItem } from '../src/contracts';
import { DEMO_CLINIC_ID } from '../src/seed';
import { seedListPatients } from '../src/seed-patient-list';
import { call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';

// Who sees which patients in GET user, who is assigned, and when "last reviewed" is written.

const cap = captureMailer();
let s: Stack;
let t: Record<'superadmin' | 'admin' | 'doctor' | 'patient', string>;
const OTHER = '00000000-0000-4000-8000-0000000000c2';
const uniq = () => randomBytes(4).toString('hex');

const list = async (token: string, query = '') => {
  const res = await get(s.url, `/user?size=2000${query}`, token);
  expect(res.status).toBe(200);
  return PatientList.parse(res.body);
};

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['superadmin', 'admin', 'doctor', 'patient']);
  const db = s.app.dcp.database.db;
  await db.insert(clinics).values({ id: OTHER, name: 'Other Clinic' });
  await seedListPatients(db, { clinicId: OTHER, doctorId: null, count: 30, prefix: 'other' });
}, 90000);
afterAll(() => s?.stop());

it('scopes the list: doctor and admin their clinic only, superadmin every clinic, patient refused', async () => {
  for (const who of ['doctor', 'admin'] as const) {
    const mine = await list(t[who]);
    expect(mine.totalElements).toBeGreaterThan(40);
    expect(mine.content.some((p) => p.email.startsWith('other'))).toBe(false);
    // A search for another clinic's names finds none of them.
    expect((await list(t[who], '&search=other')).content.some((p) => p.email.startsWith('other'))).toBe(
      false,
    );
  }
  const everyone = await list(t.superadmin);
  expect(everyone.content.filter((p) => p.clinic?.id === OTHER)).toHaveLength(30);
  expect(everyone.content.find((p) => p.email === 'patient@demo.test')!.clinic!.id).toBe(DEMO_CLINIC_ID);
  expectError(await get(s.url, '/user', t.patient), 403);
  expectError(await get(s.url, '/user'), 401);
});

it('sends only what the list shows: no profile fields, and the clinic only in every clinic’s list', async () => {
  // The raw answer: the contract's parse would drop a field it does not name (issue 41 point 2).
  const rows = async (token: string) =>
    ((await get(s.url, '/user?size=2000', token)).body as { content: Record<string, unknown>[] }).content;
  const names = Object.keys(PatientListItem.shape).sort();
  for (const who of ['doctor', 'admin'] as const) {
    const mine = await rows(t[who]);
    expect(mine.every((p) => p.clinic === null)).toBe(true);
    expect(mine.filter((p) => Object.keys(p).sort().join() !== names.join())).toEqual([]);
  }
  const everyone = await rows(t.superadmin);
  expect(everyone.every((p) => p.clinic !== null)).toBe(true);
  expect(everyone.filter((p) => Object.keys(p).sort().join() !== names.join())).toEqual([]);
  for (const gone of ['age', 'birthDate', 'chronicConditions', 'assigned', 'latestStatus'])
    expect(names).not.toContain(gone);
});

it('assigns the creating doctor, not an admin; "assigned" is relative to the calling doctor', async () => {
  const byDoctor = `made-by-doctor-${uniq()}@test.example`;
  const byAdmin = `made-by-admin-${uniq()}@test.example`;
  expect(
    (await post(s.url, '/user', { email: byDoctor, firstName: 'Dee', lastName: 'Made' }, t.doctor)).status,
  ).toBe(201);
  expect(
    (await post(s.url, '/user', { email: byAdmin, firstName: 'Ad', lastName: 'Made' }, t.admin)).status,
  ).toBe(201);
  const mine = await list(t.doctor, '&assigned=assigned');
  expect(mine.content.map((p) => p.email)).toContain(byDoctor);
  expect(mine.content.map((p) => p.email)).not.toContain(byAdmin);
  const notMine = await list(t.doctor, '&assigned=notAssigned');
  expect(notMine.content.map((p) => p.email)).toContain(byAdmin);
  const id = mine.content.find((p) => p.email === byDoctor)!.id;
  const doctors = await get(s.url, `/user/${id}/doctors`, t.admin);
  expect(PatientDoctors.parse(doctors.body).doctors.map((d) => d.email)).toEqual(['doctor@demo.test']);
});

it('lets an admin change a patient’s doctors within the clinic; others are refused', async () => {
  const email = `reassign-${uniq()}@test.example`;
  const made = await post(s.url, '/user', { email, firstName: 'Re', lastName: 'Assign' }, t.admin);
  const id = (made.body as { id: string }).id;
  const put = (token: string, doctors: string[], who = id) =>
    call(s.url, 'PUT', `/user/${who}/doctors`, { token, body: { doctors } });
  const set = await put(t.admin, ['doctor@demo.test']);
  expect(set.status).toBe(200);
  expect(PatientDoctors.parse(set.body).doctors).toEqual([
    { email: 'doctor@demo.test', firstName: 'Dana', lastName: 'Doctor' },
  ]);
  expect((await list(t.doctor, '&assigned=assigned')).content.map((p) => p.email)).toContain(email);
  expect(PatientDoctors.parse((await put(t.admin, [])).body).doctors).toEqual([]);
  expectError(await put(t.admin, ['nobody@test.example']), 422);
  expectError(await put(t.doctor, ['doctor@demo.test']), 403);
  const [otherClinic] = await s.app.dcp.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'other0@list.test'));
  expectError(await put(t.admin, [], otherClinic!.id), 404);
  expect((await put(t.superadmin, ['doctor@demo.test'])).status).toBe(200);
});

it('records "last reviewed" when a doctor opens a patient’s results, not when the patient does', async () => {
  const before = (await list(t.doctor, '&search=rafael%20review')).content[0]!;
  expect(before.lastReviewedAt).toBeNull();
  const own = (await list(t.doctor, '&search=pat%20patient')).content[0]!;
  await get(s.url, `/surveyInstance/${own.latestInstanceId}`, t.patient);
  expect((await list(t.doctor, '&search=pat%20patient')).content[0]!.lastReviewedAt).toBe(own.lastReviewedAt);
  const res = await get(s.url, `/surveyInstance/${before.latestInstanceId}`, t.doctor);
  expect(res.status).toBe(200);
  const after = (await list(t.doctor, '&search=rafael%20review')).content[0]!;
  expect(Date.now() - Date.parse(after.lastReviewedAt!)).toBeLessThan(60_000);
});
