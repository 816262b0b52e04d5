import { and, eq, gte, like, lt } from 'drizzle-orm';
import { ClinicOverview, PatientList, type PatientListItem } from '../src/contracts';
import { accounts } from '../src/db/schema';
import { glucoseReadings } from '../src/db/schema-dexcom';
import { shown } from '../src/people/clinic-overview';
import { seedListGlucose } from '../src/seed-list-glucose';
import { bundleErrors } from './fhir-validator';
import { rawReadings } from './glucose-risk-reference';
import { call, demoTokens, get, startStack, type Stack } from './helpers';

// Issue 42 point 1: the triage list and the FHIR export judge glucose by the patient's target set. The list seed's two
// "steady" patients (demo15, demo39: ~125 ± 30 mg/dL) are all in 70–180 — no reason on the standard
// set — but about a third of their readings are above 140: on pregnancy (63–140, TIR > 70 %, > 140
// < 25 %) the list names both, with shares equal to a count of the stored raw readings made here.
// A change of set moves the list's version (a kept page is not served) and the overview's count. The
// doctor's FHIR export bands its times in ranges by the set, gives each its bounds and names the set.

jest.setTimeout(180_000);
const DAY = 86_400_000;
let s: Stack;
let t: Record<'admin' | 'doctor', string>;
let clinicId: string;
const steady: Record<string, string> = {};
const db = () => s.app.dcp.database.db;

/** The list page; with `etag`, asked as a browser holding that page asks (a kept one answers 304). */
const listed = async (query = '', etag?: string) => {
  const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {};
  const res = await call(s.url, 'GET', `/user?size=2000&${query}`, { token: t.doctor, headers });
  expect(res.status).toBe(200);
  return { items: PatientList.parse(res.body).content, etag: res.headers.get('etag')! };
};
const glucoseOf = (items: PatientListItem[], email: string) => items.find((x) => x.email === email)!.glucose!;
const setTargets = async (email: string, targets: string) => {
  const res = await call(s.url, 'PUT', `/user/${steady[email]}/glucose-targets`, {
    token: t.doctor,
    body: { targets },
  });
  expect(res.status).toBe(200);
};
const overviewAttention = async () => {
  const res = await get(s.url, `/clinic/${clinicId}/overview?period=30d`, t.admin);
  expect(res.status).toBe(200);
  return ClinicOverview.parse(res.body).glucose.attention;
};

/** % of the list's 14 whole UTC days' readings with glucose in [lo, hi] or above hi, from raw readings. */
async function shares(accountId: string) {
  const today = Math.floor(Date.now() / DAY) * DAY;
  const rows = await db()
    .select()
    .from(glucoseReadings)
    .where(
      and(
        eq(glucoseReadings.accountId, accountId),
        gte(glucoseReadings.systemTime, new Date(today - 14 * DAY)),
        lt(glucoseReadings.systemTime, new Date(today)),
      ),
    );
  const valued = rawReadings(rows.map((r) => ({ ...r, systemTime: r.systemTime.toISOString() })))
    .map((r) => r.mgdl)
    .filter((v): v is number => v !== null);
  const pct = (n: number) => Math.round((n / valued.length) * 1000) / 10;
  return {
    inRange: pct(valued.filter((v) => v >= 63 && v <= 140).length),
    above: pct(valued.filter((v) => v > 140).length),
    standard: pct(valued.filter((v) => v >= 70 && v <= 180).length),
  };
}

beforeAll(async () => {
  s = await startStack();
  t = await demoTokens(s, ['admin', 'doctor']);
  const demo = await db().select().from(accounts).where(like(accounts.email, 'demo%@list.test'));
  clinicId = demo[0]!.clinicId!;
  for (const a of demo) if (/^demo(15|39)@/.test(a.email)) steady[a.email] = a.id;
  await seedListGlucose(
    db(),
    demo.map((a): [number, string] => [Number(/^demo(\d+)@/.exec(a.email)![1]), a.id]),
  );
});
afterAll(() => s?.stop());

