import {
  type AgpBin,
  formatGlucose,
  GLUCOSE_BOUNDS,
  glucoseAxis,
  type GlucoseBounds,
  type GlucoseUnit,
  type Locale,
} from '../contracts';
import { BLACK, GREY, LIGHT, MARGIN, MID, type PdfWriter } from './pdf-writer';

// The AGP percentile chart as vector paths (the same percentiles mfe-dexcom's AgpChart draws): the
// 10–90 band light grey, 25–75 darker grey, the median a black line, the target range's bounds (70 and
// 180 mg/dL, or the patient's target set's) dashed. Greys and a line, so it prints in black and white. Positions are mg/dL, labels
// the doctor's unit. In the tagged PDF it is one Figure whose alternative text says what the median
// does over the day, so a screen reader gets what the picture shows.

const X_TICKS = [0, 360, 720, 1080, 1440];

type Key = 'p10' | 'p25' | 'p50' | 'p75' | 'p90';

/** `bounds`: the patient's target set's (issue 42 point 1); the standard ones when not given. */
type Frame = { width: number; height: number; unit: GlucoseUnit; lang: Locale; bounds?: GlucoseBounds };

/** "07:30": a bin's minute of the day as the axis writes it. */
export const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The bins with a median, and the lowest and highest median among them (null without data). */
export function medianExtremes(bins: AgpBin[]) {
  const withData = bins.filter((b) => b.p50 !== null);
  if (withData.length === 0) return null;
  const low = withData.reduce((a, b) => (b.p50! < a.p50! ? b : a));
  const high = withData.reduce((a, b) => (b.p50! > a.p50! ? b : a));
  return { low, high };
}

export function drawAgp(
  w: PdfWriter,
  bins: AgpBin[],
  alt: string,
  { width, height, unit, lang, bounds = GLUCOSE_BOUNDS }: Frame,
) {
  const { doc } = w;
  const { lowBelow, targetMax } = bounds;
  const axis = glucoseAxis(unit, bounds);
  // 0 and the very-low bound are left out: 54's label would overlap 70's at this height.
  const yTicks = axis.ticks.filter((t) => t >= lowBelow);
  const left = MARGIN + 28;
  const top = w.y + 4;
  const bottom = top + height;
  const plotW = width - 28;
  const x = (minute: number) => left + (minute / 1440) * plotW;
  const y = (mgdl: number) => bottom - (Math.min(mgdl, axis.max) / axis.max) * height;
  const withData = bins.filter((b) => b.p50 !== null);
  const pt = (minute: number, v: number) => `${x(minute + 15).toFixed(1)} ${y(v).toFixed(1)}`;
  const band = (lo: Key, hi: Key) => {
    const upper = withData.map((b) => pt(b.minute, b[hi]!));
    const lower = withData.map((b) => pt(b.minute, b[lo]!)).reverse();
    return `M ${upper.join(' L ')} L ${lower.join(' L ')} Z`;
  };
  w.figure(alt, [MARGIN, top - 4, MARGIN + width, bottom + 12], () => {
    if (withData.length > 1) {
      doc.path(band('p10', 'p90')).fill(LIGHT);
      doc.path(band('p25', 'p75')).fill(MID);
      doc
        .path(`M ${withData.map((b) => pt(b.minute, b.p50!)).join(' L ')}`)
        .lineWidth(1.6)
        .stroke(BLACK);
    }
    for (const t of yTicks) {
      const target = t === lowBelow || t === targetMax;
      doc
        .moveTo(left, y(t))
        .lineTo(left + plotW, y(t))
        .lineWidth(target ? 0.8 : 0.3);
      if (target) doc.dash(3, { space: 2 });
      doc.stroke(target ? BLACK : LIGHT).undash();
      w.label(formatGlucose(t, unit, lang), MARGIN, y(t) + 3, 7, GREY);
    }
    for (const m of X_TICKS) {
      // The last label ends at the axis' end rather than running past the page's margin.
      const dx = m === 0 ? 0 : m === 1440 ? 18 : 9;
      w.label(clock(m), x(m) - dx, bottom + 10, 7, GREY);
    }
    doc.rect(left, top, plotW, height).lineWidth(0.5).stroke(GREY);
  });
  w.y = bottom + 14;
}
