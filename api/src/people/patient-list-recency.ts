import { sql } from 'drizzle-orm';
import { NO_DATA_HOURS_DEFAULT, type PatientFlag } from '../contracts';

// Broken CGM links in the patient list (issue 42 point 3). The row stores when a connected link's
// newest reading came (else when the link was made) and whether it must be reconnected; the reason
// is said at read, as OVERDUE is, since it appears and grows with the clock: "No glucose data for
// N days" past the clinic's hours (clinic_glucose_recency, default NO_DATA_HOURS_DEFAULT), "Reconnect
// needed" for a revoked or expired link. Rules in docs/patient-list.md.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Joined in the row's lookups (`a` is the patient's account): `rec_since`, `rec_broken`. */
export const recencyJoin = sql`
    LEFT JOIN LATERAL (
      SELECT COALESCE(
          (SELECT max(gr.system_time) FROM glucose_readings gr WHERE gr.account_id = rl.account_id),
          rl.consent_at) AS rec_since,
        rl.needs_reconnect AS rec_broken
      FROM dexcom_links rl WHERE rl.account_id = a.id AND rl.state = 'connected'
    ) rec ON true`;
export const recencyColumns = sql`rec.rec_since, COALESCE(rec.rec_broken, false) AS rec_broken`;

export interface RecencyColumns {
  rec_since: Date | string | null;
  rec_broken: boolean;
}

/** The clinic's hours, in the list's base relation (`r` is the stored row). */
export const noDataHoursJoin = sql`
    LEFT JOIN clinic_glucose_recency cgr ON cgr.clinic_id = r.clinic_id`;
export const noDataHoursColumn = sql`COALESCE(cgr.no_data_hours, ${sql.raw(String(NO_DATA_HOURS_DEFAULT))}) AS no_data_hours`;

/** The filter "No recent glucose data only", over the base relation (`p`). */
export const noDataFilter = sql`(p.reconnect_needed OR p.glucose_since < now() - make_interval(hours => p.no_data_hours))`;

/** The reason a link's recency gives at `now`, or none. */
export function recencyReason(
  since: Date | string | null,
  broken: boolean,
  hours: number,
  now: number,
): PatientFlag | null {
  if (broken) return { code: 'RECONNECT_NEEDED' };
  if (since === null) return null;
  const silent = now - new Date(since).getTime();
  if (silent <= hours * HOUR_MS) return null;
  return { code: 'NO_GLUCOSE_DATA', value: Math.floor(silent / DAY_MS) };
}

/** When the reason next changes with the clock alone: it appears, or its day count steps. */
export function recencyTick(since: Date | string | null, broken: boolean, hours: number, now: number) {
  if (since === null || broken) return Infinity;
  const start = new Date(since).getTime();
  const appears = start + hours * HOUR_MS + 1;
  if (now < appears) return appears;
  return start + (Math.floor((now - start) / DAY_MS) + 1) * DAY_MS;
}
