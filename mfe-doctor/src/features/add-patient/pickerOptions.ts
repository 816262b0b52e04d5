import type { SurveySummary } from '@dcp/shared/contracts';

/**
 * Survey names as the doctor knows them (issue 14 point 11): the revision only tells apart two
 * available surveys of the same name, e.g. 'Mood (3)' and 'Mood (2)'.
 */
export function pickerOptions(surveys: readonly SurveySummary[]) {
  const count = new Map<string, number>();
  for (const s of surveys) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  return surveys.map((s) => ({
    value: s.id,
    label: (count.get(s.name) ?? 0) > 1 ? `${s.name} (${s.revision})` : s.name,
  }));
}
