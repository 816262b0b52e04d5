import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { DEMO_CLINIC_ID, DEMO_PASSWORD } from '../src/seed';
import { call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';

// Issue 24 point 4: each person's glucose unit (null follows the clinic's), the clinic's unit, who
// may change which, and the defaults (en-GB clinics read mmol/L).

jest.setTimeout(60_000);
let s: Stack;
let tokens: Record<'superadmin' | 'admin' | 'doctor' | 'patient' | 'patient2', string>;
const db = () => s.app.dcp.database.db;

beforeAll(async () => {
  s = await startStack();
  tokens = await demoTokens(s, ['superadmin', 'admin', 'doctor', 'patient', 'patient2']);
});
afterAll(() => s.stop());

const me = async (token: string) => (await get(s.url, '/user/this', token)).body as Record<string, unknown>;
const choose = (token: string | undefined, body: unknown) =>
  call(s.url, 'PUT', '/user/this/glucose-unit', { token, body });
const clinicUnit = (token: string, id: string, body: unknown) =>
  call(s.url, 'PUT', `/clinic/${id}/glucose-unit`, { token, body });

test('an en-GB clinic reads mmol/L, and its people follow it until they choose', async () => {
  expect(await me(tokens.doctor)).toMatchObject({
    glucoseUnit: 'mmol/L',
    glucoseUnitChoice: null,
    clinicGlucoseUnit: 'mmol/L',
  });
});

test('a patient chooses mg/dL, keeps it across sessions, and goes back to the clinic’s with null', async () => {
  const res = await choose(tokens.patient, { glucoseUnit: 'mg/dL' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    glucoseUnit: 'mg/dL',
    glucoseUnitChoice: 'mg/dL',
    clinicGlucoseUnit: 'mmol/L',
  });
  // Another device: a new sign-in reads the stored choice.
  const again = await s.apiToken('patient', 'patient@demo.test', DEMO_PASSWORD);
  expect(await me(again)).toMatchObject({ glucoseUnit: 'mg/dL' });
  const audited = await db()
    .select({ target: auditLog.target })
    .from(auditLog)
    .where(eq(auditLog.action, 'account.glucose-unit'));
  expect(audited.length).toBeGreaterThan(0);
  const back = await choose(tokens.patient, { glucoseUnit: null });
  expect(back.body).toMatchObject({ glucoseUnit: 'mmol/L', glucoseUnitChoice: null });
  // Another person's choice is not touched.
  expect(await me(tokens.patient2)).toMatchObject({ glucoseUnitChoice: null });
});

test('a unit that is not one answers 400 naming the field; no token answers 401', async () => {
  expectError(await choose(tokens.patient, { glucoseUnit: 'mmol' }), 400, /glucoseUnit/);
  expectError(await choose(tokens.patient, {}), 400, /glucoseUnit/);
  expectError(await choose(tokens.patient, { glucoseUnit: 5.5 }), 400, /glucoseUnit/);
  expectError(await choose(undefined, { glucoseUnit: 'mg/dL' }), 401);
});

test('a new clinic takes its locale’s unit unless the superadmin names one', async () => {
  const create = async (body: object) =>
    (await post(s.url, '/clinic', { name: `Unit ${Math.random()}`, ...body }, tokens.superadmin)).body as {
      glucoseUnit: string;
    };
  expect((await create({ locale: 'es-ES' })).glucoseUnit).toBe('mg/dL');
  expect((await create({ locale: 'en-GB' })).glucoseUnit).toBe('mmol/L');
  expect((await create({ locale: 'en-GB', glucoseUnit: 'mg/dL' })).glucoseUnit).toBe('mg/dL');
});

test('the clinic admin changes the clinic’s unit; its people without a choice follow; others are refused', async () => {
  const other = (await post(s.url, '/clinic', { name: 'Unit Other', locale: 'es-ES' }, tokens.superadmin))
    .body as { id: string };
  const res = await clinicUnit(tokens.admin, DEMO_CLINIC_ID, { glucoseUnit: 'mg/dL' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: DEMO_CLINIC_ID, glucoseUnit: 'mg/dL' });
  expect(await me(tokens.doctor)).toMatchObject({ glucoseUnit: 'mg/dL', clinicGlucoseUnit: 'mg/dL' });
  expect((await get(s.url, `/clinic/${DEMO_CLINIC_ID}`, tokens.admin)).body).toMatchObject({
    glucoseUnit: 'mg/dL',
  });
  const audited = await db()
    .select({ target: auditLog.target })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'clinic.glucose-unit'), eq(auditLog.target, `clinic:${DEMO_CLINIC_ID}`)));
  expect(audited).toHaveLength(1);
  // Another clinic answers 404 like a missing one; a doctor is refused; a bad unit is a 400.
  expectError(await clinicUnit(tokens.admin, other.id, { glucoseUnit: 'mmol/L' }), 404);
  expectError(await clinicUnit(tokens.doctor, DEMO_CLINIC_ID, { glucoseUnit: 'mmol/L' }), 403);
  expectError(await clinicUnit(tokens.admin, DEMO_CLINIC_ID, { glucoseUnit: 'mg' }), 400, /glucoseUnit/);
  // The superadmin may set any clinic's.
  const sup = await clinicUnit(tokens.superadmin, DEMO_CLINIC_ID, { glucoseUnit: 'mmol/L' });
  expect(sup.body).toMatchObject({ glucoseUnit: 'mmol/L' });
  expect(await me(tokens.doctor)).toMatchObject({ glucoseUnit: 'mmol/L' });
});
