import { sql } from 'drizzle-orm';
import {
  ACTIVE_MIN_PERCENT,
  CV_TARGET,
  GLUCOSE_LIST_DAYS,
  GLUCOSE_TARGETS,
  type GlucoseFlag,
  type PatientGlucose,
} from '../contracts';

// Glucose in the patient list (issue 24 point 3): the last 14 whole UTC days of each connected
// patient's per-day aggregates (glucose_days, kept by the sync; one index range of ≤ ~30 rows per
// patient, never raw readings), held against the consensus targets. Rules in docs/patient-list.md.
// Summed in SQL when a patient's list row is refreshed (patient-list-rows.ts), judged here in TypeScript.

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

/** The glucose columns of one patient as they come from the driver (numeric may come as text). */
export interface GlucoseColumns {
  glu_linked: boolean | null;
  glu_wear: number | string | null;
  glu_tir: number | string | null;
  glu_below70: number | string | null;
  glu_below54: number | string | null;
  glu_above250: number | string | null;
  glu_cv: number | string | null;
}

const num = (x: number | string | null) => (x === null ? null : Number(x));
/** x > limit, false when the figure is missing (no banded reading), as SQL's comparison with NULL. */
const over = (x: number | null, limit: number) => x !== null && x > limit;
const under = (x: number | null, limit: number) => x !== null && x < limit;

/**
 * PatientGlucose of a patient (null without a connected CGM) and its rank inside one score: a missed
 * target with enough data, hypoglycaemia 2, any other 1, none (or too little data) 0. Reasons most
 * urgent first; NOT_ENOUGH_DATA alone, no verdict (docs/patient-list.md).
 */
export function glucoseOf(c: GlucoseColumns): { glucose: PatientGlucose | null; rank: number } {
  if (!c.glu_linked) return { glucose: null, rank: 0 };
  const wear = num(c.glu_wear) ?? 0;
  if (wear < T.wearMin) {
    const flags: GlucoseFlag[] = [{ code: 'NOT_ENOUGH_DATA', value: wear, target: T.wearMin }];
    return { glucose: { wear, attention: false, flags }, rank: 0 };
  }
  const [below54, below70, tir, above250, cv] = [
    num(c.glu_below54),
    num(c.glu_below70),
    num(c.glu_tir),
    num(c.glu_above250),
    num(c.glu_cv),
  ];
  const missed: [GlucoseFlag['code'], number | null, number, boolean][] = [
    ['VERY_LOW', below54, T.below54Max, over(below54, T.below54Max)],
    ['LOW', below70, T.below70Max, over(below70, T.below70Max)],
    ['IN_RANGE', tir, T.inRangeMin, under(tir, T.inRangeMin)],
    ['VERY_HIGH', above250, T.above250Max, over(above250, T.above250Max)],
    ['VARIABILITY', cv, T.cvMax, over(cv, T.cvMax)],
  ];
  const flags = missed
    .filter(([, , , miss]) => miss)
    .map(([code, value, target]) => ({ code, value: value!, target }));
  const hypo = flags.some((f) => f.code === 'VERY_LOW' || f.code === 'LOW');
  const rank = hypo ? 2 : flags.length > 0 ? 1 : 0;
  return { glucose: { wear, attention: rank > 0, flags }, rank };
}
