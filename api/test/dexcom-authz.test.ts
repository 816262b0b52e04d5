import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts, clinics } from '../src/db/schema';
import { connectPatient, startGlucoseStack, type GlucoseStack } from './dexcom-helpers';
import { call, demoTokens, expectError } from './helpers';

/** Who may read whose glucose (req G§6): every read route × caller × target patient. */
jest.setTimeout(180_000);
type Caller = 'superadmin' | 'admin' | 'doctor' | 'patient' | 'patient2';
let g: GlucoseStack;
let t: Record<Caller, string>;
const ids: Record<'patient' | 'patient3' | 'other', string> = { patient: '', patient3: '', other: '' };
const READS = ['/api/dexcom/status', '/api/dexcom/glucose/summary', '/api/dexcom/glucose/stored'];
const get = (path: string, token?: string) => call(g.s.url, 'GET', path, { token });

beforeAll(async () => {
  g = await startGlucoseStack();
  t = await demoTokens(g.s, ['superadmin', 'admin', 'doctor', 'patient', 'patient2']);
  const db = g.s.app.dcp.database.db;
  const idOf = async (email: string) =>
    (await db.select().from(accounts).where(eq(accounts.email, email)))[0]!.id;
  ids.patient = await idOf('patient@demo.test');
  ids.patient3 = await idOf('patient3@demo.test');
  const [clinic] = await db.insert(clinics).values({ name: 'Other Clinic' }).returning();
  const [other] = await db
    .insert(accounts)
    .values({
      pool: 'patient',
      email: `o-${randomUUID().slice(0, 8)}@test.example`,
      role: 'patient',
      status: 'ACTIVE',
      clinicId: clinic!.id,
    })
    .returning();
  ids.other = other!.id;
  await connectPatient(g, t.patient);
});
afterAll(() => g?.stop());

describe('glucose authorization', () => {
  it.each(READS)('%s: a patient reads its own, never another’s', async (path) => {
    expect((await get(path, t.patient)).status).toBe(200);
    expect((await get(`${path}?userId=${ids.patient}`, t.patient)).status).toBe(200);
    expectError(await get(`${path}?userId=${ids.patient3}`, t.patient), 404);
  });

  it.each(READS)(
    '%s: a doctor reads its clinic’s patients; another clinic’s is a missing one',
    async (path) => {
      expect((await get(`${path}?userId=${ids.patient}`, t.doctor)).status).toBe(200);
      const other = await get(`${path}?userId=${ids.other}`, t.doctor);
      const missing = await get(`${path}?userId=${randomUUID()}`, t.doctor);
      expectError(other, 404);
      expect(other.body).toEqual(missing.body);
      expectError(await get(path, t.doctor), 400, /userId/);
    },
  );

  it.each(READS)('%s: admin and superadmin none; anonymous 401', async (path) => {
    expectError(await get(`${path}?userId=${ids.patient}`, t.admin), 403);
    expectError(await get(`${path}?userId=${ids.patient}`, t.superadmin), 403);
    expectError(await get(path), 401);
  });

  it('patient-only actions refuse doctors and admins', async () => {
    for (const token of [t.doctor, t.admin, t.superadmin]) {
      expectError(await get('/api/dexcom/auth-url', token), 403);
      expectError(await call(g.s.url, 'POST', '/api/dexcom/optout', { token }), 403);
      expectError(
        await call(g.s.url, 'POST', '/api/dexcom/token', {
          token,
          body: { code: 'x', state: 'y', cgmDataConsent: true },
        }),
        403,
      );
    }
  });

  it('bad input answers 400 with a message', async () => {
    expectError(await get('/api/dexcom/glucose/summary?days=7', t.patient), 400, /14, 30 or 90/);
    expectError(await get('/api/dexcom/glucose/summary?userId=nope', t.doctor), 400);
    expectError(await get('/api/dexcom/glucose?startDate=2026-01-01', t.patient), 400);
  });

  it('a patient who opted out hides the data from the doctor (403)', async () => {
    expect((await call(g.s.url, 'POST', '/api/dexcom/optout', { token: t.patient2 })).status).toBe(204);
    const id = (await get('/api/dexcom/status', t.patient2)).body;
    expect(id).toMatchObject({ dexcomOptedOut: true });
    const db = g.s.app.dcp.database.db;
    const p2 = (await db.select().from(accounts).where(eq(accounts.email, 'patient2@demo.test')))[0]!.id;
    expectError(await get(`/api/dexcom/glucose/summary?userId=${p2}`, t.doctor), 403, /opted out/);
  });
});
