// The one-pager's glucose section: the period, the target set's bands against their goals, the
// statistics, the risk lines and the AGP with its words for a screen reader. Apart from visit-pdf.ts
// (the page and its other sections) so each reads alone.
import {
  type AgpBin,
  formatGlucose,
  GLUCOSE_BANDS,
  GLUCOSE_TARGET_SETS,
  glucoseBandRanges,
  type VisitSummary,
} from '../contracts';
import { clock, drawAgp, medianExtremes } from './agp-pdf';
import { type PdfWriter } from './pdf-writer';
import { riskLines } from './visit-risk-pdf';
import { pick } from '../leaves/survey-catalogue/types';
import { BAND_TEXT, PDF_TEXT, TARGETS_TEXT } from './visit-text';
import { day, pct, say, twoColumns, twoLists } from './visit-pdf-layout';

export function glucoseBlock(w: PdfWriter, s: VisitSummary) {
  const L = s.lang;
  w.heading(pick(PDF_TEXT.glucose, L));
  const g = s.glucose;
  if (!g) {
    w.text(pick(PDF_TEXT.noGlucose, L));
    return;
  }
  const st = g.statistics;
  w.text(say(PDF_TEXT.period, L, { start: day(L, g.start), end: day(L, g.end) }), { size: 8, grey: true });
  // The bands and goals of the patient's target set (issue 42 point 1), named.
  const set = GLUCOSE_TARGET_SETS[g.targets];
  w.text(pick(TARGETS_TEXT[g.targets], L), { size: 8 });
  // Every glucose figure in the requesting doctor's unit, through the one formatter of the contracts.
  const unit = s.glucoseUnit;
  const ranges = glucoseBandRanges(unit, L, set.bounds);
  const bands = [...GLUCOSE_BANDS].reverse().map((b) => {
    const t = set.goals[b];
    const band = say(BAND_TEXT[b], L, { ...ranges[b], unit });
    // A band without a goal of its own in the patient's group (pregnancy above 250) shows its share only.
    if (t.over === undefined && t.under === undefined)
      return say(PDF_TEXT.bandLineNoGoal, L, { band, pct: pct(L, st.bands[b]) });
    const target = t.over !== undefined ? `> ${t.over} %` : `< ${t.under} %`;
    return say(PDF_TEXT.bandLine, L, { band, pct: pct(L, st.bands[b]), target });
  });
  const mean = st.averageGlucose;
  const stats = [
    say(PDF_TEXT.mean, L, { v: mean === null ? '–' : formatGlucose(mean, unit, L, { withUnit: true }) }),
    say(PDF_TEXT.gmi, L, { v: st.gmi === null ? '–' : pct(L, st.gmi) }),
    say(PDF_TEXT.cv, L, { v: st.cv === null ? '–' : pct(L, st.cv) }),
    say(PDF_TEXT.wear, L, { v: pct(L, st.activePercent) }),
  ];
  if (!st.sufficient) stats.push(pick(PDF_TEXT.insufficient, L));
  twoLists(w, bands, stats, (i) => i === 2);
  const risk = riskLines(s);
  twoColumns(w, risk.short);
  w.tagged('L', () => risk.long.forEach((l) => w.item(l, { size: 8.5, maxLines: 1 })));
  w.text(say(PDF_TEXT.agp, L, { unit }), { size: 8, grey: true });
  drawAgp(w, g.agp, agpAlt(s, g.agp), { width: w.width, height: 95, unit, lang: L, bounds: set.bounds });
}

/** The AGP in words for a screen reader: where the median is lowest and highest over the day. */
function agpAlt(s: VisitSummary, bins: AgpBin[]) {
  const L = s.lang;
  const ends = medianExtremes(bins);
  if (!ends) return pick(PDF_TEXT.agpAltEmpty, L);
  const at = (v: number) => formatGlucose(v, s.glucoseUnit, L, { withUnit: true });
  return say(PDF_TEXT.agpAlt, L, {
    unit: s.glucoseUnit,
    lowTime: clock(ends.low.minute),
    low: at(ends.low.p50!),
    highTime: clock(ends.high.minute),
    high: at(ends.high.p50!),
  });
}
