import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_MIN_PERCENT,
  CV_TARGET,
  GLUCOSE_BOUNDS,
  GLUCOSE_LIST_DAYS,
  GLUCOSE_TARGET_SETS,
  TARGET_SETS,
  type GlucoseFlag,
  type PatientGlucose,
  type TargetSetName,
} from '../contracts';

// Glucose in the patient list (issue 24 point 3): the last 14 whole UTC days of each connected
// patient's per-day aggregates (glucose_days, kept by the sync; one index range of ≤ ~30 rows per
// patient, never raw readings), held against the patient's target set (issue 42 point 1: standard,
// older or pregnancy; glucose_target_changes' newest). Rules in docs/patient-list.md.
// Summed in SQL when a patient's list row is refreshed (patient-list-rows.ts), judged here in TypeScript.

/** Readings a CGM sends in the 14 days (one every 5 minutes). */
const EXPECTED = GLUCOSE_LIST_DAYS * 288;
/** Constants of the code written into the statement (typed there, unlike untyped parameters). */
const n = (x: number) => sql.raw(String(x));

/**
 * The sets' bounds as a relation: `stored` when they are the bounds glucose_days' band counts were
 * made with (standard, older), so only a set with other bounds (pregnancy's 63–140) reads histograms.
 */
const setsRelation = sql.raw(
  `(VALUES ${TARGET_SETS.map((name) => {
    const b = GLUCOSE_TARGET_SETS[name].bounds;
    const stored =
      b.veryLowBelow === GLUCOSE_BOUNDS.veryLowBelow &&
      b.lowBelow === GLUCOSE_BOUNDS.lowBelow &&
      b.targetMax === GLUCOSE_BOUNDS.targetMax &&
      b.highMax === GLUCOSE_BOUNDS.highMax;
    return `('${name}', ${b.veryLowBelow}, ${b.lowBelow}, ${b.targetMax}, ${b.highMax}, ${stored})`;
  }).join(', ')}) ts(name, very_low_below, low_below, target_max, high_max, stored)`,
);
/** A band's count: the stored column for stored bounds, else the histograms' (bandIn of stats.ts). */
const band = (col: string) => sql.raw(`CASE WHEN ts.stored THEN s.${col} ELSE h.${col} END`);
const pctOf = (part: SQL) => sql`CASE WHEN b.banded > 0 THEN round(100.0 * (${part}) / b.banded, 1) END`;
const days = sql`g.day >= (now() AT TIME ZONE 'UTC')::date - ${n(GLUCOSE_LIST_DAYS)}
          AND g.day < (now() AT TIME ZONE 'UTC')::date`;

/**
 * Joined in the list's base relation (`a` is the patient's account): `glu_linked`, `glu_set` and the
 * figures `glu_wear`, `glu_tir`, `glu_below70` (below the set's range), `glu_below54`, `glu_above`
 * (above its range), `glu_above250`, `glu_cv` (%, one decimal). Whole days before today: the list's
 * figures are the same all day and every row has the same window. The stored band counts are summed
 * from the covering index as before; a set with other bounds (pregnancy) adds one pass over the same
 * days' 15-minute histograms (≈ 14 × ≤ 288 jsonb triples), skipped for the others (a one-time filter).
 */
export const glucoseJoin = sql`
    LEFT JOIN dexcom_links dl ON dl.account_id = a.id AND dl.state = 'connected'
    LEFT JOIN LATERAL (
      SELECT COALESCE((SELECT t.to_set FROM glucose_target_changes t WHERE t.account_id = a.id
        ORDER BY t.at DESC LIMIT 1), 'standard') AS name
    ) gts ON true
    JOIN ${setsRelation} ON ts.name = gts.name
    LEFT JOIN LATERAL (
      SELECT dl.account_id IS NOT NULL AS glu_linked, ts.name AS glu_set,
        LEAST(100, round(100.0 * s.readings / ${n(EXPECTED)}, 1)) AS glu_wear,
        ${pctOf(band('target'))} AS glu_tir, ${pctOf(sql`${band('low')} + ${band('very_low')}`)} AS glu_below70,
        ${pctOf(band('very_low'))} AS glu_below54, ${pctOf(sql`${band('high')} + ${band('very_high')}`)} AS glu_above,
        ${pctOf(band('very_high'))} AS glu_above250,
        CASE WHEN s.sum > 0 THEN round(100 * sqrt(s.valued * s.squares - s.sum * s.sum) / s.sum, 1) END AS glu_cv
      FROM (
        SELECT COALESCE(sum(g.readings), 0) AS readings, COALESCE(sum(g.target), 0) AS target,
          COALESCE(sum(g.low), 0) AS low, COALESCE(sum(g.very_low), 0) AS very_low,
          COALESCE(sum(g.high), 0) AS high, COALESCE(sum(g.very_high), 0) AS very_high,
          COALESCE(sum(g.valued), 0)::numeric AS valued,
          COALESCE(sum(g.value_sum), 0)::numeric AS sum, COALESCE(sum(g.value_squares), 0)::numeric AS squares
        FROM glucose_days g
        WHERE g.account_id = dl.account_id AND ${days}
      ) s
      CROSS JOIN LATERAL (
        SELECT COALESCE(sum(e.n) FILTER (WHERE e.v < ts.very_low_below), 0) AS very_low,
          COALESCE(sum(e.n) FILTER (WHERE e.v >= ts.very_low_below AND e.v < ts.low_below), 0) AS low,
          COALESCE(sum(e.n) FILTER (WHERE e.v >= ts.low_below AND e.v <= ts.target_max), 0) AS target,
          COALESCE(sum(e.n) FILTER (WHERE e.v > ts.target_max AND e.v <= ts.high_max), 0) AS high,
          COALESCE(sum(e.n) FILTER (WHERE e.v > ts.high_max), 0) AS very_high
        FROM glucose_days g
        CROSS JOIN LATERAL (
          SELECT (x->>1)::numeric AS v, (x->>2)::numeric AS n FROM jsonb_array_elements(g.hist) x
        ) e
        WHERE NOT ts.stored AND g.account_id = dl.account_id AND ${days}
      ) h
      CROSS JOIN LATERAL (
        SELECT ${band('very_low')} + ${band('low')} + ${band('target')} + ${band('high')} + ${band('very_high')} AS banded
      ) b
    ) glu ON true`;

