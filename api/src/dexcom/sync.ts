import { and, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { dexcomLinks, glucoseReadings } from '../db/schema-dexcom';
import type { Egv } from './records';
import type { Glucose } from './link';
import { refreshDays } from './days';
import { adoptSource } from './source';
import { withToken } from './tokens';

const DAY_MS = 86_400_000;
/** Dexcom answers at most 30 days per egvs call. */
export const CHUNK_DAYS = 30;
/** How far back the first sync reaches. */
export const HISTORY_DAYS = 90;
const LEASE_MS = 5 * 60_000;
const BATCH = 1000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** [start, end) windows of at most 30 days covering the range, oldest first. */
export function chunks(start: number, end: number, days = CHUNK_DAYS): [number, number][] {
  const out: [number, number][] = [];
  for (let from = start; from < end; from += days * DAY_MS)
    out.push([from, Math.min(end, from + days * DAY_MS)]);
  return out;
}

/** One sync per patient at a time, across processes: a lease taken by a conditional UPDATE. */
async function takeLease(db: Db, accountId: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(dexcomLinks)
    .set({ syncLeaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(dexcomLinks.accountId, accountId),
        eq(dexcomLinks.state, 'connected'),
        or(isNull(dexcomLinks.syncLeaseUntil), lt(dexcomLinks.syncLeaseUntil, now)),
      ),
    )
    .returning({ id: dexcomLinks.accountId });
  return rows.length > 0;
}

export async function newestReading(db: Db, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ t: glucoseReadings.systemTime })
    .from(glucoseReadings)
    .where(eq(glucoseReadings.accountId, accountId))
    .orderBy(desc(glucoseReadings.systemTime))
    .limit(1);
  return row?.t ?? null;
}

/**
 * Readings in runs of about `size`, each ending at the end of a UTC day: whole days per run, so a day's
 * aggregate is derived once, from all of its readings.
 */
export function wholeDayRuns(records: Egv[], size = BATCH): Egv[][] {
  const sorted = [...records].sort((a, b) => a.systemTime.getTime() - b.systemTime.getTime());
  const runs: Egv[][] = [];
  let run: Egv[] = [];
  for (const r of sorted) {
    const last = run.at(-1);
    if (last && run.length >= size && dayOf(last) !== dayOf(r)) {
      runs.push(run);
      run = [];
    }
    run.push(r);
  }
  if (run.length) runs.push(run);
  return runs;
}
const dayOf = (r: Egv) => Math.floor(r.systemTime.getTime() / DAY_MS);

/**
 * Writes a chunk's readings and re-derives the per-day aggregates of the days they fall on, a run of
 * whole days per transaction: a summary never sees readings without their days, nor days without
 * their readings. Short transactions, with a turn of the event loop between them, because the
 * embedded database runs in this process and a transaction holds it: one transaction for a 30-day
 * chunk kept every other request (the patient's own status check) waiting for seconds during a
 * first sync (CI's units journey).
 */
export async function storeReadings(db: Db, accountId: string, records: Egv[]): Promise<number> {
  let inserted = 0;
  for (const run of wholeDayRuns(records)) {
    inserted += await db.transaction(async (tx) => {
      // A reading already stored (same time or same record id) is skipped: syncs are idempotent.
      const done = await tx
        .insert(glucoseReadings)
        .values(run.map((r) => ({ accountId, ...r })))
        .onConflictDoNothing()
        .returning({ t: glucoseReadings.systemTime });
      const times = done.map((d) => d.t.getTime());
      if (times.length)
        await refreshDays(tx, accountId, new Date(Math.min(...times)), new Date(Math.max(...times)));
      return times.length;
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return inserted;
}

export interface SyncResult {
  inserted: number;
  fetched: number;
  lastSync: string | null;
  inProgress: boolean;
}

/** Where a sync tells that records were skipped: how many and which fields, never their values. */
export type SkippedLog = (detail: { skipped: number; fields: string[] }, msg: string) => void;

/**
 * Fetches what is new since the newest stored reading (or 90 days back) in ≤ 30-day chunks. A record
 * Dexcom sent that cannot be read is skipped and told to `warn` (issue 28 point 7).
 */
export async function syncReadings(
  g: Glucose,
  accountId: string,
  now = Date.now(),
  warn?: SkippedLog,
): Promise<SyncResult> {
  if (!(await takeLease(g.db, accountId))) {
    const [link] = await g.db.select().from(dexcomLinks).where(eq(dexcomLinks.accountId, accountId));
    return { inserted: 0, fetched: 0, lastSync: link?.lastSyncAt?.toISOString() ?? null, inProgress: true };
  }
  let inserted = 0;
  let fetched = 0;
  try {
    const newest = await newestReading(g.db, accountId);
    const start = Math.max(newest ? newest.getTime() + 1000 : 0, now - HISTORY_DAYS * DAY_MS);
    let windows = chunks(start, now);
    for (let i = 0; i < windows.length; i++) {
      const [from, to] = windows[i]!;
      const { userId, records, skipped } = await withToken(g, accountId, (t) =>
        g.client.egvs(t, iso(from), iso(to)),
      );
      if (await adoptSource(g.db, accountId, userId)) {
        // Linked to another Dexcom account: its own 90 days, from the start.
        windows = chunks(now - HISTORY_DAYS * DAY_MS, now);
        i = -1;
        continue;
      }
      fetched += records.length + skipped.length;
      if (skipped.length)
        warn?.(
          { skipped: skipped.length, fields: [...new Set(skipped.map((k) => k.why))] },
          'Dexcom records skipped',
        );
      inserted += await storeReadings(g.db, accountId, records);
    }
    const lastSync = new Date();
    await g.db
      .update(dexcomLinks)
      .set({ lastSyncAt: lastSync, syncLeaseUntil: null })
      .where(eq(dexcomLinks.accountId, accountId));
    return { inserted, fetched, lastSync: lastSync.toISOString(), inProgress: false };
  } finally {
    await g.db.update(dexcomLinks).set({ syncLeaseUntil: null }).where(eq(dexcomLinks.accountId, accountId));
  }
}

/** Stored readings in [start, end], oldest first (the statistics' input). */
export function readingsBetween(db: Db, accountId: string, start: Date, end: Date) {
  return db
    .select({
      recordId: glucoseReadings.recordId,
      systemTime: glucoseReadings.systemTime,
      displayTime: glucoseReadings.displayTime,
      value: glucoseReadings.value,
      status: glucoseReadings.status,
      trend: glucoseReadings.trend,
      trendRate: glucoseReadings.trendRate,
    })
    .from(glucoseReadings)
    .where(
      and(
        eq(glucoseReadings.accountId, accountId),
        gte(glucoseReadings.systemTime, start),
        lte(glucoseReadings.systemTime, end),
      ),
    )
    .orderBy(glucoseReadings.systemTime);
}

export const countReadings = async (db: Db, accountId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(glucoseReadings)
    .where(eq(glucoseReadings.accountId, accountId));
  return row?.n ?? 0;
};
