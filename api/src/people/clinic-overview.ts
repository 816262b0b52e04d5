import { sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import {
  ACTIVE_MIN_PERCENT,
  GRI_ZONES,
  OVERDUE_DAYS,
  OVERVIEW_PERIOD_DAYS,
  PatientListQuery,
  SMALL_GROUP_MIN,
  TIR_BAND_MIN,
  TIR_BANDS,
  type ClinicOverview,
  type GriZone,
  type GroupCount,
  type OverviewPeriod,
  type QuestionnaireFlow,
  type TirBand,
} from '../contracts';
import type { Db } from '../db';
import { griOf } from '../dexcom/risk';
import { REGULAR_SURVEY_IDS } from '../leaves/survey-catalogue';
import { listedPatients } from './patient-list';
import { refreshClinicRows } from './patient-list-rows';

// The clinic at a glance (issue 42 point 4). Every patient figure counts the list's own relation with
// the list's own filters (listedPatients), so "Awaiting review: 12" is exactly the 12 rows the list
// shows under that filter; questionnaires and glucose are aggregate SQL over the same patients. Four
// statements whatever the clinic's size, no query per patient. Counts of 1–4 are withheld (null).

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const num = (x: unknown) => (x === null || x === undefined ? null : Number(x));
/** A count as it may be shown: 0, or SMALL_GROUP_MIN and above; 1 to SMALL_GROUP_MIN − 1 withheld. */
export const shown = (n: number): GroupCount => (n > 0 && n < SMALL_GROUP_MIN ? null : n);
const hours = (x: unknown, enough: number) =>
  enough < SMALL_GROUP_MIN || num(x) === null ? null : Math.round(num(x)! * 10) / 10;

/** Whose patients: a clinic's (admin, superadmin) or a doctor's own (the list's "Assigned" filter). */
export interface OverviewScope {
  actor: AccountRow;
  clinicId: string;
}

const listQuery = (s: OverviewScope, extra: Partial<PatientListQuery> = {}) =>
  PatientListQuery.parse({ assigned: s.actor.role === 'doctor' ? 'assigned' : 'any', ...extra });
/** The patients the list shows under these filters, in the scope's clinic (a superadmin's list spans all). */
const listed = (s: OverviewScope, extra?: Partial<PatientListQuery>): SQL =>
  sql`SELECT l.* FROM (${listedPatients(s.actor, listQuery(s, extra))}) l WHERE l.clinic_id = ${s.clinicId}`;
const countOf = (s: OverviewScope, extra: Partial<PatientListQuery>) =>
  sql`(SELECT count(*) FROM (${listed(s, extra)}) f)::int`;

async function patientFigures(db: Db, s: OverviewScope) {
  const [r] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      SELECT count(*)::int AS patients,
        count(*) FILTER (WHERE p.last_completed_at IS NOT NULL)::int AS screened,
        count(*) FILTER (WHERE p.flags @> '[{"code":"PHQ2_POSITIVE"}]'::jsonb)::int AS phq2,
        count(*) FILTER (WHERE p.urgent_item9 IS NOT NULL)::int AS item9,
        count(*) FILTER (WHERE p.glucose IS NOT NULL)::int AS linked,
        ${countOf(s, { awaitingReview: true })} AS awaiting,
        ${countOf(s, { glucoseAttention: true })} AS attention,
        ${countOf(s, { glucoseNoData: true })} AS no_data
      FROM (${listed(s)}) p`),
  );
  return r!;
}

const regular = sql.join(
  REGULAR_SURVEY_IDS.map((id) => sql`${id}`),
  sql`, `,
);
const flowOf = (r: Record<string, unknown>): QuestionnaireFlow => ({
  assigned: shown(Number(r.assigned)),
  answered: shown(Number(r.answered)),
  reviewed: shown(Number(r.reviewed)),
  medianHoursToAnswer: hours(r.to_answer, Number(r.answered)),
  medianHoursToReview: hours(r.to_review, Number(r.reviewed)),
});

/** The months (YYYY-MM) from the one `from` falls in to the current one. */
function monthsFrom(from: string): string[] {
  const out: string[] = [];
  const now = new Date().toISOString().slice(0, 7);
  for (let d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`); ; d.setUTCMonth(d.getUTCMonth() + 1)) {
    const m = d.toISOString().slice(0, 7);
    out.push(m);
    if (m >= now) return out;
  }
}

