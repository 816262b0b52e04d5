import { sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../auth/sessions';
import {
  FLAG_CATEGORY_PCT,
  MISSING_PRIORITY_SORT,
  OVERDUE_DAYS,
  PHQ2_THRESHOLD,
  type PatientFlag,
  PHQ9_SURVEY_ID,
  type PatientListQuery,
  type PatientSort,
  type SurveyStatus,
} from '../contracts';
import type { Db } from '../db';
import { CHECK_IN_SURVEY_IDS, REGULAR_SURVEY_IDS, SURVEYS } from '../surveys/content';
import { clinicScope } from './clinics';
import { nameHasWords, nameStartsWith } from './name-search';
import { glucoseColumns, glucoseJoin, glucoseJson, glucoseRank } from './patient-list-glucose';

// The patient list (req A§3/§5/§7/§9) as one SQL statement: each patient with its latest questionnaire
// and its latest scored one (two LATERAL lookups, both in survey_instances_respondent_idx's order
// (respondent, created_at desc) so each is one index probe: a plan that stays good even when the
// statistics are stale, as on PGlite, which has no autovacuum), filtered,
// sorted and paged by PostgreSQL; the total comes from a window count. PostgreSQL also writes the page
// as JSON (reasons, colour band, ISO dates): no per-row query, no N×N work, no per-row JavaScript.

/** survey id → the questionnaire's diabetes type, as SQL (the catalogue lives in code, not in a table). */
const surveyType = (col: SQL): SQL => {
  const whens = [...SURVEYS.values()]
    .filter((s) => s.surveyType === 'REGULAR' && s.diabetesType)
    .map((s) => sql`WHEN ${s.id} THEN ${s.diabetesType}`);
  return sql`(CASE ${col} ${sql.join(whens, sql` `)} ELSE NULL END)`;
};

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const regularIds = idList(REGULAR_SURVEY_IDS);
const checkInIds = idList(CHECK_IN_SURVEY_IDS);

/**
 * The base relation: one row per patient in scope, every sortable and filterable column named. Every
 * patient is listed however they arrived (design D§14): invited, imported, by the sign-up link or
 * its QR code, anonymously, or by a one-time link (`arrival` marks which).
 */
function base(actor: AccountRow): SQL {
  const clinicId = clinicScope(actor);
  // A doctor's "assigned" is to themselves; an admin's or superadmin's is to any doctor.
  const assigned =
    actor.role === 'doctor'
      ? sql`EXISTS (SELECT 1 FROM patient_doctors pd WHERE pd.patient_account_id = a.id AND pd.doctor_account_id = ${actor.id})`
      : sql`EXISTS (SELECT 1 FROM patient_doctors pd WHERE pd.patient_account_id = a.id)`;
  return sql`
    SELECT a.id, a.email, a.first_name, a.last_name, a.birth_date::text AS birth_date,
      a.chronic_conditions, a.clinic_id, c.name AS clinic_name,
      date_part('year', age(current_date, a.birth_date))::int AS age,
      (a.first_name || ' ' || a.last_name) AS full_name,
      COALESCE(${surveyType(sql`latest.survey_id`)}, a.diabetes_type) AS diabetes,
      latest.id AS latest_id, latest.status AS latest_status,
      latest.created_at AS latest_created_at, scored.submitted_at AS last_completed_at,
      scored.priority_score, scored.main_concern, scored.phq2, scored.scores,
      a.last_reviewed_at, a.arrival, a.search_prefixes, review.id AS review_id,
      CASE WHEN phq9.phq9_item9 > 0 AND phq9.status <> 'COMPLETED' THEN phq9.phq9_item9 END AS urgent_item9,
      ${assigned} AS assigned, ${glucoseColumns}
    FROM accounts a
    JOIN clinics c ON c.id = a.clinic_id
    LEFT JOIN LATERAL (
      SELECT i.id, i.survey_id, i.status, i.created_at FROM survey_instances i
      WHERE i.respondent_account_id = a.id AND i.survey_id IN (${regularIds})
      ORDER BY i.created_at DESC LIMIT 1
    ) latest ON true
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
    ) review ON true${glucoseJoin}
    WHERE a.role = 'patient' ${clinicId ? sql`AND a.clinic_id = ${clinicId}` : sql``}`;
}

/** The filters of the panel and the search, over the base relation's columns. */
function filters(q: PatientListQuery): SQL[] {
  const out: SQL[] = [];
  if (q.nameStartsWith) out.push(nameStartsWith(sql`p`, q.nameStartsWith));
  if (q.search) out.push(nameHasWords(sql`p`, q.search));
  if (q.diabetes === 'NONE') out.push(sql`p.diabetes IS NULL`);
  else if (q.diabetes) out.push(sql`p.diabetes = ${q.diabetes}`);
  if (q.noAge) out.push(sql`p.birth_date IS NULL`);
  else {
    if (q.ageLow !== undefined) out.push(sql`p.age >= ${q.ageLow}`);
    if (q.ageHigh !== undefined) out.push(sql`p.age <= ${q.ageHigh}`);
  }
  if (q.birthDate) out.push(sql`p.birth_date = ${q.birthDate}`);
  if (q.assigned === 'assigned') out.push(sql`p.assigned`);
  if (q.assigned === 'notAssigned') out.push(sql`NOT p.assigned`);
  if (q.chronicConditions === 'present') out.push(sql`p.chronic_conditions IS TRUE`);
  if (q.chronicConditions === 'notPresent') out.push(sql`p.chronic_conditions IS NOT TRUE`);
  if (q.awaitingReview) out.push(sql`p.review_id IS NOT NULL`);
  if (q.glucoseAttention) out.push(sql`${glucoseRank} > 0`);
  return out;
}

const priorityKey = sql`COALESCE(p.priority_score, ${MISSING_PRIORITY_SORT})`;
/** The colour band as a rank (green 1, orange 2, red 3); a missing score ranks with red, as 999 would. */
const codeKey = sql`(CASE WHEN p.priority_score IS NULL OR p.priority_score > 8 THEN 3 WHEN p.priority_score > 3 THEN 2 ELSE 1 END)`;
const SORT_KEYS: Record<PatientSort, SQL> = {
  urgency: sql`COALESCE(p.priority_score, -1)`,
  name: sql`lower(p.last_name), lower(p.first_name)`,
  diabetes: sql`p.diabetes`,
  lastCompleted: sql`p.last_completed_at`,
  concern: sql`p.main_concern`,
  priorityScore: priorityKey,
  priorityCode: codeKey,
  lastReviewed: sql`p.last_reviewed_at`,
};

function orderBy(q: PatientListQuery): SQL {
  const dir = q.dir === 'asc' ? sql`ASC` : sql`DESC`;
  // Empty values last whichever way; then a stable tie-break so pages never overlap.
  const key = SORT_KEYS[q.sort];
  // An urgent PHQ-9 item 9 comes before everyone in the default order, whichever way it runs.
  const urgentFirst = q.sort === 'urgency' ? sql`(p.urgent_item9 IS NOT NULL) DESC, ` : sql``;
  const primary =
    q.sort === 'name'
      ? sql`lower(p.last_name) ${dir}, lower(p.first_name) ${dir}`
      : sql`${key} ${dir} NULLS LAST`;
  // Urgency: within one questionnaire score, glucose that needs attention first (hypoglycaemia
  // before the rest); patients without glucose issues keep their order (docs/patient-list.md).
  if (q.sort === 'urgency')
    return sql`${urgentFirst}${primary}, ${glucoseRank} ${dir}, lower(p.last_name), lower(p.first_name), p.id`;
  return sql`${urgentFirst}${primary}, lower(p.last_name), lower(p.first_name), p.id`;
}

/** An instant as the API's ISO string (milliseconds, UTC: what `Date.toISOString` writes). */
const isoOf = (col: SQL) =>
  sql`to_char(date_trunc('milliseconds', ${col}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const statusIn = (...statuses: SurveyStatus[]) =>
  sql`p.latest_status IN (${sql.join(
    statuses.map((x) => sql`${x}`),
    sql`, `,
  )})`;
const overdueDays = sql`floor(extract(epoch FROM (now() - p.latest_created_at)) / 86400)::int`;

/**
 * The reasons a patient stands out, most urgent first (rules in the contract's PatientFlag): a PHQ-9
 * item 9 above 0 not yet reviewed; the PHQ-2 when positive; each category at ≥ FLAG_CATEGORY_PCT % or the main concern, highest first
 * (ties in the questionnaire's order); overdue; awaiting review. No questionnaire is the only reason
 * of a patient who has none.
 */
const flagsOf = sql`CASE WHEN p.latest_id IS NULL THEN json_build_array(json_build_object('code', 'NO_QUESTIONNAIRE'))
  ELSE COALESCE((SELECT json_agg(f.flag ORDER BY f.rank, f.pct DESC, f.n) FROM (
    SELECT 0 AS rank, 0::numeric AS pct, 0::bigint AS n,
      json_build_object('code', 'PHQ9_ITEM9', 'value', p.urgent_item9) AS flag
    WHERE p.urgent_item9 IS NOT NULL
    UNION ALL
    SELECT 1, 0, 0, json_build_object('code', 'PHQ2_POSITIVE', 'value', p.phq2)
    WHERE p.phq2 >= ${PHQ2_THRESHOLD}
    UNION ALL
    SELECT 2, (e.s->>'scorePct')::numeric, e.n,
      json_build_object('code', 'CATEGORY', 'category', e.s->'category', 'value', e.s->'scorePct')
    FROM jsonb_array_elements(COALESCE(p.scores, '[]'::jsonb)) WITH ORDINALITY AS e(s, n)
    WHERE e.s->>'category' <> 'PHQ2' AND (e.s->>'scoreValue')::numeric > 0
      AND ((e.s->>'scorePct')::numeric >= ${FLAG_CATEGORY_PCT} OR e.s->>'category' = p.main_concern)
    UNION ALL
    SELECT 3, 0, 0, json_build_object('code', 'OVERDUE', 'value', ${overdueDays})
    WHERE ${statusIn('CREATED', 'IN_PROGRESS')} AND ${overdueDays} >= ${OVERDUE_DAYS}
    UNION ALL
    SELECT 4, 0, 0, json_build_object('code', 'AWAITING_REVIEW')
    WHERE p.review_id IS NOT NULL
  ) f), '[]'::json) END`;

/** req A§9's colour band of the score (PriorityCode in the contract): the same bounds as codeKey. */
const priorityCode = sql`CASE WHEN p.priority_score IS NULL THEN NULL WHEN p.priority_score <= 3 THEN 'GREEN'
  WHEN p.priority_score <= 8 THEN 'ORANGE' ELSE 'RED' END`;

/** When the patient's newest questionnaire reminder went (one probe of survey_reminders_patient_idx). */
const lastReminder = isoOf(
  sql`(SELECT r.sent_at FROM survey_reminders r WHERE r.patient_account_id = p.id ORDER BY r.sent_at DESC LIMIT 1)`,
);

/** One row of the answer (PatientListItem), built by PostgreSQL. */
const itemJson = sql`json_build_object(
  'id', p.id, 'email', p.email, 'firstName', p.first_name, 'lastName', p.last_name,
  'clinic', json_build_object('id', p.clinic_id, 'name', p.clinic_name),
  'age', p.age, 'birthDate', p.birth_date, 'chronicConditions', p.chronic_conditions,
  'diabetes', p.diabetes, 'lastCompleted', ${isoOf(sql`p.last_completed_at`)},
  'latestInstanceId', p.latest_id, 'latestStatus', p.latest_status, 'concern', p.main_concern,
  'priorityScore', p.priority_score, 'priorityCode', ${priorityCode}, 'flags', ${flagsOf},
  'lastReviewedAt', ${isoOf(sql`p.last_reviewed_at`)}, 'assigned', p.assigned,
  'arrival', p.arrival, 'reviewInstanceId', p.review_id, 'lastReminderAt', ${lastReminder},
  'glucose', ${glucoseJson})`;

/**
 * One page of the actor's patients with the query's filters and sort, and the total that matched.
 * `json` is the page's items as a JSON array, written by PostgreSQL in the page's order: 2,000 rows
 * never become JavaScript objects only to be turned back into text (each row parsed, mapped and
 * stringified was most of a request's time in the API's thread).
 */
export async function listPatients(db: Db, actor: AccountRow, q: PatientListQuery) {
  const where = filters(q);
  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const result = await db.execute(sql`
    SELECT count(*)::int AS count, max(p.total)::int AS total,
      COALESCE(json_agg(${itemJson} ORDER BY p.ord), '[]'::json)::text AS json
    FROM (
      SELECT p.*, count(*) OVER () AS total, row_number() OVER (ORDER BY ${orderBy(q)}) AS ord
      FROM (${base(actor)}) p ${whereSql}
      ORDER BY ord LIMIT ${q.size} OFFSET ${q.page * q.size}
    ) p`);
  const row = (result as unknown as { rows: { count: number; total: number | null; json: string }[] })
    .rows[0]!;
  let total = row.total ?? 0;
  // A page past the end has no row to carry the count: count once more so the envelope stays right.
  if (row.total === null && q.page > 0) {
    const counted = await db.execute(sql`SELECT count(*)::int AS total FROM (${base(actor)}) p ${whereSql}`);
    total = Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  }
  return { json: row.json, count: Number(row.count), total };
}

/** One patient's reasons, by the list's own rules (the pre-visit summary's "why flagged"). */
export async function patientFlags(db: Db, actor: AccountRow, patientId: string): Promise<PatientFlag[]> {
  const result = await db.execute(
    sql`SELECT (${flagsOf})::text AS json FROM (${base(actor)}) p WHERE p.id = ${patientId}`,
  );
  const row = (result as unknown as { rows: { json: string }[] }).rows[0];
  return row ? (JSON.parse(row.json) as PatientFlag[]) : [];
}
