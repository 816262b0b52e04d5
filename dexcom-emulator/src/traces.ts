import { createHash } from 'node:crypto';
import { hashSeed, mulberry32 } from './prng';
import type { SandboxUser } from './users';

export const SLOT_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
/** The trace reaches this far back from now (the product needs at least 90 days). */
export const HISTORY_DAYS = 120;
const SENSOR_MIN = 40;
const SENSOR_MAX = 400;

export interface Egv {
  recordId: string;
  systemTime: string;
  displayTime: string;
  transmitterId: string;
  transmitterTicks: number;
  value: number | null;
  status: 'low' | 'high' | 'ok' | 'unknown' | null;
  trend: string | null;
  trendRate: number | null;
  unit: 'mg/dL';
  rateUnit: 'mg/dL/min';
  displayDevice: SandboxUser['device'];
  transmitterGeneration: 'g7';
}

/** Dexcom's ISO 8601 without an offset: 2026-11-20T08:05:00. */
export const isoNoOffset = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** `+02:00`, `-03:00`, `+00:00`: the offset an app's times carry. */
const offsetText = (hours: number) =>
  `${hours < 0 ? '-' : '+'}${String(Math.floor(Math.abs(hours))).padStart(2, '0')}:${String(
    Math.round((Math.abs(hours) % 1) * 60),
  ).padStart(2, '0')}`;

/** A user's times as their device sends them: with an offset from an app, without from a receiver. */
export function timesOf(user: SandboxUser, ms: number) {
  const app = user.device !== 'receiver';
  return {
    systemTime: isoNoOffset(ms) + (app ? '+00:00' : ''),
    displayTime: isoNoOffset(ms + user.tzHours * 3_600_000) + (app ? offsetText(user.tzHours) : ''),
  };
}

/** The moment a Dexcom time names: its offset when it has one, else UTC. */
export const instantOf = (text: string) => Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`);

const bump = (x: number, centre: number, width: number) =>
  Math.exp(-((x - centre) ** 2) / (2 * width * width));
/** A meal's rise: peaks an hour after the meal, gone after about four. */
const mealCurve = (x: number) => (x < 0 ? 0 : (x / 60) * Math.exp(1 - x / 60));

interface Raw {
  ms: number;
  value: number;
}

/** One local day of raw values (every 5 minutes), before gaps and the sensor range are applied. */
function dayValues(user: SandboxUser, day: number): (Raw | null)[] {
  const rnd = mulberry32(hashSeed(user.seed, day));
  const worn = rnd() < user.wear;
  const meals = [
    { at: 7.5 * 60 + (rnd() - 0.5) * 60, size: 0.6 + rnd() * 0.8 },
    { at: 12.75 * 60 + (rnd() - 0.5) * 75, size: 0.6 + rnd() * 0.8 },
    { at: 19.25 * 60 + (rnd() - 0.5) * 90, size: 0.7 + rnd() * 0.9 },
  ];
  const hypo = rnd() < user.nightHypo ? { at: 120 + rnd() * 150, to: 42 + rnd() * 20 } : null;
  const dayOffset = (rnd() - 0.5) * 2 * user.wander;
  const dawn = 15 + rnd() * 25;
  const gap = rnd() < 0.3 ? { from: rnd() * 1380, length: 15 + rnd() * 75 } : null;
  const sessionStart = day % user.sessionDays === 0 ? 360 + rnd() * 840 : null;
  const startOfDay = day * DAY_MS - user.tzHours * 3_600_000;
  const out: (Raw | null)[] = [];
  for (let slot = 0; slot < 288; slot++) {
    const m = slot * 5;
    const ms = startOfDay + slot * SLOT_MS;
    const absMin = ms / 60_000;
    if (!worn) out.push(null);
    else if (gap && m >= gap.from && m < gap.from + gap.length) out.push(null);
    // Sensor change: the old one stops, the new one warms up for an hour before its first reading.
    else if (sessionStart !== null && m >= sessionStart && m < sessionStart + 60) out.push(null);
    else {
      let g = user.base + dayOffset * Math.sin((Math.PI * m) / 1440) + dawn * bump(m, 400, 80);
      for (const meal of meals) {
        g += user.meal * meal.size * mealCurve(m - meal.at);
        g -= user.meal * meal.size * user.undershoot * bump(m - meal.at, 210, 35);
      }
      if (hypo) g -= (user.base - hypo.to) * bump(m, hypo.at, 35);
      g += user.wander * 0.5 * Math.sin((2 * Math.PI * absMin) / 173 + user.seed);
      g += user.wander * 0.3 * Math.sin((2 * Math.PI * absMin) / 61 + user.seed * 2);
      g += (rnd() - 0.5) * 4;
      out.push({ ms, value: Math.round(g) });
    }
  }
  return out;
}

function trendOf(rate: number): string {
  if (rate > 3) return 'doubleUp';
  if (rate > 2) return 'singleUp';
  if (rate > 1) return 'fortyFiveUp';
  if (rate >= -1) return 'flat';
  if (rate >= -2) return 'fortyFiveDown';
  if (rate >= -3) return 'singleDown';
  return 'doubleDown';
}

function recordId(user: SandboxUser, ms: number): string {
  const h = createHash('sha1').update(`${user.id}:${ms}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const transmitters = new Map<string, string>();
