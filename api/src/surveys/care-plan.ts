import {
  ADDITIONAL_RESOURCES_CONCLUSION_ID,
  type Category,
  type Locale,
  type PossibleConclusion,
  type Recommendation,
} from '../contracts';
import type { StoredAnswer, StoredScore } from '../db/schema-surveys';
import { FOLLOW_UP_SENTENCE, NO_FOCUS_CONCLUSION, RECOMMENDATIONS } from './recommendations-content';
import { RESOURCE_BY_ID } from './resources-catalogue';
import { MAX_POINTS, possibleDepression } from './scoring';
import { isPhq9 } from './phq9';
import { formatAnswer, pick, type SurveyDef, type Text } from '../leaves/survey-catalogue/types';

// Recommendations and possible conclusions, generated from the stored scores in the reader's language.

export interface ScoredState {
  scores: StoredScore[] | null;
  mainAreasOfFocus: string[];
  phq2: number | null;
  answers: Record<string, StoredAnswer>;
}

/** Categories that get a recommendation: the areas of focus, then PHQ2 when it is flagged. */
export function recommendedCategories(s: ScoredState): Category[] {
  if (!s.scores) return [];
  const cats = s.mainAreasOfFocus as Category[];
  return possibleDepression(s.phq2) ? [...cats, 'PHQ2'] : cats;
}

export const recommendationId = (c: Category) => `rec.${c}`;
export const conclusionId = (c: Category) => `conclusion.${c}`;
export const NO_FOCUS_CONCLUSION_ID = 'conclusion.none';

export function resourceLink(resourceId: string | undefined, locale: Locale) {
  const res = resourceId ? RESOURCE_BY_ID.get(resourceId) : undefined;
  if (!res) return null;
  return { id: res.id, name: pick(res.name, locale), url: locale === 'es-ES' ? res.url.es : res.url.en };
}

export function recommendations(
  s: ScoredState,
  ticked: Record<string, string[]>,
  locale: Locale,
): Recommendation[] {
  return recommendedCategories(s).map((c) => {
    const def = RECOMMENDATIONS[c];
    const id = recommendationId(c);
    return {
      id,
      category: c,
      question: pick(def.question, locale),
      possibleAnswers: def.options.map((opt) => {
        const link = resourceLink(opt.resourceId, locale);
        return {
          id: opt.id,
          answer: pick(opt.text, locale),
          resourceName: link?.name ?? null,
          resourceUrl: link?.url ?? null,
        };
      }),
      answers: ticked[id] ?? [],
    };
  });
}

/** Text of the patient's second-wave choice for a category, if any (quoted in the conclusion). */
function followUpText(survey: SurveyDef, s: ScoredState, c: Category, locale: Locale): string | null {
  for (const q of survey.questions) {
    if (q.stage !== 'SECOND_WAVE' || q.category !== c) continue;
    const text = formatAnswer(q, s.answers[q.id], locale);
    if (text) return text;
  }
  return null;
}

/** The words a conclusion is made of; the doctor's by default (patient-view.ts has the patient's). */
export interface ConclusionWording {
  conclusion: (c: Category) => Text;
  followUp: Text;
  noFocus: Text;
}
export const DOCTOR_WORDING: ConclusionWording = {
  conclusion: (c) => RECOMMENDATIONS[c].conclusion,
  followUp: FOLLOW_UP_SENTENCE,
  noFocus: NO_FOCUS_CONCLUSION,
};

/** The prefilled conclusion per recommended category (or the no-focus one), in one language. */
export function conclusionTexts(
  survey: SurveyDef,
  s: ScoredState,
  locale: Locale,
  wording: ConclusionWording = DOCTOR_WORDING,
): { id: string; text: string }[] {
  if (!s.scores) return [];
  const out: { id: string; text: string }[] = [];
  for (const c of recommendedCategories(s)) {
    const score = s.scores.find((x) => x.category === c);
    if (!score) continue;
    const max = score.questionIds.length * MAX_POINTS;
    let text = pick(wording.conclusion(c), locale)
      .replace('{score}', String(score.scoreValue))
      .replace('{max}', String(max));
    const said = followUpText(survey, s, c, locale);
    if (said) text += ` ${pick(wording.followUp, locale).replace('{answer}', said)}`;
    out.push({ id: conclusionId(c), text });
  }
  if (out.length === 0) out.push({ id: NO_FOCUS_CONCLUSION_ID, text: pick(wording.noFocus, locale) });
  return out;
}

export function possibleConclusions(survey: SurveyDef, s: ScoredState, locale: Locale): PossibleConclusion[] {
  // Filled by the doctor's additional-resources dialog with link blocks; shown to patients as a link list.
  const additional = { id: ADDITIONAL_RESOURCES_CONCLUSION_ID, text: '', show: false };
  // A PHQ-9 has no areas to prefill from: the doctor writes what was agreed (and so clears its flag).
  if (isPhq9(survey)) return [{ id: PHQ9_CONCLUSION_ID, text: '', show: true }, additional];
  if (!s.scores) return [];
  return [...conclusionTexts(survey, s, locale).map((c) => ({ ...c, show: true })), additional];
}

/** The PHQ-9's one conclusion: the doctor's own words. */
export const PHQ9_CONCLUSION_ID = 'phq9-plan';