it('names no reason on standard, the pregnancy goals on pregnancy, and none again when restored', async () => {
  const before = await listed();
  const email = 'demo15@list.test';
  const expected = await shares(steady[email]!);
  expect(expected.standard).toBeGreaterThan(70);
  expect(expected.inRange).toBeLessThan(70);
  expect(glucoseOf(before.items, email)).toMatchObject({ targets: 'standard', attention: false, flags: [] });
  // Two patients on pregnancy: the clinic's 4 patients needing attention (withheld: fewer than 5) become 6.
  const attentionBefore = (await listed('glucoseAttention=true')).items.length;
  expect(await overviewAttention()).toBe(shown(attentionBefore));

  await setTargets(email, 'pregnancy');
  await setTargets('demo39@list.test', 'pregnancy');
  // The page the doctor's browser holds is not answered 304: the change moved the list's version.
  expect(before.etag).toBeTruthy();
  const pregnancy = await listed('', before.etag);
  expect(pregnancy.etag).not.toBe(before.etag);
  expect(glucoseOf(pregnancy.items, email)).toEqual({
    wear: 100,
    targets: 'pregnancy',
    attention: true,
    flags: [
      { code: 'IN_RANGE', value: expected.inRange, target: 70 },
      { code: 'HIGH', value: expected.above, target: 25 },
    ],
  });
  const attention = (await listed('glucoseAttention=true')).items.map((x) => x.email);
  expect(attention).toEqual(expect.arrayContaining([email, 'demo39@list.test']));
  expect(attention).toHaveLength(attentionBefore + 2);
  expect(await overviewAttention()).toBe(shown(attentionBefore + 2));

  await setTargets(email, 'standard');
  await setTargets('demo39@list.test', 'standard');
  const restored = await listed();
  expect(glucoseOf(restored.items, email)).toEqual(glucoseOf(before.items, email));
  expect(await overviewAttention()).toBe(shown(attentionBefore));
});

type Obs = {
  id: string;
  resourceType: string;
  note?: { text: string }[];
  component?: {
    code: { coding: { code: string }[] };
    valueQuantity: { value: number };
    referenceRange?: { low?: { value: number }; high?: { value: number }; text: string }[];
  }[];
};
/** The doctor's FHIR export of the patient (the button on the patient's page): valid, and its times in ranges. */
async function exported(accountId: string) {
  const r = await get(s.url, `/fhir/patient/${accountId}`, t.doctor);
  expect(r.status).toBe(200);
  const bundle = r.body as { entry: { resource: Obs }[] };
  expect(bundleErrors(bundle)).toEqual({});
  return bundle.entry.map((e) => e.resource).find((o) => o.id === `cgm-${accountId}-times-in-ranges`)!;
}
/** The export's window: the 14 days up to the newest stored reading, counted here from raw readings. */
async function exportShare(accountId: string, lo: number, hi: number) {
  const rows = await db().select().from(glucoseReadings).where(eq(glucoseReadings.accountId, accountId));
  const newest = Math.max(...rows.map((r) => r.systemTime.getTime()));
  const valued = rows
    .filter((r) => r.systemTime.getTime() >= newest - 14 * DAY && r.value !== null)
    .map((r) => r.value!);
  return Math.round((valued.filter((v) => v >= lo && v <= hi).length / valued.length) * 1000) / 10;
}

it("the doctor's FHIR export bands time in ranges by the patient's set and names it", async () => {
  const id = steady['demo15@list.test']!;
  const target = (o: Obs) => o.component!.find((c) => c.code.coding[0]!.code === '97510-2')!;
  const standard = await exported(id);
  expect(target(standard).referenceRange).toEqual([
    expect.objectContaining({
      low: expect.objectContaining({ value: 70 }),
      high: expect.objectContaining({ value: 180 }),
    }),
  ]);
  expect(target(standard).valueQuantity.value).toBe(await exportShare(id, 70, 180));

  await setTargets('demo15@list.test', 'pregnancy');
  const pregnancy = await exported(id);
  expect(pregnancy.note).toEqual([{ text: 'Glucose targets: pregnancy (type 1; Battelino et al. 2019)' }]);
  expect(target(pregnancy)).toMatchObject({
    valueQuantity: { value: await exportShare(id, 63, 140) },
    referenceRange: [
      {
        low: { value: 63, code: 'mg/dL' },
        high: { value: 140, code: 'mg/dL' },
        text: expect.stringMatching(/^pregnancy .*: 63–140 mg\/dL$/),
      },
    ],
  });
  const bounds = pregnancy.component!.map((c) => c.referenceRange![0]!.text.split(': ')[1]);
  expect(bounds).toEqual(['< 54 mg/dL', '54–62 mg/dL', '63–140 mg/dL', '141–250 mg/dL', '> 250 mg/dL']);
  await setTargets('demo15@list.test', 'standard');
});
