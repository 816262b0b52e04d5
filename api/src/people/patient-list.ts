import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import {
  MISSING_PRIORITY_SORT,
  OVERDUE_DAYS,
  PatientListItem,
  type PatientFlag,
  type PatientListQuery,
  type PatientSort,
} from '../contracts';
import type { Db } from '../db';
import { patientListRows, type PatientListRow } from '../db/schema-list';
import { clinicScope } from './clinics';
import { isErased } from './erasure-run';
import { nameHasWords, nameStartsWith } from '../leaves/name-search';
import {
  noDataFilter,
  noDataHoursColumn,
  noDataHoursJoin,
  recencyReason,
  recencyTick,
} from './patient-list-recency';
import { refreshClinicRows, refreshListRowsOf } from './patient-list-rows';
import { priorityCodeOf } from './urgent';

// The patient list (req A§3/§5/§7/§9) as an indexed read of the stored rows (issue 27 point 4):
// patient_list_rows holds each patient's figures (patient-list-rows.ts keeps them), joined to the
// account for the person's own fields; PostgreSQL filters, sorts and pages, the total comes from a
// window count, and the rows are mapped to PatientListItem here. Dirty rows are recomputed first.

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
      : sql`r.has_doctor`;
  return sql`
    SELECT r.*, a.id, a.email, a.first_name, a.last_name, a.birth_date::text AS birth_date,
      a.chronic_conditions, c.name AS clinic_name,
      date_part('year', age(current_date, a.birth_date))::int AS age,
      a.last_reviewed_at, a.arrival, a.search_prefixes, a.left_at, ${assigned} AS assigned,
      ${noDataHoursColumn}
    FROM patient_list_rows r
    JOIN accounts a ON a.id = r.patient_account_id
    JOIN clinics c ON c.id = a.clinic_id${noDataHoursJoin}
    WHERE a.role = 'patient' AND NOT ${isErased(sql`a.id`)} ${clinicId ? sql`AND r.clinic_id = ${clinicId}` : sql``}`;
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
  if (q.glucoseAttention) out.push(sql`p.glucose_rank > 0`);
  if (q.glucoseNoData) out.push(noDataFilter);
  // A patient who left the clinic (issue 37 point 2) is out of the triage list; "Left" lists only them.
  out.push(q.left ? sql`p.left_at IS NOT NULL` : sql`p.left_at IS NULL`);
  return out;
}

/**
 * The actor's patients the list shows with these filters (`p`: the stored row and the person), for
 * figures that must count exactly what the filtered list lists (the clinic overview, issue 42 point 4).
 * The caller brings the rows up to date first (refreshClinicRows).
 */
export function listedPatients(actor: AccountRow, q: PatientListQuery): SQL {
  return sql`SELECT p.* FROM (${base(actor)}) p WHERE ${sql.join(filters(q), sql` AND `)}`;
}

const priorityKey = sql`COALESCE(p.priority_score, ${MISSING_PRIORITY_SORT})`;
/** The colour band as a rank (green 1, orange 2, red 3); a missing score ranks with red, as 999 would. */
const codeKey = sql`(CASE WHEN p.priority_score IS NULL OR p.priority_score > 8 THEN 3 WHEN p.priority_score > 3 THEN 2 ELSE 1 END)`;
const STORED = getTableColumns(patientListRows);
/**
 * The sorts that are not by the stored row's column of their own name (`diabetes` is, and so is a
 * column added to the row and to PatientSort under one name): the compiler asks for the others here.
 */
const SORT_KEYS: Record<Exclude<PatientSort, keyof PatientListRow>, SQL> & Partial<Record<PatientSort, SQL>> =
  {
    urgency: sql`COALESCE(p.priority_score, -1)`,
    name: sql`lower(p.last_name), lower(p.first_name)`,
    lastCompleted: sql`p.last_completed_at`,
    concern: sql`p.main_concern`,
    priorityScore: priorityKey,
    priorityCode: codeKey,
    lastReviewed: sql`p.last_reviewed_at`,
  };

