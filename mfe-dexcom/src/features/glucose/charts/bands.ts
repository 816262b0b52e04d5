import type { GlucoseBand } from '@dcp/shared/contracts';

/** Band colours (always with a text label and a pattern of order: never colour alone). */
export const BAND_COLOURS: Record<GlucoseBand, string> = {
  veryLow: '#8b0000',
  low: '#d1495b',
  target: '#2a9d57',
  high: '#e9a23b',
  veryHigh: '#b5651d',
};
export const AXIS_MAX = 350;
export const hourLabel = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:00`;
