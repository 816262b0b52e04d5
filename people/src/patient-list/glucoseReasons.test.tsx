import type { GlucoseFlag } from '@dcp/shared/contracts';
import { glucoseFlagText } from './cells';
import { sharedIntl } from '@dcp/shared/testing';

// Issue 42 point 1: a glucose reason judged by the pregnancy set names the set in its goal and its
// bounds (below 63, in range 63–140, above 140); the standard set reads as before.

const intlOf = sharedIntl;
const flag = (code: GlucoseFlag['code'], value: number, target: number): GlucoseFlag => ({
  code,
  value,
  target,
});

it('names the pregnancy set, its range and bounds (EN, mg/dL and mmol/L)', () => {
  const intl = intlOf('en-GB');
  expect(glucoseFlagText(intl, flag('IN_RANGE', 66.4, 70), 'mg/dL', 'pregnancy')).toBe(
    'Time in range 63–140 mg/dL 66.4% (pregnancy (type 1) target > 70%)',
  );
  expect(glucoseFlagText(intl, flag('LOW', 5.2, 4), 'mg/dL', 'pregnancy')).toBe(
    'Time below 63 mg/dL 5.2% (pregnancy (type 1) target < 4%)',
  );
  expect(glucoseFlagText(intl, flag('HIGH', 33.6, 25), 'mmol/L', 'pregnancy')).toBe(
    'Time above 7.8 mmol/L 33.6% (pregnancy (type 1) target < 25%)',
  );
  expect(glucoseFlagText(intl, flag('IN_RANGE', 48.5, 50), 'mg/dL', 'older')).toBe(
    'Time in range 48.5% (older or high-risk target > 50%)',
  );
  expect(glucoseFlagText(intl, flag('IN_RANGE', 58.4, 70), 'mg/dL', 'standard')).toBe(
    'Time in range 58.4% (target > 70%)',
  );
});

/** Spanish writes "66,4 %" with a no-break space; compared here as a plain one. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

it('says the same in Spanish', () => {
  const intl = intlOf('es-ES');
  expect(plain(glucoseFlagText(intl, flag('IN_RANGE', 66.4, 70), 'mg/dL', 'pregnancy'))).toBe(
    'Tiempo en rango 63–140 mg/dL 66,4 % (objetivo en embarazo (tipo 1) > 70 %)',
  );
  expect(plain(glucoseFlagText(intl, flag('HIGH', 33.6, 25), 'mg/dL', 'pregnancy'))).toBe(
    'Tiempo por encima de 140 mg/dL 33,6 % (objetivo en embarazo (tipo 1) < 25 %)',
  );
});