/**
 * An unresolved PHQ-9 item 9 comes before everyone in every order, whichever way it runs (issue 36
 * point 2, "urgent findings dominate"): a clinician who sorts by any column still sees that patient
 * on top. Among several, the more frequent the thoughts the higher (3 "nearly every day" first: the
 * risk rises with the answer, Simon et al. 2013); then the order the clinician chose.
 */
const urgentFirst = sql`p.urgent_item9 DESC NULLS LAST, `;

function orderBy(q: PatientListQuery): SQL {
  const dir = q.dir === 'asc' ? sql`ASC` : sql`DESC`;
  // Empty values last whichever way; then a stable tie-break so pages never overlap.
  const key = SORT_KEYS[q.sort] ?? sql`p.${sql.identifier(STORED[q.sort as keyof PatientListRow].name)}`;
  const primary =
    q.sort === 'name'
      ? sql`lower(p.last_name) ${dir}, lower(p.first_name) ${dir}`
      : sql`${key} ${dir} NULLS LAST`;
  // Urgency: within one questionnaire score, glucose that needs attention first (hypoglycaemia
  // before the rest); patients without glucose issues keep their order (docs/patient-list.md).
  if (q.sort === 'urgency')
    return sql`${urgentFirst}${primary}, p.glucose_rank ${dir}, lower(p.last_name), lower(p.first_name), p.id`;
  return sql`${urgentFirst}${primary}, lower(p.last_name), lower(p.first_name), p.id`;
}

/** A row of the base relation (snake_case, as the driver returns it; instants as Date or ISO text). */
interface Listed {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  clinic_id: string;
  clinic_name: string;
  age: number | null;
  birth_date: string | null;
  chronic_conditions: boolean | null;
  arrival: PatientListItem['arrival'];
  assigned: boolean;
  last_reviewed_at: Date | string | null;
  latest_id: PatientListRow['latestId'];
  open_since: Date | string | null;
  last_completed_at: Date | string | null;
  priority_score: number | null;
  urgent_item9: number | null;
  main_concern: PatientListRow['mainConcern'];
  flags: PatientListRow['flags'] | string;
  review_id: PatientListRow['reviewId'];
  left_at: Date | string | null;
  glucose_since: Date | string | null;
  reconnect_needed: boolean;
  no_data_hours: number;
  total: number | string;
}

const DAY_MS = 86_400_000;
const iso = (x: Date | string | null) => (x === null ? null : new Date(x).toISOString());
const parsed = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);

/** What the reasons said at read come from. */
type Timed = Pick<Listed, 'flags' | 'open_since' | 'glucose_since' | 'reconnect_needed' | 'no_data_hours'>;

/**
 * The stored reasons with those the clock moves put in: OVERDUE in its place (before AWAITING_REVIEW),
 * the latest questionnaire unsubmitted OVERDUE_DAYS whole days or more after it was assigned; then a
 * CGM link's recency (patient-list-recency.ts), counted at `now`.
 */
function reasonsAt(r: Timed, now: number): PatientFlag[] {
  const out = [...parsed(r.flags)];
  const days = r.open_since === null ? 0 : Math.floor((now - new Date(r.open_since).getTime()) / DAY_MS);
  if (r.open_since !== null && days >= OVERDUE_DAYS) {
    const at = out.findIndex((f) => f.code === 'AWAITING_REVIEW');
    out.splice(at < 0 ? out.length : at, 0, { code: 'OVERDUE', value: days });
  }
  const recency = recencyReason(r.glucose_since, r.reconnect_needed, r.no_data_hours, now);
  if (recency) out.push(recency);
  return out;
}

/** When a row's answer changes with the clock alone: its OVERDUE day count's or its recency's next step. */
export function nextTick(r: Timed, now: number): number {
  const recency = recencyTick(r.glucose_since, r.reconnect_needed, r.no_data_hours, now);
  if (r.open_since === null) return recency;
  const start = new Date(r.open_since).getTime();
  return Math.min(recency, start + (Math.floor((now - start) / DAY_MS) + 1) * DAY_MS);
}

