import { and, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  FLAG_CATEGORY_PCT,
  PHQ2_THRESHOLD,
  PHQ9_SURVEY_ID,
  type Category,
  type DiabetesType,
  type PatientFlag,
  type SurveyStatus,
} from '../contracts';
import type { Db } from '../db';
import { patientListRows, patientListVersions, type PatientListRow } from '../db/schema-list';
import type { StoredScore } from '../db/schema-surveys';
import { CHECK_IN_SURVEY_IDS, REGULAR_SURVEY_IDS, SURVEYS } from '../leaves/survey-catalogue';
import { glucoseColumns, glucoseJoin, glucoseOf, type GlucoseColumns } from './patient-list-glucose';
import { recencyColumns, recencyJoin, type RecencyColumns } from './patient-list-recency';

// The patient list's stored figures (issue 27 point 4): `computeListRows` derives them from scratch
// (the four lookups per patient the list used to make on every request), `refreshListRows` stores them
// for the rows the triggers of migration 0019 marked dirty — and for rows with glucose once a day, as
// their 14-day window moves. The list reads only rows refreshed first, so it is never stale.

/** The questionnaires that are for one diabetes type (every check-in; not the PHQ-9). */
const TYPED = [...SURVEYS.values()].filter((s) => s.surveyType === 'REGULAR' && s.diabetesType);
/** survey id → the questionnaire's diabetes type, as SQL (the catalogue lives in code, not in a table). */
const surveyType = (col: SQL): SQL => {
  const whens = TYPED.map((s) => sql`WHEN ${s.id} THEN ${s.diabetesType}`);
  return sql`(CASE ${col} ${sql.join(whens, sql` `)} ELSE NULL END)`;
};
const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const regularIds = idList(REGULAR_SURVEY_IDS);
const checkInIds = idList(CHECK_IN_SURVEY_IDS);
const typedIds = idList(TYPED.map((s) => s.id));

/** What one patient's lookups return (the driver's shapes: instants may come as text, numeric as text). */
interface Derived extends GlucoseColumns, RecencyColumns {
  id: string;
  clinic_id: string | null;
  day: string;
  diabetes: DiabetesType | null;
  latest_id: string | null;
  latest_status: SurveyStatus | null;
  latest_created_at: Date | string | null;
  last_completed_at: Date | string | null;
  priority_score: number | string | null;
  main_concern: Category | null;
  phq2: number | null;
  scores: StoredScore[] | string | null;
  review_id: string | null;
  urgent_item9: number | null;
  has_doctor: boolean;
  last_reminder_at: Date | string | null;
}

/**
 * The figures of the given patients, each from its own index probes (survey_instances_respondent_idx
 * in (respondent, created_at desc) order; a plan that stays good with stale statistics, as on PGlite):
 * the latest questionnaire, the latest one for a diabetes type, the latest scored one, the latest
 * submitted PHQ-9, the newest awaiting review, the newest reminder and the 14 days of glucose.
 * The diabetes type is the newest typed questionnaire's (answered or assigned), else the patient's
 * own: a PHQ-9 offered after a Type 1 check-in has no type and must not turn the patient to "None"
 * (issue 36 point 6: link patients have no type of their own, and the Type I filter missed them).
 */
