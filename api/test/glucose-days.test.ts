import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { SANDBOX_USERS } from '@dcp/dexcom-emulator';
import { accounts, clinics } from '../src/db/schema';
import { glucoseDays, glucoseReadings } from '../src/db/schema-dexcom';
import { daySelect, refreshDays } from '../src/dexcom/days';
import { glucoseService, upsertLink, type Glucose } from '../src/dexcom/link';
import { adoptSource, startHistory } from '../src/dexcom/source';
import { glucoseSummary } from '../src/dexcom/summary';
import { newestReading, storeReadings, syncReadings } from '../src/dexcom/sync';
import { startGlucoseStack, type GlucoseStack } from './dexcom-helpers';
import { rawSummaryFigures } from './glucose-reference';
import { rawReadings, referenceRisk } from './glucose-risk-reference';

// Per-day glucose aggregates (issue 27 point 5): kept by the sync in the transaction that writes the
// readings, forgotten with them, and the summaries read from them give every figure the raw readings
// gave, on each of the emulator's sandbox users.

jest.setTimeout(300_000);
const DAY = 86_400_000;
let g: GlucoseStack;
let glucose: Glucose;
const db = () => g.s.app.dcp.database.db;

/** A patient of a new clinic linked to a sandbox user through the emulator's code flow. */
export async function linkedPatient(gs: GlucoseStack, gl: Glucose, user: string, clinicId?: string) {
  const d = gs.s.app.dcp.database.db;
  const clinic =
    clinicId ??
    (
      await d
        .insert(clinics)
        .values({ name: `Clinic ${user}` })
        .returning()
    )[0]!.id;
  const [a] = await d
    .insert(accounts)
    .values({
      pool: 'patient',
      email: `${user}-${Date.now()}@test.example`,
      role: 'patient',
      status: 'ACTIVE',
      clinicId: clinic,
    })
    .returning();
  const { clientId, redirectUri } = gs.s.config.dexcom;
  const login = await fetch(`${gs.emulator}/v2/oauth2/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      state: 's',
      user,
      decision: 'allow',
    }).toString(),
  });
  const t = await gl.client.exchangeCode(new URL(login.headers.get('location')!).searchParams.get('code')!);
  await upsertLink(d, a!.id, {
    state: 'connected',
    accessTokenEnc: gl.cipher.seal(t.accessToken),
    refreshTokenEnc: gl.cipher.seal(t.refreshToken),
    accessExpiresAt: new Date(Date.now() + t.expiresIn * 1000),
    // Synced by the test itself, not by the stack's background sync meanwhile.
    lastSyncAt: new Date(),
  });
  return a!.id;
}

const stored = async (id: string) =>
  (await db().select().from(glucoseDays).where(eq(glucoseDays.accountId, id))).map((r) => ({
    ...r,
    hist: JSON.stringify(r.hist),
  }));
/** What the aggregates must be: derived afresh from every raw reading of the account. */
const fresh = async (id: string) => {
  const { rows } = (await db().execute(daySelect(sql`account_id = ${id}`))) as unknown as {
    rows: Record<string, unknown>[];
  };
  return rows.map((r) => ({
    accountId: id,
    day: r.day instanceof Date ? r.day.toISOString().slice(0, 10) : String(r.day),
    localDate: r.local_date,
    readings: r.readings,
    veryLow: r.very_low,
    low: r.low,
    target: r.target,
    high: r.high,
    veryHigh: r.very_high,
    valued: r.valued,
    valueSum: Number(r.value_sum),
    valueSquares: Number(r.value_squares),
    valueMin: r.value_min,
    valueMax: r.value_max,
    hist: JSON.stringify(typeof r.hist === 'string' ? JSON.parse(r.hist) : r.hist),
  }));
};
const byKey = <T extends { day: string; localDate: unknown }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.day}${String(a.localDate)}`.localeCompare(`${b.day}${String(b.localDate)}`));

const ids = new Map<string, string>();
beforeAll(async () => {
  g = await startGlucoseStack();
  glucose = glucoseService(db(), g.s.config);
  for (const u of SANDBOX_USERS) {
    const id = await linkedPatient(g, glucose, u.id);
    await syncReadings(glucose, id);
    ids.set(u.id, id);
  }
  // Five sandbox users' 90 days each: most of the file's time, and the part a loaded runner stretches.
}, 600_000);
afterAll(() => g?.stop());

describe('per-day glucose aggregates', () => {
  it('are kept by the sync: equal to the days derived afresh from the raw readings', async () => {
    for (const id of ids.values()) {
      const days = await stored(id);
      expect(days.length).toBeGreaterThan(80);
      expect(byKey(days)).toEqual(byKey(await fresh(id)));
      const [{ n }] = (await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(glucoseReadings)
        .where(eq(glucoseReadings.accountId, id))) as [{ n: number }];
      expect(days.reduce((a, d) => a + d.readings, 0)).toBe(n);
    }
  });

  it('are back-filled by migration 0015 for readings stored before it, as the sync would keep them', async () => {
    const kept = await Promise.all([...ids.values()].map(async (id) => byKey(await stored(id))));
    await db().delete(glucoseDays);
    const file = readFileSync(path.join(__dirname, '..', 'drizzle', '0015_glucose_days.sql'), 'utf8');
    const backfill = file.split('--> statement-breakpoint').at(-1)!;
    await db().execute(sql.raw(backfill));
    // Idempotent: run again, nothing changes.
    await db().execute(sql.raw(backfill));
    const again = await Promise.all([...ids.values()].map(async (id) => byKey(await stored(id))));
    expect(again).toEqual(kept);
  });

  it('give every summary figure the raw readings give, 14/30/90 days, on every sandbox user', async () => {
    const now = Date.now();
    // Now (partial edge days), a UTC midnight (whole days only) and a survey's moment mid-day.
    const ends = [undefined, Math.floor(now / DAY) * DAY, now - 3 * DAY - 7_777_777];
    for (const [user, id] of ids) {
      for (const days of [14, 30, 90]) {
        for (const endAt of ends) {
          const summary = await glucoseSummary(
            db(),
            id,
            days,
            endAt === undefined ? undefined : new Date(endAt),
          );
          const raw = await rawSummaryFigures(
            db(),
            id,
            days,
            Date.parse(summary.start),
            Date.parse(summary.end),
          );
          const got = { statistics: summary.statistics, agp: summary.agp, daily: summary.daily };
          expect({ user, days, endAt, ...got }).toEqual({ user, days, endAt, ...raw });
        }
      }
      expect((await glucoseSummary(db(), id, 90)).statistics.totalReadings).toBeGreaterThan(0);
    }
  });

  it('give GRI, tight range and episodes equal to an independent computation from the emulator’s readings', async () => {
    // Issue 42 point 2 (done-when): the readings Dexcom (the emulator) serves, read as raw JSON.
    for (const [user, id] of ids) {
      const token = glucose.cipher.open(await linkToken(id));
      for (const days of [14, 90]) {
        const summary = await glucoseSummary(db(), id, days);
        const start = Date.parse(summary.start);
        // Up to the newest stored reading: the emulator's clock moves on while the test runs.
        const end = Math.min(Date.parse(summary.end), Date.parse(summary.newest!));
        // From the oldest stored reading: the sync keeps 90 days, the emulator serves 120.
        const from = Math.max(start - days * DAY, await oldestReading(id));
        const raw = rawReadings(await emulatorRecords(token, from, end));
        const now = referenceRisk(
          raw.filter((r) => r.t >= start),
          days,
        );
        const earlier = raw.filter((r) => r.t < start);
        const before = referenceRisk(earlier, days);
        expect({ user, days, ...summary.risk }).toEqual({
          user,
          days,
          gri: now.gri,
          griZone: now.griZone,
          griHypo: expect.any(Number),
          griHyper: expect.any(Number),
          tightRange: now.tightRange,
          episodes: { level1: now.level1, level2: now.level2 },
        });
        // 90 days back is all the sync keeps: nothing before it to compare with.
        if (!earlier.length) expect(summary.previous).toBeNull();
        else
          expect({ user, days, ...summary.previous }).toMatchObject({
            user,
            days,
            inRange: before.inRange,
            low: before.below,
            gri: before.gri,
            level1: before.level1.count,
            level2: before.level2.count,
          });
      }
    }
    // The sandbox users are not all alike: some have episodes, some a zone past A.
    const all = await Promise.all([...ids.values()].map((id) => glucoseSummary(db(), id, 90)));
    expect(all.some((s) => s.risk.episodes.level2.count > 0)).toBe(true);
    expect(new Set(all.map((s) => s.risk.griZone)).size).toBeGreaterThan(1);
  });

  it('re-storing the same chunk changes nothing; a reading that arrives later updates its day', async () => {
    const id = ids.get('sandbox-well-controlled')!;
    const before = byKey(await stored(id));
    // Up to the newest stored reading: the emulator's clock moves on while the test runs.
    const end = (await newestReading(db(), id))!.getTime();
    const { client } = glucose;
    const token = glucose.cipher.open(await linkToken(id));
    const chunk = await client.egvs(token, iso(end - 3 * DAY), iso(end));
    expect(chunk.records.length).toBeGreaterThan(100);
    expect(await storeReadings(db(), id, chunk.records)).toBe(0);
    expect(byKey(await stored(id))).toEqual(before);
    // One reading lost, then stored again: its day is re-derived with it, and only that day.
    const lost = chunk.records[50]!;
    await db()
      .delete(glucoseReadings)
      .where(and(eq(glucoseReadings.accountId, id), eq(glucoseReadings.systemTime, lost.systemTime)));
    await refreshDays(db(), id, lost.systemTime, lost.systemTime);
    const total = async () => (await stored(id)).reduce((a, d) => a + d.readings, 0);
    expect(await total()).toBe(before.reduce((a, d) => a + d.readings, 0) - 1);
    expect(await storeReadings(db(), id, chunk.records)).toBe(1);
    expect(byKey(await stored(id))).toEqual(before);
  });

  it('are forgotten with the readings: a relink to another Dexcom account, a new source, the account', async () => {
    const relinked = ids.get('sandbox-hyper-dominant')!;
    await startHistory(db(), relinked, 'another-dexcom-account');
    expect(await stored(relinked)).toEqual([]);
    const adopted = ids.get('sandbox-edge-cases')!;
    await db().execute(
      sql`UPDATE dexcom_links SET dexcom_user_id = 'old-source' WHERE account_id = ${adopted}`,
    );
    expect(await adoptSource(db(), adopted, 'new-source')).toBe(true);
    expect(await stored(adopted)).toEqual([]);
    const erased = ids.get('sandbox-sparse-wear')!;
    expect((await stored(erased)).length).toBeGreaterThan(0);
    await db().delete(accounts).where(eq(accounts.id, erased));
    expect(await stored(erased)).toEqual([]);
  });
});

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);
async function oldestReading(id: string) {
  const [{ t }] = (await db()
    .select({ t: sql<string>`min(system_time)` })
    .from(glucoseReadings)
    .where(eq(glucoseReadings.accountId, id))) as [{ t: string }];
  return new Date(t).getTime();
}
/** The emulator's egvs records of [from, to], as JSON, 30 days per call (Dexcom's limit). */
async function emulatorRecords(token: string, from: number, to: number) {
  const records: Record<string, unknown>[] = [];
  for (let a = from; a <= to; a += 30 * DAY) {
    const b = Math.min(a + 30 * DAY, to + 1000);
    const q = new URLSearchParams({ startDate: iso(a), endDate: iso(b) });
    const res = await fetch(`${g.emulator}/v3/users/self/egvs?${q}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    records.push(...((await res.json()) as { records: Record<string, unknown>[] }).records);
  }
  return records.filter((r) => {
    const t = Date.parse(
      /[+-]\d\d:\d\d$|Z$/.test(String(r.systemTime)) ? String(r.systemTime) : `${String(r.systemTime)}Z`,
    );
    return !(t > to) && !(t < from);
  });
}
async function linkToken(id: string) {
  const { rows } = (await db().execute(
    sql`SELECT access_token_enc FROM dexcom_links WHERE account_id = ${id}`,
  )) as unknown as { rows: { access_token_enc: string }[] };
  return rows[0]!.access_token_enc;
}
