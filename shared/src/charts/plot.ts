import type { AgpBin, GlucoseBounds, GlucoseUnit } from '@dcp/shared/contracts';

/**
 * What every AGP drawing takes (the patient's colour chart, the one-pager's print chart): the bins,
 * the reader's unit and the patient's target set's bounds (issue 42 point 1; standard when absent).
 */
export type AgpProps = { bins: AgpBin[]; unit: GlucoseUnit; bounds?: GlucoseBounds };

/** A chart's drawing area inside its SVG viewBox: the axes' labels sit in the margins. */
export type Frame = {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
};

/** Where a value of [0, max] goes between two pixel positions (a linear scale; no d3 needed). */
export const scale =
  (max: number, from: number, to: number) =>
  (value: number): number =>
    from + (Math.min(Math.max(value, 0), max) / max) * (to - from);

/** The x (minutes of the day, 0–1440) and y (mg/dL, 0–yMax) scales of a frame. */
export function dayScales(frame: Frame, yMax: number) {
  return {
    x: scale(1440, frame.left, frame.width - frame.right),
    y: scale(yMax, frame.height - frame.bottom, frame.top),
  };
}

/** A time of day as the charts label it: minute 90 → "01:00" (the hour it falls in). */
export const hourLabel = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:00`;

type Point = readonly [number, number];
const xy = ([x, y]: Point) => `${x.toFixed(1)},${y.toFixed(1)}`;

/** An SVG path through the points, in order. */
export const linePath = (points: readonly Point[]): string =>
  points.length ? `M${points.map(xy).join('L')}` : '';

/** A closed SVG path: along the upper edge, back along the lower one. */
export const bandPath = (upper: readonly Point[], lower: readonly Point[]): string =>
  upper.length ? `${linePath(upper)}L${[...lower].reverse().map(xy).join('L')}Z` : '';

/**
 * A time series cut where two neighbours lie further apart than `gap` minutes: a gap in the readings
 * is a gap in the drawing, not a straight line across it.
 */
export function runs<T extends { minute: number }>(items: readonly T[], gap: number): T[][] {
  const out: T[][] = [];
  for (const item of items) {
    const run = out.at(-1);
    const last = run?.at(-1);
    if (run && last && item.minute - last.minute <= gap) run.push(item);
    else out.push([item]);
  }
  return out;
}

type Percentile = 'p10' | 'p25' | 'p50' | 'p75' | 'p90';
/** The AGP's time bins are 30 minutes wide; each is drawn at its middle. */
const AGP_BIN_MINUTES = 30;

/**
 * The AGP's three shapes as SVG paths: the 10–90 and 25–75 percentile bands and the median line,
 * each broken where a bin has no reading. One drawing for the patient's colour chart (mfe-dexcom)
 * and the doctor's printable grey one (mfe-doctor); the PDF (api agp-pdf.ts) draws the same shapes.
 */
export function agpPaths(
  bins: readonly AgpBin[],
  x: (minute: number) => number,
  y: (mgdl: number) => number,
) {
  const at = (b: AgpBin, k: Percentile): Point => [x(b.minute + AGP_BIN_MINUTES / 2), y(b[k]!)];
  const drawn = bins.filter((b) => b.p10 !== null && b.p50 !== null && b.p90 !== null);
  const parts = runs(drawn, AGP_BIN_MINUTES);
  const band = (lo: Percentile, hi: Percentile) =>
    parts
      .map((r) =>
        bandPath(
          r.map((b) => at(b, hi)),
          r.map((b) => at(b, lo)),
        ),
      )
      .join('');
  return {
    outer: band('p10', 'p90'),
    inner: band('p25', 'p75'),
    median: parts.map((r) => linePath(r.map((b) => at(b, 'p50')))).join(''),
  };
}
