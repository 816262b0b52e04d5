import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { accounts, clinics } from '../src/db/schema';
import { glucoseReadings } from '../src/db/schema-dexcom';
import { connectPatient, startGlucoseStack, type GlucoseStack } from './dexcom-helpers';
import { rawReadings, type RawReading } from './glucose-risk-reference';
import { call, demoTokens, expectError, get } from './helpers';

// Issue 42 point 1: targets per patient. The patient's doctor (or the clinic's admin) chooses a
// preset; the change is audited from/to; another clinic's patient answers 404; and the glucose
// summary's bands follow the set — pregnancy's time in range is counted against 63–140 mg/dL, equal
// to a count made here from the stored readings apart from the product's code.

jest.setTimeout(180_000);
let g: GlucoseStack;
let t: Record<'admin' | 'doctor' | 'patient', string>;
let patientId: string;
let otherId: string;
const db = () => g.s.app.dcp.database.db;
const setTargets = (id: string, targets: string, token: string) =>
  call(g.s.url, 'PUT', `/user/${id}/glucose-targets`, { token, body: { targets } });

beforeAll(async () => {
  g = await startGlucoseStack();
  t = await demoTokens(g.s, ['admin', 'doctor', 'patient']);
  const idOf = async (email: string) =>
    (await db().select().from(accounts).where(eq(accounts.email, email)))[0]!.id;
  patientId = await idOf('patient@demo.test');
  const [clinic] = await db().insert(clinics).values({ name: 'Other targets clinic' }).returning();
  const [other] = await db()
    .insert(accounts)
    .values({
      pool: 'patient',
      email: `t-${randomUUID().slice(0, 8)}@test.example`,
      role: 'patient',
      status: 'ACTIVE',
      clinicId: clinic!.id,
    })
    .returning();
  otherId = other!.id;
  await connectPatient(g, t.patient, 'sandbox-well-controlled');
  expect(
    (await call(g.s.url, 'POST', '/api/dexcom/glucose/sync', { token: t.patient, body: {} })).status,
  ).toBe(200);
});
afterAll(() => g?.stop());

/** Percent of readings with glucose in [lo, hi] mg/dL, one decimal, from raw readings. */
const shareIn = (raw: RawReading[], lo: number, hi: number) => {
  const valued = raw.filter((r) => r.mgdl !== null);
  const n = valued.filter((r) => r.mgdl! >= lo && r.mgdl! <= hi).length;
  return Math.round((n / valued.length) * 1000) / 10;
};

async function summaryAndRaw() {
  const res = await get(g.s.url, `/api/dexcom/glucose/summary?days=14&userId=${patientId}`, t.doctor);
  expect(res.status).toBe(200);
  const body = res.body as {
    targets: string;
    start: string;
    end: string;
    statistics: Record<string, number>;
  };
  const rows = await db().select().from(glucoseReadings).where(eq(glucoseReadings.accountId, patientId));
  const raw = rawReadings(rows.map((r) => ({ ...r, systemTime: r.systemTime.toISOString() }))).filter(
    (r) => r.t >= Date.parse(body.start) && r.t <= Date.parse(body.end),
  );
  return { body, raw };
}

it('is standard until the doctor chooses pregnancy; the summary then counts time in range 63–140', async () => {
  expect((await get(g.s.url, `/user/${patientId}/glucose-targets`, t.doctor)).body).toEqual({
    targets: 'standard',
  });
  const before = await summaryAndRaw();
  expect(before.body.targets).toBe('standard');
  expect(before.body.statistics.inRangePercentage).toBe(shareIn(before.raw, 70, 180));

  const res = await setTargets(patientId, 'pregnancy', t.doctor);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ targets: 'pregnancy' });
  const after = await summaryAndRaw();
  expect(after.body.targets).toBe('pregnancy');
  const tir = shareIn(after.raw, 63, 140);
  // The two ranges give different figures on this user, so the check tells them apart.
  expect(tir).not.toBe(shareIn(after.raw, 70, 180));
  expect(after.body.statistics.inRangePercentage).toBe(tir);
  expect(after.body.statistics.lowPercentage).toBe(shareIn(after.raw, -Infinity, 62));
  expect(after.body.statistics.highPercentage).toBe(shareIn(after.raw, 141, Infinity));
});

it('is audited from/to, the admin may change it, a patient may not, another clinic’s answers 404', async () => {
  expect((await setTargets(patientId, 'older', t.admin)).status).toBe(200);
  // Choosing the set it already has records nothing.
  expect((await setTargets(patientId, 'older', t.doctor)).status).toBe(200);
  const trail = (await db().execute(
    sql`SELECT c.from_set, c.to_set, a.subject_account_id FROM audit_log a
      JOIN glucose_target_changes c ON a.target = 'glucose-targets:' || c.id
      WHERE a.action = 'patient.glucose-targets' ORDER BY c.at`,
  )) as unknown as { rows: { from_set: string; to_set: string; subject_account_id: string }[] };
  expect(trail.rows).toEqual([
    { from_set: 'standard', to_set: 'pregnancy', subject_account_id: patientId },
    { from_set: 'pregnancy', to_set: 'older', subject_account_id: patientId },
  ]);
  expectError(await setTargets(patientId, 'pregnancy', t.patient), 403);
  expectError(await setTargets(patientId, '50-to-200', t.doctor), 400);
  expectError(await setTargets(otherId, 'pregnancy', t.doctor), 404);
  expectError(await get(g.s.url, `/user/${otherId}/glucose-targets`, t.admin), 404);
  expectError(await get(g.s.url, `/user/${randomUUID()}/glucose-targets`, t.doctor), 404);
});
