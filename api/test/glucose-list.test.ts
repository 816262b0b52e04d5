import { and, eq, gte, like, lt } from 'drizzle-orm';
import { PatientList, type PatientListItem } from '../src/contracts';
import { accounts, clinics } from '../src/db/schema';
import { dexcomLinks, glucoseDays } from '../src/db/schema-dexcom';
import type { DayRow } from '../src/dexcom/days';
import { statisticsOfDays } from '../src/dexcom/days-stats';
import { seedListGlucose } from '../src/seed-list-glucose';
import { demoTokens, get, startStack, type Stack } from './helpers';

// Glucose in the doctor's list (issue 24 point 3): seven of the demo clinic's list patients get the
// list seed's 15 days of glucose (demo3/27 low, demo9/33 high, demo15/39 steady, demo21 sparse wear).

jest.setTimeout(180_000);
const DAY = 86_400_000;
let s: Stack;
let t: Record<'doctor' | 'superadmin', string>;
const db = () => s.app.dcp.database.db;

const list = async (query: string, token = t.doctor) => {
  const res = await get(s.url, `/user?size=2000&${query}`, token);
  expect(res.status).toBe(200);
  return PatientList.parse(res.body).content;
};
const byEmail = (xs: PatientListItem[], email: string) => xs.find((x) => x.email === email);
const emails = (xs: PatientListItem[]) => xs.map((x) => x.email).sort();

beforeAll(async () => {
  s = await startStack();
  t = await demoTokens(s, ['doctor', 'superadmin']);
  const demo = await db().select().from(accounts).where(like(accounts.email, 'demo%@list.test'));
  const indexed = demo.map((a): [number, string] => [Number(/^demo(\d+)@/.exec(a.email)![1]), a.id]);
  await seedListGlucose(db(), indexed);
});
afterAll(() => s?.stop());

/** What the reasons must say: stats.ts's definitions over the same 14 days of aggregates. */
async function expected(accountId: string) {
  const today = Math.floor(Date.now() / DAY) * DAY;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const rows = await db()
    .select()
    .from(glucoseDays)
    .where(
      and(
        eq(glucoseDays.accountId, accountId),
        gte(glucoseDays.day, iso(today - 14 * DAY)),
        lt(glucoseDays.day, iso(today)),
      ),
    );
  const dayRows: DayRow[] = rows.map((r) => ({
    day: r.day,
    local_date: r.localDate,
    readings: r.readings,
    very_low: r.veryLow,
    low: r.low,
    target: r.target,
    high: r.high,
    very_high: r.veryHigh,
    valued: r.valued,
    value_sum: r.valueSum,
    value_squares: r.valueSquares,
    value_min: r.valueMin,
    value_max: r.valueMax,
    hist: r.hist,
  }));
  return statisticsOfDays(dayRows, 14 * 1440);
}

describe('glucose in the patient list', () => {
  it('gives each linked patient’s reasons in numbers the statistics agree with; none without a link', async () => {
    const all = await list('');
    const low = byEmail(all, 'demo3@list.test')!;
    expect(low.glucose).toMatchObject({ attention: true });
    const st = await expected(low.id);
    const codes = low.glucose!.flags.map((f) => f.code);
    expect(codes.slice(0, 2)).toEqual(['VERY_LOW', 'LOW']);
    const flag = (code: string) => low.glucose!.flags.find((f) => f.code === code)!;
    expect(flag('VERY_LOW')).toEqual({ code: 'VERY_LOW', value: st.bands.veryLow, target: 1 });
    expect(flag('LOW')).toEqual({ code: 'LOW', value: st.lowPercentage, target: 4 });
    expect(low.glucose!.wear).toBe(st.activePercent);
    const high = byEmail(all, 'demo9@list.test')!;
    const hs = await expected(high.id);
    expect(high.glucose!.flags).toEqual([
      { code: 'IN_RANGE', value: hs.inRangePercentage, target: 70 },
      { code: 'VERY_HIGH', value: hs.bands.veryHigh, target: 5 },
    ]);
    // Steady: linked, nothing to say. Sparse wear: "not enough data" and no verdict.
    expect(byEmail(all, 'demo15@list.test')!.glucose).toEqual({
      wear: 100,
      targets: 'standard',
      attention: false,
      flags: [],
    });
    const sparse = byEmail(all, 'demo21@list.test')!.glucose!;
    expect(sparse).toEqual({
      wear: 40,
      targets: 'standard',
      attention: false,
      flags: [{ code: 'NOT_ENOUGH_DATA', value: 40, target: 70 }],
    });
    expect(byEmail(all, 'demo4@list.test')!.glucose).toBeNull();
  });

  it('filters "glucose needs attention"; the urgency order puts it first within one score', async () => {
    const attention = await list('glucoseAttention=true');
    expect(emails(attention)).toEqual(
      ['demo27@list.test', 'demo33@list.test', 'demo3@list.test', 'demo9@list.test'].sort(),
    );
    const all = await list('');
    const rank = (p: PatientListItem) =>
      !p.glucose?.attention
        ? 0
        : p.glucose.flags.some((f) => f.code === 'VERY_LOW' || f.code === 'LOW')
          ? 2
          : 1;
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      if ((a.priorityScore ?? -1) === (b.priorityScore ?? -1))
        expect(rank(a)).toBeGreaterThanOrEqual(rank(b));
      else expect(a.priorityScore ?? -1).toBeGreaterThan(b.priorityScore ?? -1);
    }
  });

  it('never shows another clinic’s patients, nor an opted-out patient’s glucose', async () => {
    const [other] = await db().insert(clinics).values({ name: 'Other Clinic' }).returning();
    const [stranger] = await db()
      .insert(accounts)
      .values({
        pool: 'patient',
        role: 'patient',
        email: 'stranger@list.test',
        status: 'ACTIVE',
        clinicId: other!.id,
      })
      .returning();
    await seedListGlucose(db(), [[3, stranger!.id]]);
    expect(byEmail(await list('glucoseAttention=true'), 'stranger@list.test')).toBeUndefined();
    expect(byEmail(await list(''), 'stranger@list.test')).toBeUndefined();
    // The superadmin sees every clinic: the same patient is there, flagged.
    const everyone = await list('glucoseAttention=true', t.superadmin);
    expect(byEmail(everyone, 'stranger@list.test')?.glucose?.attention).toBe(true);

    const optedOut = byEmail(await list(''), 'demo33@list.test')!;
    await db().update(dexcomLinks).set({ state: 'opted_out' }).where(eq(dexcomLinks.accountId, optedOut.id));
    expect(byEmail(await list(''), 'demo33@list.test')!.glucose).toBeNull();
    expect(byEmail(await list('glucoseAttention=true'), 'demo33@list.test')).toBeUndefined();
  });
});
