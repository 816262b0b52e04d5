import type { IntlShape } from 'react-intl';
import {
  GLUCOSE_TARGET_SETS,
  glucoseBandRanges,
  type GlucoseBand,
  type GlucoseUnit,
  type TargetSetName,
} from '@dcp/shared/contracts';

/** Band colours (always with a text label and a pattern of order: never colour alone). */
export const BAND_COLOURS: Record<GlucoseBand, string> = {
  veryLow: '#8b0000',
  low: '#d1495b',
  target: '#2a9d57',
  high: '#e9a23b',
  veryHigh: '#b5651d',
};

/** Each band's name with its range in the reader's unit ("Low (3.0–3.8 mmol/L)"), by the patient's set. */
export function bandLabels(
  intl: IntlShape,
  unit: GlucoseUnit,
  targets: TargetSetName = 'standard',
): Record<GlucoseBand, string> {
  const ranges = glucoseBandRanges(unit, intl.locale, GLUCOSE_TARGET_SETS[targets].bounds);
  const label = (band: GlucoseBand) =>
    intl.formatMessage({ id: `dexcom.band.${band}` }, { ...ranges[band], unit });
  return {
    veryLow: label('veryLow'),
    low: label('low'),
    target: label('target'),
    high: label('high'),
    veryHigh: label('veryHigh'),
  };
}
