import {
  ACTIVE_MIN_PERCENT,
  GLUCOSE_BOUNDS,
  type AgpBin,
  type DailyTrace,
  type GlucoseStatistics,
  type TargetSet,
} from '../contracts';
import type { DayRow } from './days';
import { agpBin, bandIn, READING_MINUTES, round1, tracesOf } from './stats';

// stats.ts's figures computed from per-day aggregates instead of readings: the same definitions and
// the same arithmetic on the same whole numbers (readings are whole mg/dL), so every figure is equal
// (api/test/glucose-days.test.ts compares both on the emulator's sandbox users). The one difference:
// the SD comes from exact integer sums, Σv² − (Σv)²/n, where stats.ts adds floating-point squared
// deviations; both round to the same tenth unless the exact SD sits on a twentieth to 1e-12.

type Hist = [number, number, number][];
export const histOf = (row: DayRow): Hist =>
  typeof row.hist === 'string' ? (JSON.parse(row.hist) as Hist) : row.hist;

type Bounds = TargetSet['bounds'];
const storedBounds = (b: Bounds) =>
  b.veryLowBelow === GLUCOSE_BOUNDS.veryLowBelow &&
  b.lowBelow === GLUCOSE_BOUNDS.lowBelow &&
  b.targetMax === GLUCOSE_BOUNDS.targetMax &&
  b.highMax === GLUCOSE_BOUNDS.highMax;

/**
 * The statistics of the rows over a period of `periodMinutes` (glucoseStatistics' twin), banded by
 * `bounds` (a patient's target set): the stored band counts when they are the standard bounds, else
 * the 15-minute histograms' exact values (pregnancy's 63–140), as tight range does in risk.ts.
 */
export function statisticsOfDays(
  rows: DayRow[],
  periodMinutes: number,
  bounds: Bounds = GLUCOSE_BOUNDS,
): GlucoseStatistics {
  const stored = storedBounds(bounds);
  let readings = 0;
  let valued = 0;
  let sum = 0n;
  let squares = 0n;
  let min: number | null = null;
  let max: number | null = null;
  const c = { veryLow: 0, low: 0, target: 0, high: 0, veryHigh: 0 };
  const dates = new Set<string>();
  for (const r of rows) {
    readings += r.readings;
    if (stored) {
      c.veryLow += r.very_low;
      c.low += r.low;
      c.target += r.target;
      c.high += r.high;
      c.veryHigh += r.very_high;
      // The histogram holds each plotted value; its stand-ins 40/400 fall in the extreme bands.
    } else for (const [, v, n] of histOf(r)) c[bandIn(v, bounds)] += n;
    valued += r.valued;
    sum += BigInt(r.value_sum);
    squares += BigInt(r.value_squares);
    if (r.value_min !== null) min = min === null ? r.value_min : Math.min(min, r.value_min);
    if (r.value_max !== null) max = max === null ? r.value_max : Math.max(max, r.value_max);
    dates.add(r.local_date);
  }
  const banded = c.veryLow + c.low + c.target + c.high + c.veryHigh;
  const pct = (n: number) => (banded ? round1((n / banded) * 100) : 0);
  const mean = valued ? Number(sum) / valued : null;
  const n = BigInt(valued);
  const sd = valued ? Math.sqrt(Number(n * squares - sum * sum) / valued / valued) : null;
  const expected = Math.floor(periodMinutes / READING_MINUTES);
  const active = expected ? Math.min(100, (readings / expected) * 100) : 0;
  return {
    totalReadings: readings,
    averageGlucose: mean === null ? null : round1(mean),
    inRangePercentage: pct(c.target),
    highPercentage: pct(c.high + c.veryHigh),
    lowPercentage: pct(c.low + c.veryLow),
    minGlucose: min,
    maxGlucose: max,
    bands: {
      veryLow: pct(c.veryLow),
      low: pct(c.low),
      target: pct(c.target),
      high: pct(c.high),
      veryHigh: pct(c.veryHigh),
    },
    sd: sd === null ? null : round1(sd),
    cv: sd === null || !mean ? null : round1((sd / mean) * 100),
    gmi: mean === null ? null : round1(3.31 + 0.02392 * mean),
    daysWithData: dates.size,
    activePercent: round1(active),
    sufficient: active >= ACTIVE_MIN_PERCENT,
  };
}

/** percentile() of stats.ts over counts: `sorted` is [value, count] ascending, `total` their sum. */
function percentileOfCounts(sorted: [number, number][], total: number, p: number): number | null {
  if (!total) return null;
  const at = (k: number) => {
    let seen = 0;
    for (const [v, count] of sorted) if ((seen += count) > k) return v;
    return sorted[sorted.length - 1]![0];
  };
  const h = (total - 1) * (p / 100);
  const lo = Math.floor(h);
  const a = at(lo);
  const b = at(Math.min(lo + 1, total - 1));
  return round1(a + (h - lo) * (b - a));
}

/** agpProfile's 30-minute bins from the 15-minute histograms. */
export function agpOfDays(rows: DayRow[], binMinutes = 30): AgpBin[] {
  const per = binMinutes / 15;
  const bins = Array.from({ length: Math.ceil(1440 / binMinutes) }, () => new Map<number, number>());
  for (const r of rows)
    for (const [slot, v, n] of histOf(r)) {
      const bin = bins[Math.floor(slot / per)]!;
      bin.set(v, (bin.get(v) ?? 0) + n);
    }
  return bins.map((bin, i) => {
    const sorted = [...bin.entries()].sort((x, y) => x[0] - y[0]);
    const total = sorted.reduce((a, [, n]) => a + n, 0);
    return agpBin(i * binMinutes, total, (q) => percentileOfCounts(sorted, total, q));
  });
}

/** dailyTraces' last `days` device days with data, as 15-minute means. */
export function tracesOfDays(rows: DayRow[], days = 14): DailyTrace[] {
  const byDay = new Map<string, Map<number, { sum: number; n: number }>>();
  for (const r of rows)
    for (const [slot, v, n] of histOf(r)) {
      let day = byDay.get(r.local_date);
      if (!day) byDay.set(r.local_date, (day = new Map()));
      const acc = day.get(slot * 15) ?? { sum: 0, n: 0 };
      acc.sum += v * n;
      acc.n += n;
      day.set(slot * 15, acc);
    }
  return tracesOf(byDay, days);
}
