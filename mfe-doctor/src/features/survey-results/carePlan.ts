import { ADDITIONAL_RESOURCES_CONCLUSION_ID, type StaffSurveyInstance } from '@dcp/shared/contracts';

/** Editable conclusions: id → text, in the order the doctor sees them. */
export type ConclusionDraft = { id: string; text: string }[];

/**
 * Saved conclusions when there are any (a draft or an agreed plan), else the generated possible
 * conclusions; the additional-resources conclusion is always present so the dialog has a target.
 */
export function initialConclusions(instance: StaffSurveyInstance): ConclusionDraft {
  const draft: ConclusionDraft =
    instance.conclusions.length > 0
      ? instance.conclusions.map((c) => ({ id: c.conclusionId, text: c.text }))
      : instance.possibleConclusions.map((c) => ({ id: c.id, text: c.text }));
  if (!draft.some((c) => c.id === ADDITIONAL_RESOURCES_CONCLUSION_ID))
    draft.push({ id: ADDITIONAL_RESOURCES_CONCLUSION_ID, text: '' });
  return draft;
}

export function initialRecommendations(instance: StaffSurveyInstance): Record<string, string[]> {
  return Object.fromEntries(instance.recommendations.map((r) => [r.id, [...r.answers]]));
}

/** One resource's line in the additional-resources block; the patient view turns it into a link. */
export const resourceLine = (name: string, url: string) => `${name}: ${url}`;

/** Names of the resources whose line is in the text, so the dialog opens with them ticked. */
export function linkedNames(text: string, names: readonly string[]): Set<string> {
  const lines = text.split(/\r?\n/);
  return new Set(names.filter((n) => lines.some((l) => l.startsWith(`${n}: http`))));
}

/** Removes the lines of `removed` and appends those of `added`, leaving the doctor's own text alone. */
export function applyResourceBlock(
  text: string,
  added: { name: string; url: string }[],
  removed: readonly string[],
): string {
  const kept = text.split(/\r?\n/).filter((l) => !removed.some((n) => l.startsWith(`${n}: http`)));
  const lines = [...kept, ...added.map((a) => resourceLine(a.name, a.url))];
  return lines.join('\n').replace(/^\n+|\n+$/g, '');
}

/**
 * What "Copy conclusions" puts on the clipboard: the ticked recommendations (each question, then its
 * ticked answers with their resource), then every non-empty conclusion, one paragraph each — the
 * plan as the doctor agreed it, for a letter or the clinic's record (issue 28 point 8).
 */
export function carePlanText(
  draft: ConclusionDraft,
  recommendations: StaffSurveyInstance['recommendations'],
  ticked: Record<string, string[]>,
  headings: { recommendations: string; conclusions: string },
): string {
  const recs = recommendations.flatMap((r) => {
    const picked = r.possibleAnswers.filter((a) => (ticked[r.id] ?? []).includes(a.id));
    if (picked.length === 0) return [];
    const lines = picked.map((a) =>
      a.resourceUrl
        ? `- ${a.answer} (${a.resourceName ?? a.resourceUrl}: ${a.resourceUrl})`
        : `- ${a.answer}`,
    );
    return [[r.question, ...lines].join('\n')];
  });
  const conclusions = draft.map((c) => c.text.trim()).filter(Boolean);
  return [
    ...(recs.length ? [headings.recommendations, ...recs] : []),
    ...(conclusions.length ? [headings.conclusions, ...conclusions] : []),
  ].join('\n\n');
}
