import { createIntl } from 'react-intl';
import { formatPercent } from './index';

// Issue 10: percentages go through Intl — Spanish puts a (non-breaking) space before the sign.
it('writes a percentage the way each language does', () => {
  expect(formatPercent(createIntl({ locale: 'en-GB' }), 45)).toBe('45%');
  expect(formatPercent(createIntl({ locale: 'es-ES' }), 45)).toBe('45\u00a0%');
  expect(formatPercent(createIntl({ locale: 'es-ES' }), 66.67, 1)).toBe('66,7\u00a0%');
});
