import type { IntlShape } from 'react-intl';
import { GLUCOSE_METRIC_COUNTS, type GlucoseMetric } from '@dcp/shared/contracts';

// Glucose figures are not formatted here: they go through formatGlucose of @dcp/shared/contracts, in
// the unit the summary was made for (VisitSummary.glucoseUnit, the doctor's), like the PDF.

/** A percentage figure (TIR, CV, wear) with one decimal, the language's way. */
export const formatPct = (intl: IntlShape, pct: number) =>
  intl.formatNumber(pct / 100, { style: 'percent', maximumFractionDigits: 1 });

/** A compared glucose figure: GRI and episode counts as numbers, the others as percentages. */
export const formatMetric = (intl: IntlShape, metric: GlucoseMetric, v: number) =>
  GLUCOSE_METRIC_COUNTS.includes(metric)
    ? intl.formatNumber(v, { maximumFractionDigits: 1 })
    : formatPct(intl, v);

/** A signed change: "+3", "−1.5". */
export const formatDelta = (intl: IntlShape, delta: number) =>
  intl.formatNumber(delta, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

export const formatDay = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Each visit's label: its day, and its time too when another visit fell on the same day (two
 * questionnaires sent the same morning read as one visit otherwise; issue 36 point 17). In UTC, as
 * the day is: the two never disagree.
 */
export function visitLabels(intl: IntlShape, ats: readonly string[]): string[] {
  const days = ats.map((at) => formatDay(intl, at));
  return ats.map((at, i) =>
    days.indexOf(days[i]!) === days.lastIndexOf(days[i]!)
      ? days[i]!
      : intl.formatDate(at, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'UTC',
          timeZoneName: 'short',
        }),
  );
}
