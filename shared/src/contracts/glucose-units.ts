import { z } from 'zod';
import type { Locale } from './enums';

// Glucose units, band bounds and the one conversion (issue 24 point 4, issue 26 point 1). Readings,
// statistics and bounds stay in mg/dL everywhere (the API compares in mg/dL, as Dexcom sends them);
// only what a person reads is converted, here and nowhere else.

export const GLUCOSE_UNITS = ['mg/dL', 'mmol/L'] as const;
export const GlucoseUnit = z.enum(GLUCOSE_UNITS);
export type GlucoseUnit = z.infer<typeof GlucoseUnit>;

/** mg/dL per mmol/L of glucose (molar mass 180.16 g/mol): the only conversion factor. */
export const MGDL_PER_MMOLL = 18.016;

/**
 * The consensus bands' bounds in mg/dL (Battelino 2019; req G§9): very low < 54 ≤ low < 70 ≤
 * target ≤ 180 < high ≤ 250 < very high. In mmol/L they read 3.0, 3.9, 10.0 and 13.9.
 */
export const GLUCOSE_BOUNDS = {
  veryLowBelow: 54,
  lowBelow: 70,
  targetMax: 180,
  highMax: 250,
} as const;

/** Band bounds in mg/dL: the standard ones, or a patient's target set's (issue 42 point 1). */
export type GlucoseBounds = { veryLowBelow: number; lowBelow: number; targetMax: number; highMax: number };

/** Digits a clinician reads: whole mg/dL, mmol/L to one decimal. */
export const GLUCOSE_DIGITS: Record<GlucoseUnit, number> = { 'mg/dL': 0, 'mmol/L': 1 };

/** A clinic's unit when nobody chose one: mmol/L in the UK (en-GB), mg/dL in Spain (es-ES). */
export const CLINIC_DEFAULT_UNIT: Record<Locale, GlucoseUnit> = { 'en-GB': 'mmol/L', 'es-ES': 'mg/dL' };

/** A mg/dL figure in `unit`, rounded as it is shown (the number the page prints, unformatted). */
export function glucoseIn(mgdl: number, unit: GlucoseUnit): number {
  const value = unit === 'mmol/L' ? mgdl / MGDL_PER_MMOLL : mgdl;
  const scale = 10 ** GLUCOSE_DIGITS[unit];
  return Math.round(value * scale) / scale;
}

const formats = new Map<string, Intl.NumberFormat>();
/** A number already in `unit`, with that unit's digits in the reader's format. */
function writeIn(value: number, unit: GlucoseUnit, locale: string): string {
  const digits = GLUCOSE_DIGITS[unit];
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * The one way a glucose figure is written: converted, rounded and in the reader's number format
 * ("3.9" in English, "3,9" in Spanish; mmol/L always with its decimal, also on axis ticks).
 * `withUnit` appends the unit ("5.6 mmol/L").
 */
export function formatGlucose(
  mgdl: number,
  unit: GlucoseUnit,
  locale: string,
  { withUnit = false }: { withUnit?: boolean } = {},
): string {
  const text = writeIn(glucoseIn(mgdl, unit), unit, locale);
  return withUnit ? `${text} ${unit}` : text;
}

/**
 * The range of each band as shown in `unit`, formatted: `below` for the lowest, `above` for the
 * highest, `from`–`to` (inclusive) between; a range ends one shown step before the next band's
 * bound ("Low: 54–69 mg/dL", "3.0–3.8 mmol/L"). `b`: a patient's target set's bounds (issue 42 point 1).
 */
export function glucoseBandRanges(unit: GlucoseUnit, locale: string, b: GlucoseBounds = GLUCOSE_BOUNDS) {
  const step = 10 ** -GLUCOSE_DIGITS[unit];
  const at = (mgdl: number, shift = 0) => writeIn(glucoseIn(mgdl, unit) + shift, unit, locale);
  return {
    veryLow: { below: at(b.veryLowBelow) },
    low: { from: at(b.veryLowBelow), to: at(b.lowBelow, -step) },
    target: { from: at(b.lowBelow), to: at(b.targetMax) },
    high: { from: at(b.targetMax, step), to: at(b.highMax) },
    veryHigh: { above: at(b.highMax) },
  };
}

/**
 * The glucose axis of the charts, in mg/dL positions (the data's), labelled with `formatGlucose`:
 * ticks at the band bounds (`b`, a target set's) plus a round top (350 mg/dL; 20 mmol/L).
 */
export function glucoseAxis(
  unit: GlucoseUnit,
  b: GlucoseBounds = GLUCOSE_BOUNDS,
): { max: number; ticks: number[] } {
  const max = unit === 'mmol/L' ? 20 * MGDL_PER_MMOLL : 350;
  return { max, ticks: [0, b.veryLowBelow, b.lowBelow, b.targetMax, b.highMax, max] };
}