function transmitterOf(user: SandboxUser, session: number): string {
  const key = `${user.id}:${session}`;
  let id = transmitters.get(key);
  if (!id) {
    id = createHash('md5').update(key).digest('hex').slice(0, 12);
    transmitters.set(key, id);
  }
  return id;
}

function toEgv(user: SandboxUser, day: number, raw: Raw, prev: Raw | null): Egv {
  const low = raw.value < SENSOR_MIN;
  const high = raw.value > SENSOR_MAX;
  const rate = prev ? Math.round(((raw.value - prev.value) / 5) * 10) / 10 : null;
  const session = Math.floor(day / user.sessionDays);
  const egv: Egv = {
    recordId: recordId(user, raw.ms),
    ...timesOf(user, raw.ms),
    transmitterId: transmitterOf(user, session),
    transmitterTicks: Math.round((raw.ms - session * user.sessionDays * DAY_MS) / 1000),
    value: low || high ? null : raw.value,
    status: low ? 'low' : high ? 'high' : null,
    trend: rate === null || low || high ? 'notComputable' : trendOf(rate),
    trendRate: low || high ? null : rate,
    unit: 'mg/dL',
    rateUnit: 'mg/dL/min',
    displayDevice: user.device,
    transmitterGeneration: 'g7',
  };
  return user.edges ? withEdge(egv, Math.floor(raw.ms / SLOT_MS)) : egv;
}

/**
 * The edge user's readings, by slot: the rarer values Dexcom documents (and one it may add), a reading
 * without a value whose status says nothing, and an unreadable record once a day.
 */
function withEdge(egv: Egv, slot: number): Egv {
  if (slot % 288 === 7) return { ...egv, systemTime: 'not a time' };
  switch (slot % 12) {
    case 1:
      return { ...egv, trend: 'rateOutOfRange', trendRate: null };
    case 2:
      return { ...egv, trend: 'unknown' };
    case 3:
      return { ...egv, trend: 'none', trendRate: null };
    case 4:
      return { ...egv, trend: null };
    case 5:
      return { ...egv, value: null, status: 'unknown', trend: 'notComputable', trendRate: null };
    case 6:
      return { ...egv, trend: 'aTrendDexcomMayAddLater' };
    case 7:
      return egv.value === null ? egv : { ...egv, status: 'ok' };
    default:
      return egv;
  }
}

/** The first and last moment of a user's trace as seen at `now` (5-minute aligned). */
export function traceBounds(now: number) {
  const end = Math.floor(now / SLOT_MS) * SLOT_MS;
  return { start: end - HISTORY_DAYS * DAY_MS, end };
}

/** Readings with start ≤ systemTime < end, oldest first; nothing after `now` or before the history. */
export function readingsBetween(user: SandboxUser, start: number, end: number, now: number): Egv[] {
  const bounds = traceBounds(now);
  const from = Math.max(start, bounds.start);
  const to = Math.min(end, bounds.end + 1);
  const out: Egv[] = [];
  if (to <= from) return out;
  const tz = user.tzHours * 3_600_000;
  const firstDay = Math.floor((from + tz) / DAY_MS) - 1;
  const lastDay = Math.floor((to + tz) / DAY_MS);
  let prev: Raw | null = null;
  for (let day = firstDay; day <= lastDay; day++) {
    for (const raw of dayValues(user, day)) {
      if (raw && raw.ms >= from && raw.ms < to) out.push(toEgv(user, day, raw, prev));
      prev = raw;
    }
  }
  return out;
}

/** The newest reading at `now` (for dataRange), or null when the sensor is off. */
export function lastReadingTime(user: SandboxUser, now: number): number | null {
  const recent = readingsBetween(user, now - 3 * DAY_MS, now + 1, now);
  return (
    recent
      .map((r) => instantOf(r.systemTime))
      .filter(Number.isFinite)
      .at(-1) ?? null
  );
}
export function firstReadingTime(user: SandboxUser, now: number): number | null {
  const { start } = traceBounds(now);
  const early = readingsBetween(user, start, start + 5 * DAY_MS, now);
  return early.map((r) => instantOf(r.systemTime)).find(Number.isFinite) ?? null;
}
