// GRI, time in tight range and hypoglycaemic episodes computed apart from the product's code path
// (issue 42 point 2, done-when): from the emulator's raw egvs JSON, with the published numbers written
// out here (docs/clinical-content.md "Glucose risk and episodes"), none of api/src imported. The
// episode rule is written as runs of alternating below/not-below time, not as the product's loop.

export interface RawReading {
  t: number;
  /** Device clock, YYYY-MM-DDThh:mm:ss. */
  clock: string;
  /** mg/dL; 39 for a "low" and 401 for a "high" reading beyond the sensor's range; null: no glucose. */
  mgdl: number | null;
}

/** The emulator's egvs records as a browser would read them: unreadable times dropped. */
export function rawReadings(records: Record<string, unknown>[]): RawReading[] {
  const out: RawReading[] = [];
  for (const r of records) {
    const s = String(r.systemTime);
    const t = Date.parse(/[+-]\d\d:\d\d$|Z$/.test(s) ? s : `${s}Z`);
    if (!Number.isFinite(t)) continue;
    const v = r.value as number | null;
    const mgdl = v !== null ? v : r.status === 'low' ? 39 : r.status === 'high' ? 401 : null;
    out.push({ t, clock: String(r.displayTime).slice(0, 19), mgdl });
  }
  return out.sort((a, b) => a.t - b.t);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export function referenceRisk(readings: RawReading[], days: number) {
  const valued = readings.filter((r) => r.mgdl !== null).map((r) => r.mgdl!);
  const n = valued.length;
  const share = (test: (v: number) => boolean) => (n ? (valued.filter(test).length / n) * 100 : 0);
  const vlow = share((v) => v < 54);
  const low = share((v) => v >= 54 && v <= 69);
  const high = share((v) => v >= 181 && v <= 250);
  const vhigh = share((v) => v > 250);
  const gri = n ? r1(Math.min(100, 3.0 * vlow + 2.4 * low + 1.6 * vhigh + 0.8 * high)) : null;
  const zone =
    gri === null ? null : gri <= 20 ? 'A' : gri <= 40 ? 'B' : gri <= 60 ? 'C' : gri <= 80 ? 'D' : 'E';
  return {
    gri,
    griZone: zone,
    tightRange: r1(share((v) => v >= 70 && v <= 140)),
    inRange: r1(share((v) => v >= 70 && v <= 180)),
    below: r1(vlow + low),
    level1: episodes(readings, 70, days),
    level2: episodes(readings, 54, days),
  };
}

/**
 * Runs of readings on one side of `threshold`, each reading counting until the next one and at most
 * five minutes; readings without glucose are skipped and gaps add nothing. An episode is a run below
 * of ≥ 15 minutes, joined with every later run below until a run not below lasts ≥ 15 minutes.
 */
function episodes(readings: RawReading[], threshold: number, days: number) {
  const known = readings.filter((r) => r.mgdl !== null);
  const runs: { below: boolean; minutes: number; clock: string }[] = [];
  known.forEach((r, i) => {
    const next = known[i + 1];
    const minutes = Math.min(next ? (next.t - r.t) / 60_000 : 5, 5);
    const below = r.mgdl! < threshold;
    const last = runs.at(-1);
    if (last && last.below === below) last.minutes += minutes;
    else runs.push({ below, minutes, clock: r.clock });
  });
  const starts: string[] = [];
  let open = false;
  for (const run of runs) {
    if (run.below && !open && run.minutes >= 15) {
      starts.push(run.clock);
      open = true;
    } else if (!run.below && run.minutes >= 15) open = false;
  }
  const night = starts.filter((c) => c.slice(11, 16) < '06:00').length;
  return {
    count: starts.length,
    perWeek: r1((starts.length * 7) / days),
    nightPercent: starts.length ? r1((night / starts.length) * 100) : null,
  };
}
