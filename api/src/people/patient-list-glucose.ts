import { sql, type SQL } from 'drizzle-orm';
import { ACTIVE_MIN_PERCENT, CV_TARGET, GLUCOSE_LIST_DAYS, GLUCOSE_TARGETS } from '../contracts';

// Glucose in the patient list (issue 24 point 3): the last 14 whole UTC days of each connected
// patient's per-day aggregates (glucose_days, kept by the sync; one index range of ≤ ~30 rows per
// patient, never raw readings), held against the consensus targets. Rules in docs/patient-list.md.

/** The consensus targets (Battelino 2019) the list holds each patient to, in % of readings. */
const T = {
  inRangeMin: GLUCOSE_TARGETS.target.over ?? 70,
  below70Max: GLUCOSE_TARGETS.low.under ?? 4,
  below54Max: GLUCOSE_TARGETS.veryLow.under ?? 1,
  above250Max: GLUCOSE_TARGETS.veryHigh.under ?? 5,
  cvMax: CV_TARGET,
  wearMin: ACTIVE_MIN_PERCENT,
};
/** Readings a CGM sends in the 14 days (one every 5 minutes). */
const EXPECTED = GLUCOSE_LIST_DAYS * 288;
/** Constants of the code written into the statement (typed there, unlike untyped parameters). */
const n = (x: number) => sql.raw(String(x));
const pctOf = (part: string) =>
  sql.raw(`CASE WHEN s.banded > 0 THEN round(100.0 * ${part} / s.banded, 1) END`);

/**
 * Joined in the list's base relation (`a` is the patient's account): `glu_linked`, and the figures
 * `glu_wear`, `glu_tir`, `glu_below70`, `glu_below54`, `glu_above250`, `glu_cv` (%, one decimal).
 * Whole days before today: the list's figures are the same all day and every row has the same window.
 */
export const glucoseJoin = sql`
    LEFT JOIN dexcom_links dl ON dl.account_id = a.id AND dl.state = 'connected'
    LEFT JOIN LATERAL (
      SELECT dl.account_id IS NOT NULL AS glu_linked, LEAST(100, round(100.0 * s.readings / ${n(EXPECTED)}, 1)) AS glu_wear,
        ${pctOf('s.target')} AS glu_tir, ${pctOf('(s.low + s.very_low)')} AS glu_below70,
        ${pctOf('s.very_low')} AS glu_below54, ${pctOf('s.very_high')} AS glu_above250,
        CASE WHEN s.sum > 0 THEN round(100 * sqrt(s.valued * s.squares - s.sum * s.sum) / s.sum, 1) END AS glu_cv
      FROM (
        SELECT COALESCE(sum(g.readings), 0) AS readings, COALESCE(sum(g.target), 0) AS target,
          COALESCE(sum(g.low), 0) AS low, COALESCE(sum(g.very_low), 0) AS very_low,
          COALESCE(sum(g.very_high), 0) AS very_high, COALESCE(sum(g.valued), 0)::numeric AS valued,
          COALESCE(sum(g.value_sum), 0)::numeric AS sum, COALESCE(sum(g.value_squares), 0)::numeric AS squares,
          COALESCE(sum(g.very_low + g.low + g.target + g.high + g.very_high), 0) AS banded
        FROM glucose_days g
        WHERE g.account_id = dl.account_id
          AND g.day >= (now() AT TIME ZONE 'UTC')::date - ${n(GLUCOSE_LIST_DAYS)}
          AND g.day < (now() AT TIME ZONE 'UTC')::date
      ) s
    ) glu ON true`;

/** The base relation's glucose columns, from glucoseJoin. */
export const glucoseColumns = sql`glu.glu_linked, glu.glu_wear, glu.glu_tir, glu.glu_below70,
      glu.glu_below54, glu.glu_above250, glu.glu_cv`;

const enough = sql`p.glu_wear >= ${n(T.wearMin)}`;
const veryLow = sql`p.glu_below54 > ${n(T.below54Max)}`;
const low = sql`p.glu_below70 > ${n(T.below70Max)}`;
const other = sql`(p.glu_tir < ${n(T.inRangeMin)} OR p.glu_above250 > ${n(T.above250Max)} OR p.glu_cv > ${n(T.cvMax)})`;

/** A missed target with enough data: hypoglycaemia 2, any other 1, none (or too little data) 0. */
export const glucoseRank = sql`(CASE WHEN p.glu_linked AND ${enough} AND (${veryLow} OR ${low}) THEN 2
  WHEN p.glu_linked AND ${enough} AND ${other} THEN 1 ELSE 0 END)`;

const reason = (rank: number, code: string, value: string, target: number, when: SQL) =>
  sql`SELECT ${n(rank)} AS k, json_build_object('code', ${sql.raw(`'${code}'`)}, 'value', ${sql.raw(value)}, 'target', ${n(target)}) AS f WHERE ${when}`;

/** PatientGlucose as JSON: the reasons in words come from these codes and numbers. */
export const glucoseJson = sql`CASE WHEN p.glu_linked THEN json_build_object(
  'wear', p.glu_wear, 'attention', ${glucoseRank} > 0,
  'flags', CASE WHEN NOT ${enough} THEN json_build_array(json_build_object(
      'code', 'NOT_ENOUGH_DATA', 'value', p.glu_wear, 'target', ${n(T.wearMin)}))
    ELSE COALESCE((SELECT json_agg(r.f ORDER BY r.k) FROM (
      ${reason(1, 'VERY_LOW', 'p.glu_below54', T.below54Max, veryLow)}
      UNION ALL ${reason(2, 'LOW', 'p.glu_below70', T.below70Max, low)}
      UNION ALL ${reason(3, 'IN_RANGE', 'p.glu_tir', T.inRangeMin, sql`p.glu_tir < ${n(T.inRangeMin)}`)}
      UNION ALL ${reason(4, 'VERY_HIGH', 'p.glu_above250', T.above250Max, sql`p.glu_above250 > ${n(T.above250Max)}`)}
      UNION ALL ${reason(5, 'VARIABILITY', 'p.glu_cv', T.cvMax, sql`p.glu_cv > ${n(T.cvMax)}`)}
    ) r), '[]'::json) END) END`;
