import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_LIST_PATH, type Locale } from '../contracts';
import type { Db } from '../db';
import { reviewDigests } from '../db/schema-digests';
import type { Mailer } from '../mail';
import { reviewDigest } from '../mail/doctor-templates';
import { REGULAR_SURVEY_IDS } from './content';

// The review digest (issue 28 point 1): once a day, each doctor whose patients sent a questionnaire
// since the previous digest gets one e-mail saying how many await review, in the doctor's language,
// unless they turned it off (accounts.review_digest). The job queue runs it (ARCHITECTURE §14: no
// timers in API processes); this module is what the job calls.

export interface ReviewDigestDeps {
  db: Db;
  mailer: Mailer;
  /** The portal's origin, for the link to the list. */
  portalOrigin: string;
  /** The run's clock: the day the digest belongs to and what "new" means. */
  now?: Date;
  log?: { warn: (obj: object, msg: string) => void };
}

export interface ReviewDigestResult {
  /** Doctors mailed by this run. */
  sent: number;
  /** Doctors with something new who had their digest of the day already. */
  skipped: number;
  /** Doctors whose e-mail failed: their claim is released, so a retry of the run mails them. */
  failed: number;
}

export class ReviewDigestError extends Error {
  constructor(readonly result: ReviewDigestResult) {
    super(`review digest: ${result.failed} e-mail(s) failed`);
  }
}

interface Due {
  id: string;
  email: string;
  first_name: string;
  locale: Locale;
  awaiting: number;
  fresh: number;
}

const regularIds = sql.join(
  REGULAR_SURVEY_IDS.map((id) => sql`${id}`),
  sql`, `,
);

/**
 * Doctors due a digest on `day`: active, with it on, whose own patients (patient_doctors, same
 * clinic) have questionnaires awaiting review, at least one submitted after their previous digest.
 */
async function dueDoctors(db: Db, day: string, now: Date): Promise<Due[]> {
  const result = await db.execute(sql`
    SELECT d.id, d.email, d.first_name, d.locale, count(*)::int AS awaiting,
      (count(*) FILTER (WHERE i.submitted_at > COALESCE(prev.sent_at, '-infinity')))::int AS fresh
    FROM accounts d
    JOIN patient_doctors pd ON pd.doctor_account_id = d.id
    JOIN accounts p ON p.id = pd.patient_account_id AND p.role = 'patient' AND p.clinic_id = d.clinic_id
    JOIN survey_instances i ON i.respondent_account_id = p.id AND i.survey_id IN (${regularIds})
      AND i.status IN ('RECOMMENDATIONS', 'REVIEW') AND i.submitted_at <= ${now.toISOString()}::timestamptz
    LEFT JOIN LATERAL (
      SELECT max(r.sent_at) AS sent_at FROM review_digests r WHERE r.doctor_account_id = d.id AND r.day < ${day}::date
    ) prev ON true
    WHERE d.role = 'doctor' AND d.review_digest AND d.status = 'ACTIVE'
    GROUP BY d.id, d.email, d.first_name, d.locale, prev.sent_at
    HAVING count(*) FILTER (WHERE i.submitted_at > COALESCE(prev.sent_at, '-infinity')) > 0
    ORDER BY d.id`);
  return (result as unknown as { rows: Due[] }).rows;
}

/**
 * Sends the day's review digests: idempotent per doctor per (UTC) day, so the job may run it as often
 * as it likes, in several processes at once. Each doctor's row in review_digests is claimed before
 * the e-mail goes (never two e-mails); a failed e-mail releases the claim and, after every doctor was
 * tried, the run throws ReviewDigestError so the queue retries it (those already mailed are skipped).
 */
export async function sendReviewDigests(deps: ReviewDigestDeps): Promise<ReviewDigestResult> {
  const { db, mailer } = deps;
  const now = deps.now ?? new Date();
  const day = now.toISOString().slice(0, 10);
  const result: ReviewDigestResult = { sent: 0, skipped: 0, failed: 0 };
  for (const d of await dueDoctors(db, day, now)) {
    const claimed = await db
      .insert(reviewDigests)
      .values({ doctorAccountId: d.id, day, sentAt: now, awaiting: d.awaiting })
      .onConflictDoNothing()
      .returning({ day: reviewDigests.day });
    if (claimed.length === 0) {
      result.skipped += 1;
      continue;
    }
    const message = reviewDigest(d.locale, {
      firstName: d.first_name,
      awaiting: d.awaiting,
      fresh: d.fresh,
      link: `${deps.portalOrigin}${REVIEW_LIST_PATH}`,
    });
    try {
      await mailer.send(d.email, message);
      result.sent += 1;
    } catch (e) {
      await db
        .delete(reviewDigests)
        .where(and(eq(reviewDigests.doctorAccountId, d.id), eq(reviewDigests.day, day)));
      // The error type only: the message could hold the address.
      deps.log?.warn({ mail: 'review-digest', type: (e as Error).name }, 'review digest e-mail failed');
      result.failed += 1;
    }
  }
  if (result.failed > 0) throw new ReviewDigestError(result);
  return result;
}