function derivedSql(ids: string[]): SQL {
  return sql`
    SELECT a.id, a.clinic_id, (now() AT TIME ZONE 'UTC')::date::text AS day,
      COALESCE(${surveyType(sql`typed.survey_id`)}, a.diabetes_type) AS diabetes,
      latest.id AS latest_id, latest.status AS latest_status, latest.created_at AS latest_created_at,
      scored.submitted_at AS last_completed_at, scored.priority_score, scored.main_concern, scored.phq2,
      scored.scores, review.id AS review_id,
      CASE WHEN phq9.phq9_item9 > 0 AND phq9.status <> 'COMPLETED' THEN phq9.phq9_item9 END AS urgent_item9,
      EXISTS (SELECT 1 FROM patient_doctors pd WHERE pd.patient_account_id = a.id) AS has_doctor,
      (SELECT r.sent_at FROM survey_reminders r WHERE r.patient_account_id = a.id
        ORDER BY r.sent_at DESC LIMIT 1) AS last_reminder_at,
      ${glucoseColumns}, ${recencyColumns}
    FROM accounts a
    LEFT JOIN LATERAL (
      SELECT i.id, i.survey_id, i.status, i.created_at FROM survey_instances i
      WHERE i.respondent_account_id = a.id AND i.survey_id IN (${regularIds})
      ORDER BY i.created_at DESC LIMIT 1
    ) latest ON true
    LEFT JOIN LATERAL (
      SELECT i.survey_id FROM survey_instances i
      WHERE i.respondent_account_id = a.id AND i.survey_id IN (${typedIds})
      ORDER BY i.created_at DESC LIMIT 1
    ) typed ON true
    LEFT JOIN LATERAL (
      SELECT i.submitted_at, i.priority_score, i.main_concern, i.phq2, i.scores FROM survey_instances i
      WHERE i.respondent_account_id = a.id AND i.survey_id IN (${checkInIds}) AND i.submitted_at IS NOT NULL
      ORDER BY i.created_at DESC LIMIT 1
    ) scored ON true
    LEFT JOIN LATERAL (
      SELECT i.phq9_item9, i.status FROM survey_instances i
      WHERE i.respondent_account_id = a.id AND i.survey_id = ${PHQ9_SURVEY_ID} AND i.submitted_at IS NOT NULL
      ORDER BY i.created_at DESC LIMIT 1
    ) phq9 ON true
    LEFT JOIN LATERAL (
      SELECT i.id FROM survey_instances i
      WHERE i.respondent_account_id = a.id AND i.survey_id IN (${regularIds})
        AND i.status IN ('RECOMMENDATIONS', 'REVIEW')
      ORDER BY i.created_at DESC LIMIT 1
    ) review ON true${glucoseJoin}${recencyJoin}
    WHERE a.role = 'patient' AND a.id IN (${idList(ids)})`;
}

const instant = (x: Date | string | null) => (x === null ? null : new Date(x));

/**
 * The reasons a patient stands out but OVERDUE (added at read, it grows with the clock), most urgent
 * first (rules in the contract's PatientFlag): a PHQ-9 item 9 above 0 not yet reviewed; the PHQ-2 when
 * positive; each category at ≥ FLAG_CATEGORY_PCT % or the main concern, highest first (ties in the
 * questionnaire's order); awaiting review. No questionnaire is the only reason of a patient who has none.
 */
function reasonsOf(d: Derived, scores: StoredScore[]): PatientFlag[] {
  if (d.latest_id === null) return [{ code: 'NO_QUESTIONNAIRE' }];
  const out: PatientFlag[] = [];
  if (d.urgent_item9 !== null) out.push({ code: 'PHQ9_ITEM9', value: d.urgent_item9 });
  if (d.phq2 !== null && d.phq2 >= PHQ2_THRESHOLD) out.push({ code: 'PHQ2_POSITIVE', value: d.phq2 });
  const categories = scores
    .map((s, n) => ({ s, n }))
    .filter(
      ({ s }) =>
        s.category !== 'PHQ2' &&
        Number(s.scoreValue) > 0 &&
        (Number(s.scorePct) >= FLAG_CATEGORY_PCT || s.category === d.main_concern),
    )
    .sort((x, y) => Number(y.s.scorePct) - Number(x.s.scorePct) || x.n - y.n);
  for (const { s } of categories) out.push({ code: 'CATEGORY', category: s.category, value: s.scorePct });
  if (d.review_id !== null) out.push({ code: 'AWAITING_REVIEW' });
  return out;
}