/** Questionnaires assigned since `from` to the scope's patients, and what became of them; by month for 12m. */
async function questionnaireFlow(db: Db, s: OverviewScope, from: string, byMonth: boolean) {
  const month = sql`to_char(date_trunc('month', i.created_at AT TIME ZONE 'UTC'), 'YYYY-MM')`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT ${byMonth ? sql`${month}` : sql`''`} AS month, count(*)::int AS assigned,
        count(i.submitted_at)::int AS answered, count(i.completed_at)::int AS reviewed,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM i.submitted_at - i.created_at) / 3600) AS to_answer,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM i.completed_at - i.submitted_at) / 3600) AS to_review
      FROM survey_instances i JOIN (${listed(s)}) p ON p.id = i.respondent_account_id
      WHERE i.survey_id IN (${regular}) AND i.created_at >= ${from}::date
      GROUP BY ROLLUP(1) ORDER BY 1 NULLS FIRST`),
  );
  // ROLLUP's grand total comes first (month null), then each month (or the one '' group).
  const total = rows.find((r) => r.month === null);
  const empty = { assigned: 0, answered: 0, reviewed: 0, to_answer: null, to_review: null };
  return {
    questionnaires: flowOf(total ?? empty),
    // Every month of the span, a month without a questionnaire as zeros (a gap is a figure too).
    months: byMonth
      ? monthsFrom(from).map((month) => ({ month, ...flowOf(rows.find((r) => r.month === month) ?? empty) }))
      : [],
  };
}

/** Each linked patient's band counts over the period's whole days: TIR band and GRI zone, tallied here. */
async function glucoseSpread(db: Db, s: OverviewScope, days: number) {
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      SELECT COALESCE(sum(g.readings), 0) AS readings, COALESCE(sum(g.very_low), 0) AS very_low,
        COALESCE(sum(g.low), 0) AS low, COALESCE(sum(g.target), 0) AS target,
        COALESCE(sum(g.high), 0) AS high, COALESCE(sum(g.very_high), 0) AS very_high
      FROM (${listed(s)}) p
      LEFT JOIN glucose_days g ON g.account_id = p.id
        AND g.day >= (now() AT TIME ZONE 'UTC')::date - ${days}::int AND g.day < (now() AT TIME ZONE 'UTC')::date
      WHERE p.glucose IS NOT NULL GROUP BY p.id`),
  );
  const tir = Object.fromEntries(TIR_BANDS.map((b) => [b, 0])) as Record<TirBand, number>;
  const gri = Object.fromEntries(GRI_ZONES.map((z) => [z, 0])) as Record<GriZone, number>;
  let notEnough = 0;
  for (const r of rows) {
    const [veryLow, low, target, high, veryHigh] = [r.very_low, r.low, r.target, r.high, r.very_high].map(
      Number,
    );
    const banded = veryLow! + low! + target! + high! + veryHigh!;
    // The list's rule: too few of the period's expected readings (one every 5 minutes) gives no verdict.
    if ((100 * Number(r.readings)) / (days * 288) < ACTIVE_MIN_PERCENT || banded === 0) {
      notEnough += 1;
      continue;
    }
    const inRange = (100 * target!) / banded;
    tir[[...TIR_BANDS].reverse().find((b) => inRange >= TIR_BAND_MIN[b])!] += 1;
    const zone = griOf({
      veryLow: veryLow!,
      low: low!,
      high: high!,
      veryHigh: veryHigh!,
      tight: 0,
      banded,
    }).griZone;
    if (zone) gri[zone] += 1;
  }
  const shownAll = <K extends string>(o: Record<K, number>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, shown(v as number)])) as Record<K, GroupCount>;
  return { tir: shownAll(tir), gri: shownAll(gri), notEnoughData: shown(notEnough) };
}

/** Per doctor of the clinic: their patients whose questionnaire awaits review OVERDUE_DAYS or more after submission. */
async function overdueByDoctor(db: Db, s: OverviewScope) {
  const rows = rowsOf<{ first_name: string; last_name: string; overdue: number }>(
    await db.execute(sql`
      SELECT d.first_name, d.last_name, count(si.id)::int AS overdue
      FROM accounts d
      LEFT JOIN patient_doctors pd ON pd.doctor_account_id = d.id
      LEFT JOIN (${listed(s, { awaitingReview: true })}) p ON p.id = pd.patient_account_id
      LEFT JOIN survey_instances si ON si.id = p.review_id
        AND si.submitted_at <= now() - make_interval(days => ${OVERDUE_DAYS}::int)
      WHERE d.role = 'doctor' AND d.clinic_id = ${s.clinicId} AND d.deactivated_at IS NULL
      GROUP BY d.id, d.first_name, d.last_name ORDER BY lower(d.last_name), lower(d.first_name)`),
  );
  return rows.map((r) => ({ doctor: `${r.first_name} ${r.last_name}`.trim(), overdue: shown(r.overdue) }));
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The overview of a scope for a period; a doctor's has no per-doctor table (it would be theirs alone). */
export async function clinicOverview(
  db: Db,
  s: OverviewScope,
  period: OverviewPeriod,
): Promise<ClinicOverview> {
  await refreshClinicRows(db, s.clinicId);
  const days = OVERVIEW_PERIOD_DAYS[period];
  const now = new Date();
  const start =
    period === '12m'
      ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))
      : new Date(now.getTime() - days * 86_400_000);
  const p = await patientFigures(db, s);
  const flow = await questionnaireFlow(db, s, dayOf(start), period === '12m');
  const spread = await glucoseSpread(db, s, days);
  return {
    period,
    from: dayOf(start),
    to: dayOf(now),
    minCount: SMALL_GROUP_MIN,
    patients: shown(p.patients!),
    awaitingReview: shown(p.awaiting!),
    ...flow,
    phq2Positive: shown(p.phq2!),
    phq2Screened: shown(p.screened!),
    item9Open: shown(p.item9!),
    glucose: {
      linked: shown(p.linked!),
      noData: shown(p.no_data!),
      attention: shown(p.attention!),
      ...spread,
    },
    overdueByDoctor: s.actor.role === 'doctor' ? [] : await overdueByDoctor(db, s),
  };
}
