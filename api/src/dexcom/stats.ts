import {
  ACTIVE_MIN_PERCENT,
  GLUCOSE_BOUNDS,
  type AgpBin,
  type DailyTrace,
  type GlucoseBand,
  type GlucoseStatistics,
  type TargetSet,
} from '../contracts';

// Glucose statistics to the international consensus (Battelino et al., Diabetes Care 2019):
// percent of readings in five bands, mean, SD, %CV, GMI, days with data and % time CGM active.
// Pure functions of the readings; hand-computed fixtures in stats.test.ts.

export interface Reading {
  /** systemTime, ms since the epoch (UTC). */
  t: number;
  /** The device's local clock, `YYYY-MM-DDThh:mm:ss` (time-of-day and days use it). */
  display: string;
  /** mg/dL; null beyond the sensor range, with status 'low' or 'high'. */
  value: number | null;
  status: string | null;
}

export const READING_MINUTES = 5;
/** Stand-ins for values beyond the sensor range: only their order matters (bands, percentiles). */
const LOW_STAND_IN = 39;
const HIGH_STAND_IN = 401;

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The band of a value in mg/dL between `bounds` (the standard ones, or a patient's target set's). */
export function bandIn(v: number, bounds: TargetSet['bounds'] = GLUCOSE_BOUNDS): GlucoseBand {
  // Compared in mg/dL, whatever unit the reader sees (the bounds live in the contracts).
  if (v < bounds.veryLowBelow) return 'veryLow';
  if (v < bounds.lowBelow) return 'low';
  if (v <= bounds.targetMax) return 'target';
  if (v <= bounds.highMax) return 'high';
  return 'veryHigh';
}

/** The band of one reading; a null value counts in the extreme band its status names. */
export function bandOf(
  r: Pick<Reading, 'value' | 'status'>,
  bounds: TargetSet['bounds'] = GLUCOSE_BOUNDS,
): GlucoseBand | null {
  const v = r.value ?? (r.status === 'low' ? LOW_STAND_IN : r.status === 'high' ? HIGH_STAND_IN : null);
  return v === null ? null : bandIn(v, bounds);
}

/** The statistics of the readings over a period of `periodMinutes`, banded by `bounds` (a target set's). */
export function glucoseStatistics(
  readings: Reading[],
  periodMinutes: number,
  bounds: TargetSet['bounds'] = GLUCOSE_BOUNDS,
): GlucoseStatistics {
  const counts = { veryLow: 0, low: 0, target: 0, high: 0, veryHigh: 0 };
  let banded = 0;
  for (const r of readings) {
    const b = bandOf(r, bounds);
    if (b) {
      counts[b] += 1;
      banded += 1;
    }
  }
  const pct = (n: number) => (banded ? round1((n / banded) * 100) : 0);
  const bands = {
    veryLow: pct(counts.veryLow),
    low: pct(counts.low),
    target: pct(counts.target),
    high: pct(counts.high),
    veryHigh: pct(counts.veryHigh),
  };
  // Mean, SD, CV and GMI use measured values only: a "low"/"high" reading has no number.
  const values = readings.flatMap((r) => (r.value === null ? [] : [r.value]));
  const n = values.length;
  const mean = n ? values.reduce((a, b) => a + b, 0) / n : null;
  // Population SD (÷ n), as Dexcom Clarity and Tidepool report it.
  const sd = mean !== null ? Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / n) : null;
  const expected = Math.floor(periodMinutes / READING_MINUTES);
  const active = expected ? Math.min(100, (readings.length / expected) * 100) : 0;
  return {
    totalReadings: readings.length,
    averageGlucose: mean === null ? null : round1(mean),
    inRangePercentage: bands.target,
    highPercentage: pct(counts.high + counts.veryHigh),
    lowPercentage: pct(counts.low + counts.veryLow),
    minGlucose: n ? values.reduce((a, b) => Math.min(a, b)) : null,
    maxGlucose: n ? values.reduce((a, b) => Math.max(a, b)) : null,
    bands,
    sd: sd === null ? null : round1(sd),
    cv: sd === null || !mean ? null : round1((sd / mean) * 100),
    gmi: mean === null ? null : round1(3.31 + 0.02392 * mean),
    daysWithData: new Set(readings.map((r) => r.display.slice(0, 10))).size,
    activePercent: round1(active),
    sufficient: active >= ACTIVE_MIN_PERCENT,
  };
}

/** Linear interpolation between closest ranks (Hyndman–Fan type 7) of an ascending list. */
export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const h = (sorted.length - 1) * (p / 100);
  const lo = Math.floor(h);
  const a = sorted[lo]!;
  const b = sorted[Math.min(lo + 1, sorted.length - 1)]!;
  return round1(a + (h - lo) * (b - a));
}

const minuteOfDay = (display: string) => Number(display.slice(11, 13)) * 60 + Number(display.slice(14, 16));
const plotted = (r: Reading) =>
  r.value ?? (r.status === 'low' ? LOW_STAND_IN + 1 : r.status === 'high' ? HIGH_STAND_IN - 1 : null);

/** The ambulatory glucose profile: percentiles per time-of-day bin (device clock), `binMinutes` wide. */
export function agpProfile(readings: Reading[], binMinutes = 30): AgpBin[] {
  const bins: number[][] = Array.from({ length: Math.ceil(1440 / binMinutes) }, () => []);
  for (const r of readings) {
    const v = plotted(r);
    if (v !== null) bins[Math.floor(minuteOfDay(r.display) / binMinutes)]!.push(v);
  }
  return bins.map((values, i) => {
    values.sort((a, b) => a - b);
    return agpBin(i * binMinutes, values.length, (q) => percentile(values, q));
  });
}

/** One AGP bin from its percentile function: raw readings and day histograms fill it the same way. */
export function agpBin(minute: number, n: number, p: (q: number) => AgpBin['p50']): AgpBin {
  return { minute, n, p5: p(5), p10: p(10), p25: p(25), p50: p(50), p75: p(75), p90: p(90), p95: p(95) };
}

/** The last `days` days with data as traces of `stepMinutes` means (what a chart can draw fast). */
export function dailyTraces(readings: Reading[], days = 14, stepMinutes = 15): DailyTrace[] {
  const byDay = new Map<string, Map<number, { sum: number; n: number }>>();
  for (const r of readings) {
    const v = plotted(r);
    if (v === null) continue;
    const date = r.display.slice(0, 10);
    let day = byDay.get(date);
    if (!day) byDay.set(date, (day = new Map()));
    const slot = Math.floor(minuteOfDay(r.display) / stepMinutes) * stepMinutes;
    const acc = day.get(slot) ?? { sum: 0, n: 0 };
    acc.sum += v;
    acc.n += 1;
    day.set(slot, acc);
  }
  return tracesOf(byDay, days);
}

/** Sums per device date and slot minute → the last `days` dates' traces of rounded means. */
export function tracesOf(
  byDay: Map<string, Map<number, { sum: number; n: number }>>,
  days: number,
): DailyTrace[] {
  return [...byDay.keys()]
    .sort()
    .slice(-days)
    .map((date) => ({
      date,
      points: [...byDay.get(date)!.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([minute, { sum, n }]) => ({ minute, value: Math.round(sum / n) })),
    }));
}
