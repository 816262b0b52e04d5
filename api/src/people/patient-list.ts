import { sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../auth/sessions';
import {
  FLAG_CATEGORY_PCT,
  MISSING_PRIORITY_SORT,
  OVERDUE_DAYS,
  PHQ2_THRESHOLD,
  priorityCodeOf,
  type Category,
  type DiabetesType,
  type PatientFlag,
  type PatientListItem,
  type PatientListQuery,
  type PatientSort,
  type SurveyStatus,
} from '../contracts';
import type { Db } from '../db';
import type { StoredScore } from '../db/schema-surveys';
import { REGULAR_SURVEY_IDS, SURVEYS } from '../surveys/content';
import { clinicScope } from './clinics';

// The patient list (doc 1 §3/§5/§7/§9) as one SQL statement: each patient with its latest questionnaire
// and its latest scored one (two LATERAL lookups, both in survey_instances_respondent_idx's order
// (respondent, created_at desc) so each is one index probe: a plan that stays good even when the
// statistics are stale, as on PGlite, which has no autovacuum), filtered,
// sorted and paged by PostgreSQL; the total comes from a window count. Only the page's rows reach JS,
// which turns each into the answer in one pass (reasons, colour band): no per-row query, no N×N work.

/** survey id → the questionnaire's diabetes type, as SQL (the catalogue lives in code, not in a table). */
const surveyType = (col: SQL): SQL => {
  const whens = [...SURVEYS.values()]
    .filter((s) => s.surveyType === 'REGULAR' && s.diabetesType)
    .map((s) => sql`WHEN ${s.id} THEN ${s.diabetesType}`);
  return sql`(CASE ${col} ${sql.join(whens, sql` `)} ELSE NULL END)`;
};

const regularIds = sql.join(
  REGULAR_SURVEY_IDS.map((id) => sql`${id}`),
  sql`, `,
);

/** The base relation: one row per patient in scope, every sortable and filterable column named. */
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
      extract(epoch FROM latest.created_at) * 1000 AS latest_created_ms,
      extract(epoch FROM scored.submitted_at) * 1000 AS last_completed_ms,
      scored.priority_score, scored.main_concern, scored.phq2, scored.scores,
      extract(epoch FROM a.last_reviewed_at) * 1000 AS last_reviewed_ms,
      ${assigned} AS assigned
    FROM accounts a
    JOIN clinics c ON c.id = a.clinic_id
    LEFT JOIN LATERAL (
      SELECT i.id, i.survey_id, i.status, i.created_at FROM survey_instances i
      WHERE i.respondent_account_id = a.id AND i.survey_id IN (${regularIds})
      ORDER BY i.created_at DESC LIMIT 1
    ) latest ON true
    LEFT JOIN LATERAL (
      SELECT i.submitted_at, i.priority_score, i.main_concern, i.phq2, i.scores FROM survey_instances i
      WHERE i.respondent_account_id = a.id AND i.survey_id IN (${regularIds}) AND i.submitted_at IS NOT NULL
      ORDER BY i.created_at DESC LIMIT 1
    ) scored ON true
    WHERE a.role = 'patient' AND NOT a.is_restricted_user AND NOT a.is_single_survey_patient
      ${clinicId ? sql`AND a.clinic_id = ${clinicId}` : sql``}`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The filters of the panel and the search, over the base relation's columns. */
function filters(q: PatientListQuery): SQL[] {
  const out: SQL[] = [];
  if (q.nameStartsWith) {
    const like = `${escapeLike(q.nameStartsWith)}%`;
    out.push(sql`(p.first_name ILIKE ${like} OR p.last_name ILIKE ${like})`);
  }
  for (const word of (q.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10))
    out.push(sql`p.full_name ILIKE ${`%${escapeLike(word)}%`}`);
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
  return out;
}

const priorityKey = sql`COALESCE(p.priority_score, ${MISSING_PRIORITY_SORT})`;
/** The colour band as a rank (green 1, orange 2, red 3); a missing score ranks with red, as 999 would. */
const codeKey = sql`(CASE WHEN p.priority_score IS NULL OR p.priority_score > 8 THEN 3 WHEN p.priority_score > 3 THEN 2 ELSE 1 END)`;
const SORT_KEYS: Record<PatientSort, SQL> = {
  urgency: sql`COALESCE(p.priority_score, -1)`,
  name: sql`lower(p.last_name), lower(p.first_name)`,
  diabetes: sql`p.diabetes`,
  lastCompleted: sql`p.last_completed_ms`,
  concern: sql`p.main_concern`,
  priorityScore: priorityKey,
  priorityCode: codeKey,
  lastReviewed: sql`p.last_reviewed_ms`,
};

function orderBy(q: PatientListQuery): SQL {
  const dir = q.dir === 'asc' ? sql`ASC` : sql`DESC`;
  // Empty values last whichever way; then a stable tie-break so pages never overlap.
  const key = SORT_KEYS[q.sort];
  const primary =
    q.sort === 'name'
      ? sql`lower(p.last_name) ${dir}, lower(p.first_name) ${dir}`
      : sql`${key} ${dir} NULLS LAST`;
  return sql`${primary}, lower(p.last_name), lower(p.first_name), p.id`;
}

interface Row {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  chronic_conditions: boolean | null;
  clinic_id: string;
  clinic_name: string;
  age: number | null;
  diabetes: DiabetesType | null;
  latest_id: string | null;
  latest_status: SurveyStatus | null;
  latest_created_ms: number | string | null;
  last_completed_ms: number | string | null;
  priority_score: number | null;
  main_concern: Category | null;
  phq2: number | null;
  scores: StoredScore[] | string | null;
  last_reviewed_ms: number | string | null;
  assigned: boolean;
  total: number | string;
}

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The reasons a patient stands out, most urgent first (rules in the contract's PatientFlag). */
export function flagsOf(r: Row, now = Date.now()): PatientFlag[] {
  const out: PatientFlag[] = [];
  if (!r.latest_id) return [{ code: 'NO_QUESTIONNAIRE' }];
  if (r.phq2 !== null && r.phq2 >= PHQ2_THRESHOLD) out.push({ code: 'PHQ2_POSITIVE', value: r.phq2 });
  const scores: StoredScore[] = typeof r.scores === 'string' ? JSON.parse(r.scores) : (r.scores ?? []);
  const high = scores
    .filter(
      (s) => s.category !== 'PHQ2' && (s.scorePct >= FLAG_CATEGORY_PCT || s.category === r.main_concern),
    )
    .filter((s) => s.scoreValue > 0)
    .sort((a, b) => b.scorePct - a.scorePct);
  for (const s of high) out.push({ code: 'CATEGORY', category: s.category, value: s.scorePct });
  if (r.latest_status === 'CREATED' || r.latest_status === 'IN_PROGRESS') {
    const days = Math.floor((now - Number(r.latest_created_ms)) / 86_400_000);
    if (days >= OVERDUE_DAYS) out.push({ code: 'OVERDUE', value: days });
  }
  if (r.latest_status === 'RECOMMENDATIONS' || r.latest_status === 'REVIEW')
    out.push({ code: 'AWAITING_REVIEW' });
  return out;
}

function item(r: Row, now: number): PatientListItem {
  const score = r.priority_score === null ? null : Number(r.priority_score);
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    clinic: { id: r.clinic_id, name: r.clinic_name },
    age: r.age === null ? null : Number(r.age),
    birthDate: r.birth_date,
    chronicConditions: r.chronic_conditions,
    diabetes: r.diabetes,
    lastCompleted: iso(r.last_completed_ms),
    latestInstanceId: r.latest_id,
    latestStatus: r.latest_status,
    concern: r.main_concern,
    priorityScore: score,
    priorityCode: priorityCodeOf(score),
    flags: flagsOf(r, now),
    lastReviewedAt: iso(r.last_reviewed_ms),
    assigned: r.assigned,
  };
}

/** One page of the actor's patients with the query's filters and sort, and the total that matched. */
export async function listPatients(db: Db, actor: AccountRow, q: PatientListQuery) {
  const where = filters(q);
  const result = await db.execute(sql`
    SELECT p.*, count(*) OVER () AS total FROM (${base(actor)}) p
    ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
    ORDER BY ${orderBy(q)}
    LIMIT ${q.size} OFFSET ${q.page * q.size}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const now = Date.now();
  let total = rows[0] ? Number(rows[0].total) : 0;
  // A page past the end has no row to carry the count: count once more so the envelope stays right.
  if (!rows[0] && q.page > 0) {
    const counted = await db.execute(sql`
      SELECT count(*)::int AS total FROM (${base(actor)}) p
      ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}`);
    total = Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  }
  return { items: rows.map((r) => item(r, now)), total };
}
