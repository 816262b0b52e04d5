import { sql } from 'drizzle-orm';
import {
  toPage,
  type DueReminders,
  type Locale,
  type ReminderDelivery,
  type ReminderListQuery,
  type SentReminders,
} from '../contracts';
import type { Db } from '../db';
import { findSurvey } from '../leaves/survey-catalogue';
import { pick } from '../leaves/survey-catalogue/types';
import { owedReminders } from './owed';

// What a clinic's admin checks (issue 36 point 15): the reminders the job wrote, with what became of
// each e-mail, and the next ones it will write. Patients are named, never their addresses; the route
// scopes `clinicId` to the caller.

interface Of {
  patient_id: string;
  first_name: string;
  last_name: string;
  survey_id: string;
  number: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (v: Date | string) => new Date(v).toISOString();

/** The patient and questionnaire of a row, the questionnaire's name in `locale`. */
function ofRow(r: Of, locale: Locale) {
  const survey = findSurvey(r.survey_id);
  return {
    patientId: r.patient_id,
    patientName: `${r.first_name} ${r.last_name}`.trim(),
    surveyId: r.survey_id,
    surveyName: survey ? pick(survey.name, locale) : r.survey_id,
    number: Number(r.number),
  };
}

async function countOf(db: Db, from: ReturnType<typeof sql>) {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM (${from}) q`));
  return Number(row?.n ?? 0);
}

/** The clinic's reminders, newest first, with their e-mail's fate. */
export async function sentReminders(
  db: Db,
  clinicId: string,
  { page, size }: ReminderListQuery,
  locale: Locale,
): Promise<SentReminders> {
  const from = sql`
    SELECT r.instance_id, r.number, r.kind, r.sent_at, r.outbox_id, i.survey_id, a.id AS patient_id,
      a.first_name, a.last_name
    FROM survey_reminders r
    JOIN accounts a ON a.id = r.patient_account_id
    JOIN survey_instances i ON i.id = r.instance_id
    WHERE a.clinic_id = ${clinicId}`;
  const rows = rowsOf<Of & { kind: 'start' | 'continue'; sent_at: Date; delivery: ReminderDelivery | null }>(
    await db.execute(sql`
      SELECT q.*, CASE WHEN q.outbox_id IS NULL THEN NULL WHEN m.sent_at IS NOT NULL THEN 'sent'
        WHEN m.failed_at IS NOT NULL THEN 'failed' ELSE 'waiting' END AS delivery
      FROM (${from}) q LEFT JOIN mail_outbox m ON m.id = q.outbox_id
      ORDER BY q.sent_at DESC, q.instance_id, q.number DESC
      LIMIT ${size} OFFSET ${page * size}`),
  );
  const content = rows.map((r) => ({
    ...ofRow(r, locale),
    at: iso(r.sent_at),
    kind: r.kind,
    delivery: r.delivery,
  }));
  return toPage(content, page, size, await countOf(db, from), true);
}

/** The reminder each of the clinic's open questionnaires is owed next, soonest first. */
export async function dueReminders(
  db: Db,
  clinicId: string,
  { page, size }: ReminderListQuery,
  locale: Locale,
  now = new Date(),
): Promise<DueReminders> {
  const owed = owedReminders(now, sql`a.clinic_id = ${clinicId}`);
  const rows = rowsOf<Of & { due_at: Date; instance_id: string }>(
    await db.execute(sql`
      SELECT o.*, a.first_name, a.last_name
      FROM (${owed}) o JOIN accounts a ON a.id = o.patient_id
      ORDER BY o.due_at, o.instance_id
      LIMIT ${size} OFFSET ${page * size}`),
  );
  const content = rows.map((r) => ({ ...ofRow(r, locale), dueAt: iso(r.due_at) }));
  return toPage(content, page, size, await countOf(db, owed), true);
}
