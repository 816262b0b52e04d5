import { eq, sql } from 'drizzle-orm';
import { REVIEW_LIST_PATH, type Locale } from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { reviewDigests } from '../db/schema-digests';
import { reviewDigest } from '../mail/doctor-templates';
import type { Outbox } from '../mail/outbox';
import { refreshClinicRows } from '../people';
import { REGULAR_SURVEY_IDS } from '../leaves/survey-catalogue';

// The review digest (issue 28 point 1): once a day, each doctor whose patients sent a questionnaire
// since the previous digest gets one e-mail saying how many await review, in the doctor's language,
// unless they turned it off (accounts.review_digest). A patient with an unresolved PHQ-9 item 9
// (issue 36 point 2, the list's stored rule) is said first, under an urgent subject, and brings the
// digest every day until a clinician resolves it, new submissions or not. The job queue runs it
// (design D§14: no timers in API processes); this module is what the job calls.

/** When the job runs: 07:00 UTC, before a clinic's day in Europe (a run later in the day is a no-op). */
export const REVIEW_DIGEST_CRON = '0 7 * * *';

/** A doctor turns their own digest on or off (PUT doctor/notifications). */
export async function setReviewDigest(db: Db, doctorId: string, on: boolean): Promise<void> {
  await db.update(accounts).set({ reviewDigest: on }).where(eq(accounts.id, doctorId));
}

export interface ReviewDigestDeps {
  db: Db;
  outbox: Outbox;
  /** The portal's origin, for the link to the list. */
  portalOrigin: string;
  /** The run's clock: the day the digest belongs to and what "new" means. */
  now?: Date;
}

export interface ReviewDigestResult {
  /** Doctors mailed by this run. */
  sent: number;
  /** Doctors with something new who had their digest of the day already. */
  skipped: number;
}

interface Due {
  id: string;
  email: string;
  first_name: string;
  locale: Locale;
  awaiting: number;
  fresh: number;
  urgent: number;
}

const regularIds = sql.join(
  REGULAR_SURVEY_IDS.map((id) => sql`${id}`),
  sql`, `,
);

/**
 * Doctors due a digest on `day`: active, with it on, whose own patients (patient_doctors, same
 * clinic) have questionnaires awaiting review, at least one submitted after their previous digest or
 * a patient's item 9 unresolved (its PHQ-9 awaits review until resolved, so it is among them).
 */
async function dueDoctors(db: Db, day: string, now: Date): Promise<Due[]> {
  // The urgent figure is the list's stored one: bring every dirty row up to date first.
  await refreshClinicRows(db, null);
  const result = await db.execute(sql`
    SELECT d.id, d.email, d.first_name, d.locale, count(*)::int AS awaiting,
      (count(*) FILTER (WHERE i.submitted_at > COALESCE(prev.sent_at, '-infinity')))::int AS fresh,
      (count(DISTINCT p.id) FILTER (WHERE r.urgent_item9 IS NOT NULL))::int AS urgent
    FROM accounts d
    JOIN patient_doctors pd ON pd.doctor_account_id = d.id
    JOIN accounts p ON p.id = pd.patient_account_id AND p.role = 'patient' AND p.clinic_id = d.clinic_id
    JOIN survey_instances i ON i.respondent_account_id = p.id AND i.survey_id IN (${regularIds})
      AND i.status IN ('RECOMMENDATIONS', 'REVIEW') AND i.submitted_at <= ${now.toISOString()}::timestamptz
    LEFT JOIN patient_list_rows r ON r.patient_account_id = p.id
    LEFT JOIN LATERAL (
      SELECT max(r.sent_at) AS sent_at FROM review_digests r WHERE r.doctor_account_id = d.id AND r.day < ${day}::date
    ) prev ON true
    WHERE d.role = 'doctor' AND d.review_digest AND d.status = 'ACTIVE'
    GROUP BY d.id, d.email, d.first_name, d.locale, prev.sent_at
    HAVING count(*) FILTER (WHERE i.submitted_at > COALESCE(prev.sent_at, '-infinity')) > 0
      OR count(*) FILTER (WHERE r.urgent_item9 IS NOT NULL) > 0
    ORDER BY d.id`);
  return (result as unknown as { rows: Due[] }).rows;
}

/**
 * Sends the day's review digests: idempotent per doctor per (UTC) day, so the job may run it as often
 * as it likes, in several processes at once. Each doctor's row in review_digests is claimed in the
 * same transaction that writes the e-mail to the outbox, so a doctor gets one digest a day: the
 * outbox sends it and retries a failure (never lost, never twice).
 */
export async function sendReviewDigests(deps: ReviewDigestDeps): Promise<ReviewDigestResult> {
  const { db, outbox } = deps;
  const now = deps.now ?? new Date();
  const day = now.toISOString().slice(0, 10);
  const result: ReviewDigestResult = { sent: 0, skipped: 0 };
  for (const d of await dueDoctors(db, day, now)) {
    const mail = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(reviewDigests)
        .values({ doctorAccountId: d.id, day, sentAt: now, awaiting: d.awaiting })
        .onConflictDoNothing()
        .returning({ day: reviewDigests.day });
      if (claimed.length === 0) return null;
      const message = reviewDigest(d.locale, {
        firstName: d.first_name,
        awaiting: d.awaiting,
        fresh: d.fresh,
        urgent: d.urgent,
        link: `${deps.portalOrigin}${REVIEW_LIST_PATH}`,
      });
      return outbox.add(tx, 'review-digest', d.email, message);
    });
    if (!mail) {
      result.skipped += 1;
      continue;
    }
    // A failed first attempt stays in the outbox, which the queue retries.
    await outbox.dispatch(mail);
    result.sent += 1;
  }
  return result;
}
