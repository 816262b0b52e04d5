import { eq, sql } from 'drizzle-orm';
import {
  NO_DATA_HOURS_DEFAULT,
  ONE_CLICK_PATH,
  STOP_REMINDERS_PATH,
  type ClinicGlucoseRecency,
  type Locale,
} from '../contracts';
import type { Db } from '../db';
import { clinicGlucoseRecency } from '../db/schema-recency';
import { glucoseGapMail } from '../mail/glucose-gap-template';
import type { Outbox } from '../mail/outbox';

// Broken CGM links noticed (issue 42 point 3). A clinic sets how many hours a connected link may send
// nothing (clinic_glucose_recency; default NO_DATA_HOURS_DEFAULT). Past them — or at once when the
// link was revoked or its tokens expired — the list says so (people/patient-list-recency.ts) and the
// `glucose.gaps` job e-mails the patient once per gap: the key is (patient, gap start = newest reading,
// else when the link was made), claimed in the transaction that writes the e-mail to the outbox, so no
// run or process sends it twice; a new reading starts another gap. Not sent to a patient who stopped
// reminders, left the clinic or whose account is inactive.

/** The clinic's setting (the default when it set none). */
export async function clinicRecency(db: Db, clinicId: string): Promise<ClinicGlucoseRecency> {
  const [row] = await db
    .select({ noDataHours: clinicGlucoseRecency.noDataHours })
    .from(clinicGlucoseRecency)
    .where(eq(clinicGlucoseRecency.clinicId, clinicId));
  return { noDataHours: row?.noDataHours ?? NO_DATA_HOURS_DEFAULT };
}

/** Saves it; the clinic's kept list pages are stale at once (their reasons depend on it). */
export async function saveClinicRecency(db: Db, clinicId: string, s: ClinicGlucoseRecency) {
  await db.transaction(async (tx) => {
    await tx
      .insert(clinicGlucoseRecency)
      .values({ clinicId, noDataHours: s.noDataHours })
      .onConflictDoUpdate({
        target: clinicGlucoseRecency.clinicId,
        set: { noDataHours: s.noDataHours, updatedAt: sql`now()` },
      });
    await tx.execute(sql`SELECT dcp_list_bump_clinic(${clinicId}::uuid)`);
  });
}

/**
 * What the job needs: the reminders' outbox, opt-out tokens and origins (the job passes the reminders'
 * deps, reminders/send.ts) and the run's time.
 */
export interface GapMailDeps {
  db: Db;
  outbox: Outbox;
  tokens: { sign(accountId: string): string };
  portalOrigin: string;
  apiOrigin: string;
  now: Date;
}

interface Gap {
  account_id: string;
  email: string;
  first_name: string;
  locale: Locale;
  clinic_name: string;
  gap_start: Date | string;
  /** The key as PostgreSQL wrote it (a JavaScript Date would drop its microseconds). */
  gap_key: string;
  broken: boolean;
}

/** A run reads at most this many gaps; the next run takes the rest. */
const BATCH = 500;

/** Connected links silent past their clinic's hours, or to be reconnected, whose gap was not mailed. */
async function openGaps(db: Db, now: Date): Promise<Gap[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    SELECT g.*, g.gap_start::text AS gap_key FROM (
      SELECT l.account_id, a.email, a.first_name, a.locale, c.name AS clinic_name,
        l.needs_reconnect AS broken, COALESCE(cr.no_data_hours, ${NO_DATA_HOURS_DEFAULT}) AS hours,
        COALESCE((SELECT max(r.system_time) FROM glucose_readings r WHERE r.account_id = l.account_id),
          l.consent_at) AS gap_start
      FROM dexcom_links l
      JOIN accounts a ON a.id = l.account_id
      JOIN clinics c ON c.id = a.clinic_id
      LEFT JOIN clinic_glucose_recency cr ON cr.clinic_id = a.clinic_id
      WHERE l.state = 'connected' AND a.role = 'patient' AND a.status <> 'INACTIVE'
        AND a.left_at IS NULL AND a.email NOT LIKE '%.invalid'
        AND NOT EXISTS (SELECT 1 FROM reminder_opt_outs o WHERE o.account_id = a.id)
    ) g
    WHERE g.gap_start IS NOT NULL
      AND (g.broken OR g.gap_start < ${at}::timestamptz - make_interval(hours => g.hours))
      AND NOT EXISTS (SELECT 1 FROM glucose_gap_mails m WHERE m.account_id = g.account_id AND m.gap_start = g.gap_start)
    ORDER BY g.gap_start, g.account_id
    LIMIT ${BATCH}`);
  return (result as unknown as { rows: Gap[] }).rows;
}

/** One gap's e-mail: claimed and written to the outbox in one transaction, then a first attempt. */
async function mailGap(deps: GapMailDeps, g: Gap): Promise<boolean> {
  const { db, outbox } = deps;
  const id = await db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      INSERT INTO glucose_gap_mails (account_id, gap_start, sent_at)
      VALUES (${g.account_id}, ${g.gap_key}::timestamptz, ${deps.now.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING RETURNING account_id`);
    if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return null;
    const token = deps.tokens.sign(g.account_id);
    const message = glucoseGapMail(g.locale, {
      firstName: g.first_name,
      clinicName: g.clinic_name,
      since: g.broken ? null : new Date(g.gap_start),
      reconnectLink: `${deps.portalOrigin}/dexcom/auth`,
      optOutLink: `${deps.portalOrigin}${STOP_REMINDERS_PATH}/${token}`,
      oneClickLink: `${deps.apiOrigin}${ONE_CLICK_PATH.replace(':token', token)}`,
    });
    const mail = await outbox.add(tx, 'glucose-gap', g.email, message);
    await tx.execute(sql`
      UPDATE glucose_gap_mails SET outbox_id = ${mail}
      WHERE account_id = ${g.account_id} AND gap_start = ${g.gap_key}::timestamptz`);
    return mail;
  });
  if (!id) return false;
  // A failed first attempt stays in the outbox, which the queue retries.
  await outbox.dispatch(id);
  return true;
}

/** The `glucose.gaps` job: mails every open gap not mailed yet; answers how many. */
export async function sendGapMails(deps: GapMailDeps): Promise<number> {
  let sent = 0;
  for (const g of await openGaps(deps.db, deps.now)) if (await mailGap(deps, g)) sent += 1;
  return sent;
}
