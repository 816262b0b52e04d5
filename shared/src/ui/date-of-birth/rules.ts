// The date-of-birth picker's rules (req G§5, §9): month Jan–Dec; day digits only, two characters,
// capped at 31 and clamped to the month's length; year 1900 to this year; a value only when the
// three parts are complete and valid, at noon local time (so no time zone moves it to another day).

import { BIRTH_YEAR_MIN } from '@dcp/shared/contracts/core';

export { BIRTH_YEAR_MIN };

export interface DateParts {
  /** 1–12, or null while no month is chosen. */
  month: number | null;
  /** What the day box holds: up to two digits. */
  day: string;
  /** 1900–this year, or null. */
  year: number | null;
}

export const EMPTY_PARTS: DateParts = { month: null, day: '', year: null };

export function daysInMonth(month: number, year: number | null): number {
  // Without a year, February may still be a leap February.
  return new Date(year ?? 2000, month, 0).getDate();
}

/** The day box's text after typing: digits only, two at most, capped at 31 and at the month's length. */
export function cleanDay(raw: string, month: number | null, year: number | null): string {
  const digits = raw.replace(/\D/g, '').slice(0, 2);
  if (digits === '' || Number(digits) === 0) return digits;
  const max = month ? daysInMonth(month, year) : 31;
  return Number(digits) > max ? String(max) : digits;
}

/** Choosing a month or year re-clamps a day already typed (31 → 30 in April, 29 → 28 in 2023). */
export function withParts(prev: DateParts, next: Partial<DateParts>): DateParts {
  const merged = { ...prev, ...next };
  return { ...merged, day: cleanDay(merged.day, merged.month, merged.year) };
}

/** The years offered, newest first. */
export function birthYears(now = new Date()): number[] {
  const out: number[] = [];
  for (let y = now.getFullYear(); y >= BIRTH_YEAR_MIN; y--) out.push(y);
  return out;
}

/** The picked date at noon local time, or null while incomplete, invalid or in the future. */
export function toBirthDate(p: DateParts, now = new Date()): Date | null {
  const day = Number(p.day);
  if (!p.month || !p.year || !Number.isInteger(day) || day < 1) return null;
  if (p.year < BIRTH_YEAR_MIN || p.year > now.getFullYear()) return null;
  if (day > daysInMonth(p.month, p.year)) return null;
  const d = new Date(p.year, p.month - 1, day, 12);
  return d.getTime() > now.getTime() + 12 * 3600_000 ? null : d;
}

/**
 * Why the parts entered give no date, which a form must refuse with a message (issue 28 point 8),
 * never take as "no date of birth": a part missing or impossible, or a real day after today (issue
 * 36 point 9: that one is told as such). Null when nothing is entered or the date is valid.
 */
export type DateProblem = 'incomplete' | 'future';

export function dateProblem(p: DateParts, now = new Date()): DateProblem | null {
  const touched = p.month !== null || p.day !== '' || p.year !== null;
  if (!touched || toBirthDate(p, now) !== null) return null;
  const day = Number(p.day);
  const real = p.month && p.year && Number.isInteger(day) && day >= 1 && day <= daysInMonth(p.month, p.year);
  return real ? 'future' : 'incomplete';
}

/** 'YYYY-MM-DD' of a picked date (its local calendar day). */
export function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The parts of a stored 'YYYY-MM-DD' (a saved answer), or empty. */
export function partsOf(iso: string | null | undefined): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!m) return EMPTY_PARTS;
  return { year: Number(m[1]), month: Number(m[2]), day: m[3]! };
}
