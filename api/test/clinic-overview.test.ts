import { like } from 'drizzle-orm';
import { ClinicOverview, PatientList, SMALL_GROUP_MIN } from '../src/contracts';
import { accounts, clinics } from '../src/db/schema';
import { shown } from '../src/people/clinic-overview';
import { seedListGlucose } from '../src/seed-list-glucose';
import { demoTokens, get, startStack, type Stack } from './helpers';

// The clinic at a glance (issue 42 point 4). Done when: "the clinic overview's counts equal the patient
// list filtered the same way" — each figure is held against GET user with the filter its link opens.

jest.setTimeout(180_000);
let s: Stack;
let t: Record<'admin' | 'doctor' | 'superadmin', string>;
let clinicId: string;
const db = () => s.app.dcp.database.db;

const overview = async (path: string, token: string) => {
  const res = await get(s.url, path, token);
  expect(res.status).toBe(200);
  return ClinicOverview.parse(res.body);
};
/** How many the list shows under these filters, as the overview may say it (1–4 withheld). */
const listed = async (query: string, token: string) => {
  const res = await get(s.url, `/user?size=2000&${query}`, token);
  expect(res.status).toBe(200);
  return PatientList.parse(res.body).content;
};
const total = async (query: string, token: string) => shown((await listed(query, token)).length);

beforeAll(async () => {
  s = await startStack();
  t = await demoTokens(s, ['admin', 'doctor', 'superadmin']);
  const demo = await db().select().from(accounts).where(like(accounts.email, 'demo%@list.test'));
  clinicId = demo[0]!.clinicId!;
  // Glucose for seven list patients: some need attention, one wears too little to judge.
  await seedListGlucose(
    db(),
    demo.map((a): [number, string] => [Number(/^demo(\d+)@/.exec(a.email)![1]), a.id]),
  );
});
afterAll(() => s?.stop());

describe('the clinic overview', () => {
  it("counts what the admin's patient list shows under the same filter", async () => {
    const o = await overview(`/clinic/${clinicId}/overview?period=90d`, t.admin);
    expect(o.patients).toBe(await total('', t.admin));
    expect(o.awaitingReview).toBe(await total('awaitingReview=true', t.admin));
    expect(o.glucose.attention).toBe(await total('glucoseAttention=true', t.admin));
    expect(o.glucose.noData).toBe(await total('glucoseNoData=true', t.admin));
    // The figures without a list filter count the reasons the list's rows carry.
    const all = await listed('', t.admin);
    const withFlag = (code: string) => shown(all.filter((p) => p.flags.some((f) => f.code === code)).length);
    expect(o.phq2Positive).toBe(withFlag('PHQ2_POSITIVE'));
    expect(o.item9Open).toBe(withFlag('PHQ9_ITEM9'));
    expect(o.glucose.linked).toBe(shown(all.filter((p) => p.glucose !== null).length));
    expect(o.patients).toBeGreaterThanOrEqual(SMALL_GROUP_MIN);
    expect(o.questionnaires.assigned).toBeGreaterThan(0);
    // Every linked patient is in one time-in-range band or "not enough data", and in one GRI zone or that.
    const sum = (xs: (number | null)[]) => xs.reduce<number>((a, x) => a + (x ?? 0), 0);
    const linked = all.filter((p) => p.glucose !== null).length;
    if (!Object.values(o.glucose.tir).includes(null) && o.glucose.notEnoughData !== null)
      expect(sum(Object.values(o.glucose.tir)) + o.glucose.notEnoughData).toBe(linked);
    expect(o.overdueByDoctor.map((d) => d.doctor)).toContain('Dana Doctor');
  });

  it("gives a doctor their own patients only: the list's Assigned filter", async () => {
    const mine = await overview('/doctor/this/overview?period=30d', t.doctor);
    expect(mine.patients).toBe(await total('assigned=assigned', t.doctor));
    expect(mine.awaitingReview).toBe(await total('assigned=assigned&awaitingReview=true', t.doctor));
    expect(mine.glucose.noData).toBe(await total('assigned=assigned&glucoseNoData=true', t.doctor));
    expect(mine.overdueByDoctor).toEqual([]);
    // A patient of the clinic whom no doctor follows is in the clinic's figures, not the doctor's.
    const clinic = await overview(`/clinic/${clinicId}/overview`, t.admin);
    expect(await total('assigned=notAssigned', t.doctor)).not.toBe(0);
    expect(clinic.patients!).toBeGreaterThan(mine.patients!);
  });

  it('shows each of the twelve months, a month without questionnaires too, each within the total', async () => {
    const o = await overview(`/clinic/${clinicId}/overview?period=12m`, t.superadmin);
    expect(o.months).toHaveLength(12);
    expect(o.months[11]!.month).toBe(new Date().toISOString().slice(0, 7));
    for (const m of o.months) expect(m.month).toMatch(/^\d{4}-\d{2}$/);
    const known = o.months.map((m) => m.assigned).filter((n): n is number => n !== null);
    expect(known.reduce((a, n) => a + n, 0)).toBeLessThanOrEqual(o.questionnaires.assigned!);
  });

  it('withholds counts of 1 to 4, and medians of fewer than 5 (small-group threshold)', async () => {
    expect([0, 1, 4, 5, 12].map(shown)).toEqual([0, null, null, 5, 12]);
    const [small] = await db().insert(clinics).values({ name: 'Tiny Clinic' }).returning();
    const o = await overview(`/clinic/${small!.id}/overview`, t.superadmin);
    expect(o).toMatchObject({ patients: 0, minCount: SMALL_GROUP_MIN, overdueByDoctor: [] });
    expect(o.questionnaires.medianHoursToAnswer).toBeNull();
  });

  it("answers 404 for another clinic's overview, as for a missing one", async () => {
    const [other] = await db().insert(clinics).values({ name: 'Elsewhere' }).returning();
    expect((await get(s.url, `/clinic/${other!.id}/overview`, t.admin)).status).toBe(404);
    expect((await get(s.url, `/clinic/${clinicId}/overview`, t.doctor)).status).toBe(403);
  });
});
