import { eq } from 'drizzle-orm';
import { refreshDays } from '../src/dexcom/days';
import { glucoseReadings } from '../src/db/schema-dexcom';
import { surveyInstances } from '../src/db/schema-surveys';
import type { Stack } from './helpers';

const DAY = 86_400_000;

/** Moves an instance's submission (and agreement) `daysAgo` into the past: an earlier visit. */
export async function backdate(s: Stack, id: string, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * DAY);
  await s.app.dcp.database.db
    .update(surveyInstances)
    .set({ createdAt: at, submittedAt: at, completedAt: at, updatedAt: at })
    .where(eq(surveyInstances.id, id));
}

/**
 * A reading every 5 minutes over the 14 days before `end`: `inRange` of every 10 in 70–180 mg/dL, the
 * rest at 260 (very high), so the period's time in range is inRange × 10 %.
 */
export async function seedGlucose(s: Stack, accountId: string, end: Date, inRange: number) {
  const rows = [];
  for (let t = end.getTime() - 14 * DAY + 60_000, i = 0; t < end.getTime(); t += 300_000, i++) {
    const d = new Date(t);
    rows.push({
      accountId,
      systemTime: d,
      displayTime: d.toISOString().slice(0, 19),
      recordId: `r-${accountId}-${t}`,
      value: i % 10 < inRange ? 120 + (i % 7) * 5 : 260,
      status: null,
      trend: 'flat',
      trendRate: 0,
    });
  }
  const { db } = s.app.dcp.database;
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(glucoseReadings).values(rows.slice(i, i + 1000));
  // As the sync does: the per-day aggregates the summaries read (issue 27 point 5). Without them a
  // summary saw only its two partial edge days, and its time in range moved with the time of day.
  await refreshDays(db, accountId, rows[0]!.systemTime, rows[rows.length - 1]!.systemTime);
}
