import type { GlucoseSummary } from '../contracts';
import type { Db } from '../db';
import { daysBetween } from './days';
import { agpOfDays, statisticsOfDays, tracesOfDays } from './days-stats';
import type { Reading } from './stats';
import { newestReading } from './sync';

const DAY_MS = 86_400_000;
/** Newer data than this is current; older is shown as "historical" (req G§4). */
const HISTORICAL_MS = 2 * DAY_MS;

export const toReading = (r: {
  systemTime: Date;
  displayTime: string;
  value: number | null;
  status: string | null;
}): Reading => ({
  t: r.systemTime.getTime(),
  display: r.displayTime,
  value: r.value,
  status: r.status,
});

/**
 * The charts' data for a period ending now, or at the newest reading when that is over two days old:
 * statistics, the AGP profile and the last 14 days' traces, all reduced on the server from the per-day
 * aggregates (whole UTC days) and the raw readings of the two partial days at the rolling window's
 * edges: a flat cost whatever the period, and figures equal to stats.ts's over the readings.
 */
export async function glucoseSummary(
  db: Db,
  accountId: string,
  days: number,
  endAt?: Date,
): Promise<GlucoseSummary> {
  const newest = await newestReading(db, accountId);
  const now = Date.now();
  const historical = newest !== null && now - newest.getTime() > HISTORICAL_MS;
  const end = endAt ? endAt.getTime() : historical && newest ? newest.getTime() : now;
  const start = end - days * DAY_MS;
  const rows = await daysBetween(db, accountId, start, end);
  return {
    days,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    newest: newest?.toISOString() ?? null,
    historical,
    statistics: statisticsOfDays(rows, days * 1440),
    agp: agpOfDays(rows, 30),
    daily: tracesOfDays(rows, 14),
  };
}
