import { sql, type SQL } from 'drizzle-orm';
import { GLUCOSE_BOUNDS } from '../contracts';
import type { Db, Tx } from '../db';

// The per-day aggregates of glucose_days (design D§8), derived from raw readings by one SQL
// statement: the sync re-derives the days it touched, a summary derives its two partial edge days
// on the fly with the same statement, and migration 0015 back-filled existing readings with a copy of
// it. Band edges and the stand-ins of "low"/"high" readings are stats.ts's (bandOf, plotted).

const DAY_MS = 86_400_000;
// The bounds as SQL literals (constants of the contracts, never input): one statement text, so the
// database plans it once, and the same bounds as bandOf.
const [veryLowBelow, lowBelow, targetMax, highMax] = (
  ['veryLowBelow', 'lowBelow', 'targetMax', 'highMax'] as const
).map((k) => sql.raw(String(GLUCOSE_BOUNDS[k])));

/** One aggregate row as SQL answers it (bigints as text on node-postgres). */
export interface DayRow {
  day: string;
  local_date: string;
  readings: number;
  very_low: number;
  low: number;
  target: number;
  high: number;
  very_high: number;
  valued: number;
  value_sum: string | number;
  value_squares: string | number;
  value_min: number | null;
  value_max: number | null;
  /** [15-minute slot of the device clock, plotted mg/dL, count]. */
  hist: [number, number, number][] | string;
}

const COLUMNS = sql`day, local_date, readings, very_low, low, target, high, very_high, valued,
  value_sum, value_squares, value_min, value_max, hist`;

/**
 * The aggregate rows of the readings matching `where` (on glucose_readings' columns), one per UTC day
 * of system time and device date. `banded` is the value bands count (39/401 for a reading beyond the
 * sensor's range), `plotted` what percentiles and traces use (40/400), as in stats.ts.
 */
export function daySelect(where: SQL): SQL {
  return sql`WITH r AS (
    SELECT (system_time AT TIME ZONE 'UTC')::date AS day, left(display_time, 10) AS local_date,
      (substr(display_time, 12, 2)::int * 60 + substr(display_time, 15, 2)::int) / 15 AS slot, value,
      COALESCE(value, CASE status WHEN 'low' THEN 39 WHEN 'high' THEN 401 END) AS banded,
      COALESCE(value, CASE status WHEN 'low' THEN 40 WHEN 'high' THEN 400 END) AS plotted
    FROM glucose_readings WHERE ${where}
  ), totals AS (
    SELECT day, local_date, count(*)::int AS readings,
      count(*) FILTER (WHERE banded < ${veryLowBelow})::int AS very_low,
      count(*) FILTER (WHERE banded >= ${veryLowBelow} AND banded < ${lowBelow})::int AS low,
      count(*) FILTER (WHERE banded >= ${lowBelow} AND banded <= ${targetMax})::int AS target,
      count(*) FILTER (WHERE banded > ${targetMax} AND banded <= ${highMax})::int AS high,
      count(*) FILTER (WHERE banded > ${highMax})::int AS very_high,
      count(value)::int AS valued, COALESCE(sum(value), 0)::bigint AS value_sum,
      COALESCE(sum(value::bigint * value), 0)::bigint AS value_squares,
      min(value) AS value_min, max(value) AS value_max
    FROM r GROUP BY day, local_date
  ), slots AS (
    SELECT day, local_date, slot, plotted, count(*)::int AS n
    FROM r WHERE plotted IS NOT NULL GROUP BY day, local_date, slot, plotted
  ), h AS (
    SELECT day, local_date, jsonb_agg(jsonb_build_array(slot, plotted, n) ORDER BY slot, plotted) AS hist
    FROM slots GROUP BY day, local_date
  )
  SELECT totals.*, COALESCE(h.hist, '[]'::jsonb) AS hist
  FROM totals LEFT JOIN h USING (day, local_date)`;
}

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * Re-derives the account's aggregates of the UTC days holding [from, to] from its raw readings: rows
 * of days left without readings disappear, duplicates never count twice. Run in the transaction that
 * wrote or deleted those readings.
 */
export async function refreshDays(tx: Db | Tx, accountId: string, from: Date, to: Date): Promise<void> {
  const first = dayStart(from.getTime());
  const end = dayStart(to.getTime()) + DAY_MS;
  await tx.execute(sql`DELETE FROM glucose_days WHERE account_id = ${accountId}
    AND day >= ${utcDate(first)}::date AND day < ${utcDate(end)}::date`);
  const where = sql`account_id = ${accountId} AND system_time >= ${new Date(first).toISOString()}::timestamptz
    AND system_time < ${new Date(end).toISOString()}::timestamptz`;
  await tx.execute(sql`INSERT INTO glucose_days (account_id, ${COLUMNS})
    SELECT ${accountId}::uuid, ${COLUMNS} FROM (${daySelect(where)}) d`);
}

/** Forgets every aggregate of the account (its readings were forgotten in the same transaction). */
export const forgetDays = (tx: Db | Tx, accountId: string) =>
  tx.execute(sql`DELETE FROM glucose_days WHERE account_id = ${accountId}`);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The aggregates of [start, end] (both included, as the raw read was): whole UTC days from the table,
 * the partial days at either edge derived from their raw readings (at most two days' worth) by the
 * same SQL, in one statement.
 */
export async function daysBetween(db: Db, accountId: string, start: number, end: number): Promise<DayRow[]> {
  const firstWhole = start === dayStart(start) ? start : dayStart(start) + DAY_MS;
  const wholeEnd = dayStart(end);
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const mine = sql`account_id = ${accountId}`;
  if (firstWhole >= wholeEnd) {
    const where = sql`${mine} AND system_time >= ${at(start)} AND system_time <= ${at(end)}`;
    return rowsOf<DayRow>(await db.execute(daySelect(where)));
  }
  const edges = sql`${mine} AND ((system_time >= ${at(start)} AND system_time < ${at(firstWhole)})
    OR (system_time >= ${at(wholeEnd)} AND system_time <= ${at(end)}))`;
  const result = await db.execute(sql`SELECT ${COLUMNS} FROM glucose_days WHERE ${mine}
      AND day >= ${utcDate(firstWhole)}::date AND day < ${utcDate(wholeEnd)}::date
    UNION ALL SELECT ${COLUMNS} FROM (${daySelect(edges)}) e`);
  return rowsOf<DayRow>(result);
}
