import type { IntlShape } from 'react-intl';

/**
 * Every glucose figure of the one-pager and the trends goes through here, so the unit setting being
 * added (mmol/L) changes one place.
 */
export const formatGlucose = (intl: IntlShape, mgdl: number) =>
  intl.formatMessage(
    { id: 'doctor.visit.mgdl' },
    { value: intl.formatNumber(mgdl, { maximumFractionDigits: 0 }) },
  );

/** A percentage figure (TIR, CV, wear) with one decimal, the language's way. */
export const formatPct = (intl: IntlShape, pct: number) =>
  intl.formatNumber(pct / 100, { style: 'percent', maximumFractionDigits: 1 });

/** A signed change: "+3", "−1.5". */
export const formatDelta = (intl: IntlShape, delta: number) =>
  intl.formatNumber(delta, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

export const formatDay = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
