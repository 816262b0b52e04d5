import { z } from 'zod';
import { HttpError } from '../http-errors';

// Dexcom's EGV records as its API v3 documents them, validated where they enter (issue 28 point 7).
// Records from a receiver carry times without an offset (UTC for systemTime, the receiver's clock for
// displayTime); records from the mobile apps (displayDevice iOS or android) carry a UTC offset on
// both. Every value Dexcom documents is accepted; a value it may add later (a new trend, say) is kept
// as null rather than refusing the reading, and a record whose time or value cannot be read is
// skipped and counted, never stored wrong.

/** The trends Dexcom documents; anything else is stored as null. */
export const DEXCOM_TRENDS = [
  'none',
  'unknown',
  'doubleUp',
  'singleUp',
  'fortyFiveUp',
  'flat',
  'fortyFiveDown',
  'singleDown',
  'doubleDown',
  'notComputable',
  'rateOutOfRange',
] as const;
/** The statuses Dexcom documents (null for a reading in the sensor's range). */
export const DEXCOM_STATUSES = ['unknown', 'high', 'low', 'ok'] as const;

const MMOL_TO_MGDL = 18.0182;
const TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The clock time of a Dexcom time, without its offset, when it names a real one: `2026-02-30`,
 * `T24:00` or `T25:00` would otherwise be read as another day or break the time-of-day profile.
 */
function clockOf(text: string): { clock: string; offset: string } | null {
  const m = TIME.exec(text);
  if (!m) return null;
  const clock = m[1]!;
  const ms = Date.parse(`${clock}Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 19) !== clock) return null;
  const offset = m[2] ? (m[2] === 'Z' ? 'Z' : m[2].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')) : 'Z';
  return { clock, offset };
}

/** The moment a Dexcom time names: with its offset when it has one, else as UTC (receivers). */
export function dexcomInstant(text: string): Date | null {
  const t = clockOf(text);
  const ms = t ? Date.parse(`${t.clock}${t.offset}`) : NaN;
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** The device's own clock, as shown to the patient: the time without its offset. */
export const localClock = (text: string): string | null => clockOf(text)?.clock ?? null;

const known = <T extends readonly string[]>(values: T) =>
  z
    .string()
    .nullish()
    .transform((v) => ((values as readonly string[]).includes(v ?? '') ? (v as T[number]) : null));

export const DexcomEgvRecord = z.object({
  recordId: z.string().min(1),
  systemTime: z.string(),
  displayTime: z.string(),
  value: z.number().finite().nullable(),
  status: known(DEXCOM_STATUSES),
  trend: known(DEXCOM_TRENDS),
  trendRate: z
    .number()
    .finite()
    .nullish()
    .transform((v) => v ?? null),
  unit: z.enum(['mg/dL', 'mmol/L']).nullish(),
  rateUnit: z.string().nullish(),
  displayDevice: z.string().nullish(),
  transmitterGeneration: z.string().nullish(),
});

export const DexcomEgvsAnswer = z.object({
  userId: z.string().nullish(),
  records: z.array(z.unknown()),
});

/** A reading as the portal stores it: values in mg/dL, times read. */
export interface Egv {
  recordId: string;
  systemTime: Date;
  /** The device's clock without an offset (the AGP's time of day). */
  displayTime: string;
  value: number | null;
  status: string | null;
  trend: string | null;
  trendRate: number | null;
}

export interface ParsedEgvs {
  /** Dexcom's id of the account the readings came from, when it says. */
  userId: string | null;
  records: Egv[];
  /** Records that could not be read (bad time or value, missing id): skipped, with the field why. */
  skipped: { index: number; why: string }[];
}

function toEgv(raw: unknown): Egv | string {
  const r = DexcomEgvRecord.safeParse(raw);
  if (!r.success) return r.error.issues.map((i) => i.path.join('.') || 'record').join(', ');
  const rec = r.data;
  const systemTime = dexcomInstant(rec.systemTime);
  const displayTime = localClock(rec.displayTime);
  if (!systemTime) return 'systemTime';
  if (!displayTime) return 'displayTime';
  const mmol = rec.unit === 'mmol/L';
  const value = rec.value === null ? null : Math.round(mmol ? rec.value * MMOL_TO_MGDL : rec.value);
  // A reading outside any glucose a sensor reports is a bad record, not a statistic.
  if (value !== null && (value < 1 || value > 1000)) return 'value';
  const rate = rec.trendRate === null ? null : mmol ? rec.trendRate * MMOL_TO_MGDL : rec.trendRate;
  return {
    recordId: rec.recordId,
    systemTime,
    displayTime,
    value,
    status: rec.status,
    trend: rec.trend,
    trendRate: rate === null ? null : Math.round(rate * 10) / 10,
  };
}

/**
 * Reads an egvs answer: every readable record, and which were skipped and why (field names, never
 * values). An answer without a list of records is the provider failing (502), as a 5xx would be.
 */
export function parseEgvs(body: unknown): ParsedEgvs {
  const answer = DexcomEgvsAnswer.safeParse(body);
  if (!answer.success) throw new HttpError(502, 'glucose.providerAnswer');
  const records: Egv[] = [];
  const skipped: ParsedEgvs['skipped'] = [];
  answer.data.records.forEach((raw, index) => {
    const egv = toEgv(raw);
    if (typeof egv === 'string') skipped.push({ index, why: egv });
    else records.push(egv);
  });
  return { userId: answer.data.userId ?? null, records, skipped };
}
