import { Category, choiceIn, PHQ2_THRESHOLD } from '../contracts';
import type { StoredAnswer, StoredScore } from '../db/schema-surveys';
import type { SurveyDef } from '../leaves/survey-catalogue/types';

// Scoring rules (documented for clinicians in docs/clinical-content.md; fixtures in scoring.test.ts).

/** Points of the most-concerning answer of a scored question. */
export const MAX_POINTS = 3;
/** A category scoring at least this much (orange or red) is an area of focus. */
export const FOCUS_THRESHOLD = 4;
export const MAX_AREAS_OF_FOCUS = 3;

export interface ScoreResult {
  scores: StoredScore[];
  /** Highest category scoreValue (PHQ2 included), null when the survey has no scored question. */
  priorityScore: number | null;
  /** Category of the highest score; null when every score is 0 (nothing stands out). */
  mainConcern: Category | null;
  mainAreasOfFocus: Category[];
  /** PHQ-2 total (0–6), null when the survey has no PHQ-2. */
  phq2: number | null;
}

const ORDER = Category.options;

/** Higher scoreValue first, then higher scorePct, then the fixed category order (deterministic ties). */
function byConcern(a: StoredScore, b: StoredScore): number {
  return (
    b.scoreValue - a.scoreValue ||
    b.scorePct - a.scorePct ||
    ORDER.indexOf(a.category as Category) - ORDER.indexOf(b.category as Category)
  );
}

/** Points of one saved answer (0 when unanswered, free text or an unknown id). */
export function pointsOf(survey: SurveyDef, questionId: string, answer: StoredAnswer | undefined): number {
  const q = survey.questions.find((x) => x.id === questionId);
  const chosen = q && choiceIn(q.type, answer);
  return q?.answers.find((a) => a.id === chosen)?.points ?? 0;
}

export function scoreAnswers(survey: SurveyDef, answers: Record<string, StoredAnswer>): ScoreResult {
  const byCategory = new Map<Category, { value: number; max: number; ids: string[] }>();
  for (const q of survey.questions) {
    if (!q.scored || !ORDER.includes(q.category as Category)) continue;
    const cat = q.category as Category;
    const acc = byCategory.get(cat) ?? { value: 0, max: 0, ids: [] };
    acc.value += pointsOf(survey, q.id, answers[q.id]);
    acc.max += MAX_POINTS;
    acc.ids.push(q.id);
    byCategory.set(cat, acc);
  }
  const scores: StoredScore[] = ORDER.filter((c) => byCategory.has(c)).map((c) => {
    const s = byCategory.get(c)!;
    return {
      category: c,
      scoreValue: s.value,
      scorePct: Math.round((s.value / s.max) * 100),
      questionIds: s.ids,
    };
  });
  const ranked = [...scores].sort(byConcern);
  const top = ranked[0];
  const phq = scores.find((s) => s.category === 'PHQ2');
  return {
    scores,
    priorityScore: top ? top.scoreValue : null,
    mainConcern: top && top.scoreValue > 0 ? (top.category as Category) : null,
    mainAreasOfFocus: ranked
      .filter((s) => s.category !== 'PHQ2' && s.scoreValue >= FOCUS_THRESHOLD)
      .slice(0, MAX_AREAS_OF_FOCUS)
      .map((s) => s.category as Category),
    phq2: phq ? phq.scoreValue : null,
  };
}

export const possibleDepression = (phq2: number | null): boolean => phq2 !== null && phq2 >= PHQ2_THRESHOLD;

export type PriorityColour = 'green' | 'orange' | 'red';
/** req A§9: 1–3 green, 4–8 orange, otherwise red. 0 (no concern at all) is green too; null has no colour. */
export function priorityColour(score: number | null): PriorityColour | null {
  if (score === null) return null;
  if (score <= 3) return 'green';
  if (score <= 8) return 'orange';
  return 'red';
}
