import type { IntlShape } from 'react-intl';

/**
 * A glucose value, which the API always gives in mg/dL, written for the reader: the one place a unit
 * setting (mmol/L) will change how every glucose figure of the lists is shown.
 */
export function formatGlucose(intl: IntlShape, mgdl: number): string {
  return `${intl.formatNumber(mgdl, { maximumFractionDigits: 0 })} mg/dL`;
}
