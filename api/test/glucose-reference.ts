import type { Db } from '../src/db';
import { agpProfile, dailyTraces, glucoseStatistics } from '../src/dexcom/stats';
import { toReading } from '../src/dexcom/summary';
import { readingsBetween } from '../src/dexcom/sync';

// The summary as it was computed before per-day aggregates (issue 27 point 5): every raw reading of
// the window read and reduced by stats.ts. Kept as the reference the aggregates are compared with
// (api/test/glucose-days.test.ts) and as the "before" of the bench; no longer used in production.
export async function rawSummaryFigures(db: Db, accountId: string, days: number, start: number, end: number) {
  const readings = (await readingsBetween(db, accountId, new Date(start), new Date(end))).map(toReading);
  return {
    statistics: glucoseStatistics(readings, days * 1440),
    agp: agpProfile(readings, 30),
    daily: dailyTraces(readings, 14, 15),
  };
}
