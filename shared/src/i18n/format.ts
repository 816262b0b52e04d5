import type { IntlShape } from 'react-intl';

/**
 * A percentage (0–100) through Intl, so each language writes it its own way: "45%" in English,
 * "45 %" in Spanish (issue 10).
 */
export function formatPercent(intl: IntlShape, pct: number, maximumFractionDigits = 0): string {
  return intl.formatNumber(pct / 100, { style: 'percent', maximumFractionDigits });
}
