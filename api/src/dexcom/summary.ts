import { GLUCOSE_TARGET_SETS, type GlucoseSummary } from '../contracts';
import type { Db } from '../db';
import { daysBetween } from './days';
import { agpOfDays, statisticsOfDays, tracesOfDays } from './days-stats';
import { glucoseRisk, riskCountsOfDays } from './risk';
import type { Reading } from './stats';
import { newestReading, readingsBetween } from './sync';
import { patientTargets } from './targets';

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
 * edges: figures equal to stats.ts's over the readings. The risk figures (risk.ts) add GRI and tight
 * range from the same aggregates, and hypoglycaemic episodes, which need the readings in order: this
 * period's and the previous one's are read, so the cost grows with the period (≈ 26,000 rows at 90 days).
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
  // The previous period of the same length, [start − days, start), for the comparisons.
  const before = start - days * DAY_MS;
  const previousRows = await daysBetween(db, accountId, before, start - 1);
  // Episodes need the readings in order: both periods' in one read.
  const readings = (await readingsBetween(db, accountId, new Date(before), new Date(end))).map(toReading);
  const current = readings.filter((r) => r.t >= start);
  const earlier = readings.filter((r) => r.t < start);
  // Bands and goals follow the patient's target set; GRI and tight range keep their own fixed bounds.
  const targets = await patientTargets(db, accountId);
  const { bounds } = GLUCOSE_TARGET_SETS[targets];
  const statistics = statisticsOfDays(rows, days * 1440, bounds);
  const previousStatistics = statisticsOfDays(previousRows, days * 1440, bounds);
  const previousRisk = glucoseRisk(riskCountsOfDays(previousRows), earlier, days);
  return {
    days,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    newest: newest?.toISOString() ?? null,
    historical,
    targets,
    statistics,
    risk: glucoseRisk(riskCountsOfDays(rows), current, days),
    previous: previousStatistics.totalReadings
      ? {
          start: new Date(before).toISOString(),
          end: new Date(start).toISOString(),
          inRange: previousStatistics.inRangePercentage,
          low: previousStatistics.lowPercentage,
          gri: previousRisk.gri,
          level1: previousRisk.episodes.level1.count,
          level2: previousRisk.episodes.level2.count,
        }
      : null,
    agp: agpOfDays(rows, 30),
    daily: tracesOfDays(rows, 14),
  };
}
