import {
  type AgpBin,
  formatGlucose,
  GLUCOSE_BOUNDS,
  glucoseAxis,
  type GlucoseUnit,
  type Locale,
} from '../contracts';
import { BLACK, GREY, LIGHT, MARGIN, MID, type PdfWriter } from './pdf-writer';

// The AGP percentile chart as vector paths (the same percentiles mfe-dexcom's AgpChart draws): the
// 10–90 band light grey, 25–75 darker grey, the median a black line, the target range's bounds (70 and
// 180 mg/dL) dashed. Greys and a line, so it prints in black and white. Positions are mg/dL, labels
// the doctor's unit.

const { lowBelow, targetMax } = GLUCOSE_BOUNDS;
const X_TICKS = [0, 360, 720, 1080, 1440];

type Key = 'p10' | 'p25' | 'p50' | 'p75' | 'p90';

type Frame = { width: number; height: number; unit: GlucoseUnit; lang: Locale };

export function drawAgp(w: PdfWriter, bins: AgpBin[], { width, height, unit, lang }: Frame) {
  const axis = glucoseAxis(unit);
  // 0 and the very-low bound are left out: 54's label would overlap 70's at this height.
  const yTicks = axis.ticks.filter((t) => t >= lowBelow);
  const left = MARGIN + 28;
  const top = w.y - 4;
  const bottom = top - height;
  const plotW = width - 28;
  const x = (minute: number) => left + (minute / 1440) * plotW;
  const y = (mgdl: number) => bottom + (Math.min(mgdl, axis.max) / axis.max) * height;
  const withData = bins.filter((b) => b.p50 !== null);
  // Paths in drawSvgPath's frame: origin at (0, page height), y downwards.
  const pageH = w.page.getHeight();
  const pt = (minute: number, v: number) => `${x(minute + 15).toFixed(1)} ${(pageH - y(v)).toFixed(1)}`;
  const band = (lo: Key, hi: Key) => {
    const upper = withData.map((b) => pt(b.minute, b[hi]!));
    const lower = withData.map((b) => pt(b.minute, b[lo]!)).reverse();
    return `M ${upper.join(' L ')} L ${lower.join(' L ')} Z`;
  };
  if (withData.length > 1) {
    w.page.drawSvgPath(band('p10', 'p90'), { x: 0, y: pageH, color: LIGHT, borderWidth: 0 });
    w.page.drawSvgPath(band('p25', 'p75'), { x: 0, y: pageH, color: MID, borderWidth: 0 });
    const median = `M ${withData.map((b) => pt(b.minute, b.p50!)).join(' L ')}`;
    w.page.drawSvgPath(median, { x: 0, y: pageH, borderColor: BLACK, borderWidth: 1.6 });
  }
  for (const t of yTicks) {
    const target = t === lowBelow || t === targetMax;
    w.page.drawLine({
      start: { x: left, y: y(t) },
      end: { x: left + plotW, y: y(t) },
      thickness: target ? 0.8 : 0.3,
      color: target ? BLACK : LIGHT,
      dashArray: target ? [3, 2] : undefined,
    });
    w.page.drawText(formatGlucose(t, unit, lang), {
      x: MARGIN,
      y: y(t) - 3,
      size: 7,
      font: w.font,
      color: GREY,
    });
  }
  for (const m of X_TICKS) {
    const label = `${String(m / 60).padStart(2, '0')}:00`;
    // The last label ends at the axis' end rather than running past the page's margin.
    const dx = m === 0 ? 0 : m === 1440 ? 18 : 9;
    w.page.drawText(label, { x: x(m) - dx, y: bottom - 10, size: 7, font: w.font, color: GREY });
  }
  w.page.drawRectangle({ x: left, y: bottom, width: plotW, height, borderColor: GREY, borderWidth: 0.5 });
  w.y = bottom - 14;
}
