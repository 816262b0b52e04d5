import type { IntlShape } from 'react-intl';

// Glucose figures are not formatted here: they go through formatGlucose of @dcp/shared/contracts, in
// the unit the summary was made for (VisitSummary.glucoseUnit, the doctor's), like the PDF.

/** A percentage figure (TIR, CV, wear) with one decimal, the language's way. */
export const formatPct = (intl: IntlShape, pct: number) =>
  intl.formatNumber(pct / 100, { style: 'percent', maximumFractionDigits: 1 });

/** A signed change: "+3", "−1.5". */
export const formatDelta = (intl: IntlShape, delta: number) =>
  intl.formatNumber(delta, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

export const formatDay = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
