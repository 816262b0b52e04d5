import { choiceIn, PHQ9_ITEM9_ID, PHQ9_SURVEY_ID, type Locale, type Phq9, type Phq9Band } from '../contracts';
import type { StoredAnswer } from '../db/schema-surveys';
import { PHQ9_ITEM_IDS } from '../leaves/survey-catalogue/phq9';
import { pointsOf } from './scoring';
import { pick, type SurveyDef } from '../leaves/survey-catalogue/types';

// PHQ-9 scoring (Kroenke, Spitzer & Williams 2001): nine items 0–3 summed to 0–27, read in the
// published severity bands; the difficulty question is not scored. Item 9 above 0 is urgent whatever
// the total (a clinician asks about it the same day). Fixtures in phq9.test.ts.

export const isPhq9 = (s: Pick<SurveyDef, 'id'>): boolean => s.id === PHQ9_SURVEY_ID;

/** The band's lower bounds, highest first: 20 severe, 15 moderately severe, 10 moderate, 5 mild. */
const BANDS: [number, Phq9Band][] = [
  [20, 'SEVERE'],
  [15, 'MODERATELY_SEVERE'],
  [10, 'MODERATE'],
  [5, 'MILD'],
  [0, 'MINIMAL'],
];
export function phq9Band(score: number): Phq9Band {
  return BANDS.find(([min]) => score >= min)![1];
}

export interface Phq9Score {
  total: number;
  item9: number;
}

/** The total and item 9's points of a PHQ-9's answers; null for any other questionnaire. */
export function scorePhq9(survey: SurveyDef, answers: Record<string, StoredAnswer>): Phq9Score | null {
  if (!isPhq9(survey)) return null;
  const total = PHQ9_ITEM_IDS.reduce((sum, id) => sum + pointsOf(survey, id, answers[id]), 0);
  return { total, item9: pointsOf(survey, PHQ9_ITEM9_ID, answers[PHQ9_ITEM9_ID]) };
}

/** A patient's PHQ-9 leads to the support notice when mild or more, or when item 9 is above 0. */
export const PHQ9_SUPPORT_MIN = 5;
export const phq9NeedsSupport = (s: Phq9Score): boolean => s.total >= PHQ9_SUPPORT_MIN || s.item9 > 0;

/** The doctor's view of a submitted PHQ-9: total, band and item 9 as the patient answered it. */
export function phq9View(
  survey: SurveyDef,
  row: { phq9: number | null; phq9Item9: number | null; answers: Record<string, StoredAnswer> },
  locale: Locale,
): Phq9 | null {
  if (row.phq9 === null || row.phq9Item9 === null) return null;
  const q = survey.questions.find((x) => x.id === PHQ9_ITEM9_ID);
  const id = q && choiceIn(q.type, row.answers[PHQ9_ITEM9_ID]);
  const option = id ? q.answers.find((a) => a.id === id) : undefined;
  return {
    score: row.phq9,
    band: phq9Band(row.phq9),
    item9: {
      points: row.phq9Item9,
      question: q ? pick(q.text, locale) : '',
      answer: option ? pick(option.text, locale) : '',
    },
    urgent: row.phq9Item9 > 0,
  };
}