/** A list row's figures (all but its bookkeeping) from what the lookups returned. */
function rowOf(d: Derived): Omit<PatientListRow, 'changedSeq' | 'dirty'> {
  const scores = typeof d.scores === 'string' ? (JSON.parse(d.scores) as StoredScore[]) : (d.scores ?? []);
  const { glucose, rank } = glucoseOf(d);
  const open = d.latest_status === 'CREATED' || d.latest_status === 'IN_PROGRESS';
  return {
    patientAccountId: d.id,
    clinicId: d.clinic_id,
    computedDay: d.day,
    diabetes: d.diabetes,
    latestId: d.latest_id,
    latestStatus: d.latest_status,
    openSince: open ? instant(d.latest_created_at) : null,
    lastCompletedAt: instant(d.last_completed_at),
    priorityScore: d.priority_score === null ? null : Number(d.priority_score),
    mainConcern: d.main_concern,
    flags: reasonsOf(d, scores),
    reviewId: d.review_id,
    urgentItem9: d.urgent_item9,
    hasDoctor: d.has_doctor,
    lastReminderAt: instant(d.last_reminder_at),
    glucose,
    glucoseRank: rank,
    glucoseSince: instant(d.rec_since),
    reconnectNeeded: d.rec_broken,
  };
}
export type ListRowFigures = ReturnType<typeof rowOf>;

/** The figures of these patients computed from scratch (the staleness tests compare them with the stored rows). */
export async function computeListRows(db: Db, ids: string[]): Promise<ListRowFigures[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(derivedSql(ids));
  return (result as unknown as { rows: Derived[] }).rows.map(rowOf);
}

/** Rows recomputed per statement: a clinic's first read after the migration does 2,000 in a few. */
const BATCH = 500;

/**
 * Recomputes and stores the rows that need it among `where`'s: dirty ones, and those with glucose
 * whose day has passed. A row written meanwhile by another transaction keeps its newer changed_seq
 * and stays dirty (the update matches the changed_seq it read). Every stored row takes a new
 * changed_seq, so the clinic's version moves whenever a row's figures may have.
 */
async function refreshWhere(db: Db, where: SQL | undefined): Promise<number> {
  const today = sql`(now() AT TIME ZONE 'UTC')::date`;
  const stale = or(
    eq(patientListRows.dirty, true),
    and(isNotNull(patientListRows.glucose), lt(patientListRows.computedDay, today)),
  );
  const due = await db
    .select({ id: patientListRows.patientAccountId, seq: patientListRows.changedSeq })
    .from(patientListRows)
    .where(and(where, stale));
  for (let i = 0; i < due.length; i += BATCH) {
    const part = due.slice(i, i + BATCH);
    const seen = new Map(part.map((r) => [r.id, r.seq]));
    const figures = await computeListRows(
      db,
      part.map((r) => r.id),
    );
    await db.transaction(async (tx) => {
      for (const f of figures) {
        await tx
          .update(patientListRows)
          .set({ ...f, dirty: false, changedSeq: sql`nextval('patient_list_seq')` })
          .where(
            and(
              eq(patientListRows.patientAccountId, f.patientAccountId),
              eq(patientListRows.changedSeq, seen.get(f.patientAccountId)!),
            ),
          );
      }
    });
  }
  return due.length;
}

/** Brings a clinic's rows (every clinic's when null) up to date before its list is read. */
export function refreshClinicRows(db: Db, clinicId: string | null) {
  return refreshWhere(db, clinicId ? eq(patientListRows.clinicId, clinicId) : undefined);
}

/** Brings one patient's row up to date (in the caller's transaction when given one). */
export async function refreshListRow(tx: Db, patientId: string) {
  await refreshWhere(tx, eq(patientListRows.patientAccountId, patientId));
}

/** Brings these patients' rows up to date (a page's rows or a summary's patient). */
export function refreshListRowsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve(0);
  return refreshWhere(db, inArray(patientListRows.patientAccountId, ids));
}

/**
 * The list version of a clinic (every clinic's when null): the greatest changed_seq of its rows and
 * of its clinic-wide changes, one index probe each. Any committed write to a listed figure raised it.
 */
export async function listVersion(
  db: Db,
  clinicId: string | null,
): Promise<{ version: number; day: string }> {
  const rowsOf = clinicId ? sql`WHERE clinic_id = ${clinicId}` : sql``;
  const result = await db.execute(sql`
    SELECT GREATEST(
      (SELECT max(changed_seq) FROM patient_list_rows ${rowsOf}),
      (SELECT max(seq) FROM ${patientListVersions} ${rowsOf}), 0)::text AS version,
      current_date::text AS day`);
  const row = (result as unknown as { rows: { version: string; day: string }[] }).rows[0]!;
  return { version: Number(row.version), day: row.day };
}