/** The base relation's glucose columns, from glucoseJoin. */
export const glucoseColumns = sql`glu.glu_linked, glu.glu_set, glu.glu_wear, glu.glu_tir, glu.glu_below70,
      glu.glu_below54, glu.glu_above, glu.glu_above250, glu.glu_cv`;

/** The glucose columns of one patient as they come from the driver (numeric may come as text). */
export interface GlucoseColumns {
  glu_linked: boolean | null;
  glu_set: TargetSetName | null;
  glu_wear: number | string | null;
  glu_tir: number | string | null;
  glu_below70: number | string | null;
  glu_below54: number | string | null;
  glu_above: number | string | null;
  glu_above250: number | string | null;
  glu_cv: number | string | null;
}

const num = (x: number | string | null) => (x === null ? null : Number(x));

/**
 * The goals a set's patient is held to in the list, in % of readings: each band goal of the set, but
 * above the range only where the set has no above-250 goal (pregnancy's > 140 < 25 %) — time in range
 * already counts 181–250 for the others, as the list has judged standard patients since issue 24.
 */
function goalsOf(targets: TargetSetName) {
  const g = GLUCOSE_TARGET_SETS[targets].goals;
  return {
    below54Max: g.veryLow.under,
    below70Max: g.low.under,
    inRangeMin: g.target.over,
    aboveMax: g.veryHigh.under === undefined ? g.high.under : undefined,
    above250Max: g.veryHigh.under,
  };
}
/** Missed when there is a goal and the figure crosses it (false for a missing figure, as SQL's NULL). */
const over = (x: number | null, limit: number | undefined) => limit !== undefined && x !== null && x > limit;
const under = (x: number | null, limit: number | undefined) => limit !== undefined && x !== null && x < limit;

/**
 * PatientGlucose of a patient (null without a connected CGM) and its rank inside one score: a missed
 * target with enough data, hypoglycaemia 2, any other 1, none (or too little data) 0. Reasons most
 * urgent first; NOT_ENOUGH_DATA alone, no verdict (docs/patient-list.md).
 */
export function glucoseOf(c: GlucoseColumns): { glucose: PatientGlucose | null; rank: number } {
  if (!c.glu_linked) return { glucose: null, rank: 0 };
  const targets = c.glu_set ?? 'standard';
  const wear = num(c.glu_wear) ?? 0;
  if (wear < ACTIVE_MIN_PERCENT) {
    const flags: GlucoseFlag[] = [{ code: 'NOT_ENOUGH_DATA', value: wear, target: ACTIVE_MIN_PERCENT }];
    return { glucose: { wear, targets, attention: false, flags }, rank: 0 };
  }
  const T = goalsOf(targets);
  const [below54, below70, tir, above, above250, cv] = [
    num(c.glu_below54),
    num(c.glu_below70),
    num(c.glu_tir),
    num(c.glu_above),
    num(c.glu_above250),
    num(c.glu_cv),
  ];
  const missed: [GlucoseFlag['code'], number | null, number | undefined, boolean][] = [
    ['VERY_LOW', below54, T.below54Max, over(below54, T.below54Max)],
    ['LOW', below70, T.below70Max, over(below70, T.below70Max)],
    ['IN_RANGE', tir, T.inRangeMin, under(tir, T.inRangeMin)],
    ['HIGH', above, T.aboveMax, over(above, T.aboveMax)],
    ['VERY_HIGH', above250, T.above250Max, over(above250, T.above250Max)],
    ['VARIABILITY', cv, CV_TARGET, over(cv, CV_TARGET)],
  ];
  const flags = missed
    .filter(([, , , miss]) => miss)
    .map(([code, value, target]) => ({ code, value: value!, target: target! }));
  const hypo = flags.some((f) => f.code === 'VERY_LOW' || f.code === 'LOW');
  const rank = hypo ? 2 : flags.length > 0 ? 1 : 0;
  return { glucose: { wear, targets, attention: rank > 0, flags }, rank };
}
