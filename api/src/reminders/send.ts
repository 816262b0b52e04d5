import { sql } from 'drizzle-orm';
import { questionnaireLink } from '../auth/continue-link';
import { ONE_CLICK_PATH, STOP_REMINDERS_PATH, type Locale } from '../contracts';
import type { Db, Tx } from '../db';
import type { Outbox } from '../mail/outbox';
import { questionnaireReminder } from '../mail/reminder-templates';
import { findSurvey } from '../leaves/survey-catalogue';
import { pick } from '../leaves/survey-catalogue/types';
import { OPEN, owedReminders } from './owed';
import type { ReminderTokens } from './token';

// The reminders of unanswered questionnaires (issue 25 point 1). The `survey.reminders` job runs this
// every hour (remindersCron, through the queue: one run at a time across processes); each run mails
// what fell due since the last. A questionnaire assigned `firstDays` ago and still open (CREATED: a
// "start" reminder; IN_PROGRESS: "continue where you left off") gets reminder 1, `secondDays` ago
// reminder 2; a run that finds both due (the queue was down for days) sends only the later one.
// Nothing is due once it is submitted (any later status), withdrawn (the row is gone), the patient
// stopped reminders, or the account was deactivated.

/**
 * The job's cron slot for REMINDERS_EVERY_MINUTES: every hour at :17 by default (away from the top of
 * the hour, when the other schedules run), every n minutes below an hour (the e2e stack: 1), null
 * when 0 (off: API test stacks, whose demo patients' week-old questionnaires would be reminded
 * mid-test).
 */
export function remindersCron(minutes: number): string | null {
  if (minutes <= 0) return null;
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? '17 * * * *' : `17 */${hours} * * *`;
}
/** Reminders read at once; a run reads batches until one is not full, at most MAX_BATCHES. */
const BATCH = 500;
/** 10,000 reminders a run at most (about 10 s measured on PostgreSQL); the next run takes the rest. */
const MAX_BATCHES = 20;

export interface ReminderDeps {
  db: Db;
  outbox: Outbox;
  tokens: ReminderTokens;
  portalOrigin: string;
  /** Where mail clients reach this API (PUBLIC_URL): the one-click unsubscribe's origin. */
  apiOrigin: string;
  /** The run's clock: what "N days after the assignment" is measured against. */
  now: Date;
}

interface Due {
  id: string;
  survey_id: string;
  number: number;
  patient_id: string;
  email: string;
  first_name: string;
  locale: Locale;
  restricted: boolean;
  clinic_name: string;
}

/** Open questionnaires whose latest due reminder was not sent yet, with what the e-mail needs. */
async function dueReminders(db: Db, now: Date): Promise<Due[]> {
  const result = await db.execute(sql`
    SELECT o.instance_id AS id, o.survey_id, o.number, a.id AS patient_id, a.email, a.first_name,
      a.locale, (a.is_restricted_user OR a.link_only) AS restricted, c.name AS clinic_name
    FROM (${owedReminders(now)}) o
    JOIN accounts a ON a.id = o.patient_id
    JOIN clinics c ON c.id = o.clinic_id
    WHERE o.due_at <= ${now.toISOString()}::timestamptz
    ORDER BY o.created_at, o.instance_id
    LIMIT ${BATCH}`);
  return (result as unknown as { rows: Due[] }).rows;
}

/**
 * Claims reminder `number` of the questionnaire: inserts its row only while the questionnaire is
 * still open and the patient has not opted out. The primary key (instance, number) makes a second
 * claim, in this run or any other process's, insert nothing. Answers the kind, or null.
 */
async function claim(tx: Tx, d: Due, now: Date): Promise<'start' | 'continue' | null> {
  const result = await tx.execute(sql`
    INSERT INTO survey_reminders (instance_id, number, patient_account_id, kind, sent_at)
    SELECT i.id, ${d.number}, i.respondent_account_id,
      CASE WHEN i.status = 'CREATED' THEN 'start' ELSE 'continue' END, ${now.toISOString()}::timestamptz
    FROM survey_instances i
    WHERE i.id = ${d.id} AND i.status IN ${OPEN}
      AND NOT EXISTS (SELECT 1 FROM reminder_opt_outs o WHERE o.account_id = i.respondent_account_id)
      AND NOT EXISTS (SELECT 1 FROM survey_reminders r WHERE r.instance_id = i.id AND r.number > ${d.number})
    ON CONFLICT DO NOTHING
    RETURNING kind`);
  const [row] = (result as unknown as { rows: { kind: 'start' | 'continue' }[] }).rows;
  return row?.kind ?? null;
}

/** One reminder: claimed, written to the outbox in that transaction, then a first attempt to send. */
async function remind(deps: ReminderDeps, d: Due): Promise<boolean> {
  const { db, outbox, now } = deps;
  const survey = findSurvey(d.survey_id)!;
  const mail = await db.transaction(async (tx) => {
    const kind = await claim(tx, d, now);
    if (!kind) return null;
    const link = await questionnaireLink(
      tx,
      deps.portalOrigin,
      { id: d.patient_id, restricted: d.restricted },
      d.id,
      `/survey/${d.id}`,
    );
    const token = deps.tokens.sign(d.patient_id);
    const message = questionnaireReminder(d.locale, {
      firstName: d.first_name,
      surveyName: pick(survey.name, d.locale),
      clinicName: d.clinic_name,
      kind,
      ...link,
      optOutLink: `${deps.portalOrigin}${STOP_REMINDERS_PATH}/${token}`,
      oneClickLink: `${deps.apiOrigin}${ONE_CLICK_PATH.replace(':token', token)}`,
    });
    const id = await outbox.add(tx, 'reminder', d.email, message);
    // The admin's list reads what became of it from the outbox row.
    await tx.execute(
      sql`UPDATE survey_reminders SET outbox_id = ${id} WHERE instance_id = ${d.id} AND number = ${d.number}`,
    );
    return id;
  });
  if (!mail) return false;
  // A failed first attempt stays in the outbox, which the queue retries.
  await outbox.dispatch(mail);
  return true;
}

/**
 * Sends what is due at `now`; answers how many reminders this run wrote to the outbox. A reminder
 * claimed or closed meanwhile is no longer due, so each batch reads new rows and the loop ends.
 */
export async function sendReminders(deps: ReminderDeps): Promise<number> {
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await dueReminders(deps.db, deps.now);
    for (const d of due) if (await remind(deps, d)) sent += 1;
    if (due.length < BATCH) break;
  }
  return sent;
}
