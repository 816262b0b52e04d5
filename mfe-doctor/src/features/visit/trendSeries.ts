import {
  compare,
  GlucoseMetric,
  type Category,
  type Comparison,
  type PatientTrends,
} from '@dcp/shared/contracts';

/** One figure across visits, each with its change from the visit before (null for the first). */
export interface Series {
  key: string;
  kind: 'score' | GlucoseMetric;
  category?: Category;
  max?: number;
  points: { instanceId: string; at: string; value: number | null; change: Comparison | null }[];
}

function seriesOf(
  t: PatientTrends,
  key: string,
  kind: Series['kind'],
  valueOf: (v: PatientTrends['visits'][number]) => number | null,
): Series['points'] {
  return t.visits.map((v, i) => {
    const value = valueOf(v);
    const prev = i > 0 ? valueOf(t.visits[i - 1]!) : null;
    return { instanceId: v.instanceId, at: v.at, value, change: i > 0 ? compare(kind, prev, value) : null };
  });
}

/** Each category's score (in the first visit's order), then TIR, TBR, GMI and CV when glucose is shared. */
export function trendSeries(t: PatientTrends): Series[] {
  const categories: { category: Category; max: number }[] = [];
  for (const v of t.visits)
    for (const s of v.scores)
      if (!categories.some((c) => c.category === s.category))
        categories.push({ category: s.category, max: s.max });
  const scores = categories.map(({ category, max }) => ({
    key: category,
    kind: 'score' as const,
    category,
    max,
    points: seriesOf(
      t,
      category,
      'score',
      (v) => v.scores.find((s) => s.category === category)?.scoreValue ?? null,
    ),
  }));
  if (!t.glucoseShared) return scores;
  const glucose = GlucoseMetric.options.map((metric) => ({
    key: metric,
    kind: metric,
    points: seriesOf(t, metric, metric, (v) => v.glucose?.[metric] ?? null),
  }));
  return [...scores, ...glucose.filter((g) => g.points.some((p) => p.value !== null))];
}