/**
 * The item's fields stored under the same name in patient_list_rows: carried as stored (an instant as
 * ISO text, JSON parsed), so a column added to the row and to the contract under one name needs no
 * line here. The compiler checks that the stored type is the contract's.
 */
type Carried = keyof PatientListItem & keyof PatientListRow;
type AsSent<T> = T extends Date ? string : T;
const sameTypes: [Carried] extends [
  { [K in Carried]: AsSent<PatientListRow[K]> extends PatientListItem[K] ? K : never }[Carried],
]
  ? true
  : never = true;
void sameTypes;
const CARRIED = Object.entries(STORED).filter(([key]) => key in PatientListItem.shape);

function carried(r: Listed): Pick<PatientListItem, Carried> {
  const row = r as unknown as Record<string, Date | string | null>;
  const out: Record<string, unknown> = {};
  for (const [key, column] of CARRIED) {
    const value = row[column.name] ?? null;
    if (value === null) out[key] = null;
    else if (column.dataType === 'date') out[key] = iso(value);
    else if (column.dataType === 'json') out[key] = parsed(value);
    // The driver may answer a bigint or numeric as text.
    else out[key] = column.dataType === 'number' ? Number(value) : value;
  }
  return out as Pick<PatientListItem, Carried>;
}

function itemOf(r: Listed, now: number, everyClinic: boolean): PatientListItem {
  return {
    ...carried(r),
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    // One clinic's list names its clinic on no row: only every clinic's list has the column.
    clinic: everyClinic ? { id: r.clinic_id, name: r.clinic_name } : null,
    lastCompleted: iso(r.last_completed_at),
    latestInstanceId: r.latest_id,
    concern: r.main_concern,
    // Red while item 9 is unresolved, whatever the score (the same bounds as codeKey otherwise).
    priorityCode: priorityCodeOf(r.priority_score, r.urgent_item9),
    flags: reasonsAt(r, now),
    lastReviewedAt: iso(r.last_reviewed_at),
    arrival: r.arrival,
    reviewInstanceId: r.review_id,
    leftAt: iso(r.left_at),
  };
}

/**
 * One page of the actor's patients with the query's filters and sort, the total that matched, and
 * until when the page holds without a write (`validUntil`, ms: the next OVERDUE or no-data step among its
 * rows). The scope's dirty rows are recomputed first.
 */
export async function listPatients(db: Db, actor: AccountRow, q: PatientListQuery) {
  await refreshClinicRows(db, clinicScope(actor));
  const where = filters(q);
  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const result = await db.execute(sql`
    SELECT p.*, count(*) OVER () AS total FROM (${base(actor)}) p ${whereSql}
    ORDER BY ${orderBy(q)} LIMIT ${q.size} OFFSET ${q.page * q.size}`);
  const rows = (result as unknown as { rows: Listed[] }).rows;
  const now = Date.now();
  let total = rows.length ? Number(rows[0]!.total) : 0;
  // A page past the end has no row to carry the count: count once more so the envelope stays right.
  if (rows.length === 0 && q.page > 0) {
    const counted = await db.execute(sql`SELECT count(*)::int AS total FROM (${base(actor)}) p ${whereSql}`);
    total = Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  }
  // A patient outside the page may enter the no-data filter with the clock: such a page is not kept.
  const validUntil = q.glucoseNoData ? 0 : rows.reduce((t, r) => Math.min(t, nextTick(r, now)), Infinity);
  const everyClinic = clinicScope(actor) === null;
  return { items: rows.map((r) => itemOf(r, now, everyClinic)), total, validUntil };
}

/** One patient's reasons, by the list's own rules (the pre-visit summary's "why flagged"). */
export async function patientFlags(db: Db, actor: AccountRow, patientId: string): Promise<PatientFlag[]> {
  await refreshListRowsOf(db, [patientId]);
  const result = await db.execute(
    sql`SELECT p.flags, p.open_since, p.glucose_since, p.reconnect_needed, p.no_data_hours
      FROM (${base(actor)}) p WHERE p.id = ${patientId}`,
  );
  const row = (result as unknown as { rows: Timed[] }).rows[0];
  return row ? reasonsAt(row, Date.now()) : [];
}
