import {
  GLUCOSE_RISK,
  griZoneOf,
  type EpisodeCount,
  type EpisodeLevel,
  type GlucoseRisk,
} from '../contracts';
import type { DayRow } from './days';
import { histOf } from './days-stats';
import { bandOf, READING_MINUTES, round1, type Reading } from './stats';

// Glucose risk and hypoglycaemic episodes (issue 42 point 2; definitions and sources in
// docs/clinical-content.md "Glucose risk and episodes"). GRI and time in tight range are band counts,
// so the per-day aggregates give them (bands and the 15-minute histograms of exact values); episodes
// need the readings in order. Thresholds are the contracts' GLUCOSE_RISK.

/** Readings per band, and those 70–140 mg/dL; `banded` is every reading with a band. */
export interface RiskCounts {
  veryLow: number;
  low: number;
  high: number;
  veryHigh: number;
  tight: number;
  banded: number;
}

const inTight = (mgdl: number) => mgdl >= GLUCOSE_RISK.tightMin && mgdl <= GLUCOSE_RISK.tightMax;

/** The counts of raw readings (a "low"/"high" reading counts in its extreme band, never tight). */
export function riskCountsOf(readings: Reading[]): RiskCounts {
  const c: RiskCounts = { veryLow: 0, low: 0, high: 0, veryHigh: 0, tight: 0, banded: 0 };
  for (const r of readings) {
    const b = bandOf(r);
    if (!b) continue;
    c.banded += 1;
    if (b !== 'target') c[b] += 1;
    if (r.value !== null && inTight(r.value)) c.tight += 1;
  }
  return c;
}

/** The same counts from per-day aggregates: bands from their counts, tight from the histograms. */
export function riskCountsOfDays(rows: DayRow[]): RiskCounts {
  const c: RiskCounts = { veryLow: 0, low: 0, high: 0, veryHigh: 0, tight: 0, banded: 0 };
  for (const r of rows) {
    c.veryLow += r.very_low;
    c.low += r.low;
    c.high += r.high;
    c.veryHigh += r.very_high;
    c.banded += r.very_low + r.low + r.target + r.high + r.very_high;
    // The histogram holds each exact value (stand-ins 40/400 for "low"/"high" fall outside 70–140).
    for (const [, v, n] of histOf(r)) if (inTight(v)) c.tight += n;
  }
  return c;
}

/** GRI = 3.0·VLow + 2.4·Low + 1.6·VHigh + 0.8·High (percent of readings), capped at 100; one decimal. */
export function griOf(c: RiskCounts) {
  if (!c.banded) return { gri: null, griZone: null, griHypo: null, griHyper: null };
  const pct = (n: number) => (n / c.banded) * 100;
  const R = GLUCOSE_RISK;
  const hypo = pct(c.veryLow) + R.griLowShare * pct(c.low);
  const hyper = pct(c.veryHigh) + R.griHighShare * pct(c.high);
  const gri = round1(Math.min(R.griCap, R.griHypoWeight * hypo + R.griHyperWeight * hyper));
  return { gri, griZone: griZoneOf(gri), griHypo: round1(hypo), griHyper: round1(hyper) };
}

const MINUTE = 60_000;
const minuteOfDay = (display: string) => Number(display.slice(11, 13)) * 60 + Number(display.slice(14, 16));

/**
 * The episodes below `threshold` mg/dL in readings sorted by time: the device-clock start of each.
 * Each reading stands for the time until the next one, at most one reading interval (5 min). An
 * episode starts once its readings below add up to 15 minutes with none at or above in between, and
 * ends once readings at or above add up to 15 minutes with none below in between. A gap in the
 * readings adds no time and changes nothing: it neither ends an episode nor breaks a run.
 */
export function episodeStarts(readings: Reading[], threshold: number): string[] {
  const need = GLUCOSE_RISK.episodeMinutes * MINUTE;
  const starts: string[] = [];
  let inEpisode = false;
  let run = 0;
  let runStart: string | null = null;
  let recovery = 0;
  // Readings without glucose (status "unknown") are skipped: a gap like any other.
  const known = readings.flatMap((r) => {
    const v = r.value ?? (r.status === 'low' ? 0 : r.status === 'high' ? Infinity : null);
    return v === null ? [] : [{ t: r.t, display: r.display, v }];
  });
  known.forEach(({ t, display, v }, i) => {
    const next = known[i + 1];
    const cover = Math.min(next ? next.t - t : Infinity, READING_MINUTES * MINUTE);
    const below = v < threshold;
    if (!inEpisode) {
      if (!below) {
        run = 0;
        runStart = null;
        return;
      }
      runStart ??= display;
      run += cover;
      if (run >= need) {
        inEpisode = true;
        recovery = 0;
        starts.push(runStart);
      }
    } else if (below) recovery = 0;
    else if ((recovery += cover) >= need) {
      inEpisode = false;
      run = 0;
      runStart = null;
    }
  });
  return starts;
}

const isNight = (display: string) => {
  const m = minuteOfDay(display);
  return m >= GLUCOSE_RISK.nightFromMinute && m < GLUCOSE_RISK.nightToMinute;
};

/** Count, count per week of a `days`-long period and the share starting at night. */
export function episodeCount(starts: string[], days: number): EpisodeCount {
  const night = starts.filter(isNight).length;
  return {
    count: starts.length,
    perWeek: round1(starts.length / (days / 7)),
    nightPercent: starts.length ? round1((night / starts.length) * 100) : null,
  };
}

/** Both levels' episodes of sorted readings over a `days`-long period. */
export function episodesOf(readings: Reading[], days: number): Record<EpisodeLevel, EpisodeCount> {
  const { level1, level2 } = GLUCOSE_RISK.episodeBelow;
  return {
    level1: episodeCount(episodeStarts(readings, level1), days),
    level2: episodeCount(episodeStarts(readings, level2), days),
  };
}

/** A period's risk figures from its counts and its sorted readings. */
export function glucoseRisk(counts: RiskCounts, readings: Reading[], days: number): GlucoseRisk {
  const pct = (n: number) => (counts.banded ? round1((n / counts.banded) * 100) : 0);
  return { ...griOf(counts), tightRange: pct(counts.tight), episodes: episodesOf(readings, days) };
}
