import type { GlucoseSummary } from '../contracts';
import type { Db } from '../db';
import { agpProfile, dailyTraces, glucoseStatistics, type Reading } from './stats';
import { newestReading, readingsBetween } from './sync';

const DAY_MS = 86_400_000;
/** Newer data than this is current; older is shown as "historical" (doc 2 §4). */
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
 * statistics, the AGP profile and the last 14 days' traces, all reduced on the server.
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
  const rows = await readingsBetween(db, accountId, new Date(start), new Date(end));
  const readings = rows.map(toReading);
  return {
    days,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    newest: newest?.toISOString() ?? null,
    historical,
    statistics: glucoseStatistics(readings, days * 1440),
    agp: agpProfile(readings, 30),
    daily: dailyTraces(readings, 14, 15),
  };
}
