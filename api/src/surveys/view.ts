import {
  recordOf,
  choiceIn,
  type AnswerRecord,
  type Locale,
  type Question,
  type Score,
  type Survey,
  type PatientSurveyInstanceSummary,
  type StaffSurveyInstance,
  type StaffSurveyInstanceSummary,
  type SurveySummary,
  type SurveyType,
} from '../contracts';
import type { StoredAnswer, surveyInstances } from '../db/schema-surveys';
import { possibleConclusions, recommendations } from './care-plan';
import { phq9View } from './phq9';
import { MAX_POINTS, possibleDepression } from './scoring';
import { choiceLabel, pick, type QuestionDef, type SurveyDef } from '../leaves/survey-catalogue/types';

// Contract views of surveys and instances, in the reader's language.

export type InstanceRow = typeof surveyInstances.$inferSelect;

export const summaryOfSurvey = (s: SurveyDef, locale: Locale): SurveySummary => ({
  id: s.id,
  name: pick(s.name, locale),
  surveyType: s.surveyType,
  diabetesType: s.diabetesType,
  revision: s.revision,
  isAvailable: s.isAvailable,
  variant: s.variant,
});

const question = (q: QuestionDef, locale: Locale): Question => ({
  id: q.id,
  category: q.category,
  question: pick(q.text, locale),
  description: q.description ? pick(q.description, locale) : null,
  possibleAnswers: q.answers.map((a) => ({ id: a.id, answer: pick(a.text, locale) })),
  stage: q.stage,
  type: q.type,
  tags: q.tags,
});

/** The questions an instance asks: first wave, plus the follow-ups of its areas of focus once known. */
export function askedQuestions(s: SurveyDef, mainAreasOfFocus: readonly string[]): QuestionDef[] {
  return s.questions.filter((q) => q.stage === 'FIRST_WAVE' || mainAreasOfFocus.includes(q.category));
}
export const hasSecondWave = (s: SurveyDef) => s.questions.some((q) => q.stage === 'SECOND_WAVE');

export function surveyView(s: SurveyDef, locale: Locale, questions: QuestionDef[] = s.questions): Survey {
  return {
    ...summaryOfSurvey(s, locale),
    questions: questions.map((q) => question(q, locale)),
    startDialog: s.startDialog
      ? {
          title: pick(s.startDialog.title, locale),
          descriptions: [
            pick(s.startDialog.descriptions[0], locale),
            pick(s.startDialog.descriptions[1], locale),
          ],
        }
      : null,
    hasSecondWave: hasSecondWave(s),
  };
}

export function instanceSummary(row: InstanceRow, s: SurveyDef, locale: Locale): StaffSurveyInstanceSummary {
  return {
    audience: 'staff',
    id: row.id,
    createTimestamp: row.createdAt.toISOString(),
    lastUpdatedTimestamp: row.updatedAt.toISOString(),
    status: row.status,
    stage: row.stage,
    survey: { id: s.id, name: pick(s.name, locale), surveyType: s.surveyType as SurveyType },
    priorityScore: row.priorityScore,
    mainConcern: row.mainConcern ?? null,
    awaitingReview: row.status === 'RECOMMENDATIONS' || row.status === 'REVIEW',
    questionCount: askedQuestions(s, row.mainAreasOfFocus).filter((q) => q.stage === row.stage).length,
  };
}

/** A list entry as the patient reads it: no priority score or concern (req G§6). */
export function patientSummary(summary: StaffSurveyInstanceSummary): PatientSurveyInstanceSummary {
  const { priorityScore: _p, mainConcern: _c, ...rest } = summary;
  return { ...rest, audience: 'patient' };
}

function answerRecords(row: InstanceRow, s: SurveyDef, locale: Locale): AnswerRecord[] {
  const out: AnswerRecord[] = [];
  for (const q of s.questions) {
    const answer = recordOf(q.type, row.answers[q.id], choiceLabel(q, locale));
    if (!answer) continue;
    out.push({ question: { id: q.id, text: pick(q.text, locale), type: q.type, tags: q.tags }, answer });
  }
  return out;
}

/** What one chosen answer added to its category (req G§3 scoredAnswers); null when not a choice. */
export function scoredAnswer(q: QuestionDef, a: StoredAnswer | undefined, locale: Locale) {
  const chosen = choiceIn(q.type, a);
  const opt = chosen && q.answers.find((x) => x.id === chosen);
  if (!opt) return null;
  return {
    humanReadable: `${pick(q.text, locale)} — ${pick(opt.text, locale)}`,
    scorePct: Math.round((opt.points / MAX_POINTS) * 100),
  };
}

function scoreViews(row: InstanceRow, s: SurveyDef, locale: Locale): Score[] {
  return (row.scores ?? []).map((sc) => ({
    id: `${row.id}:${sc.category}`,
    category: sc.category,
    scoreValue: sc.scoreValue,
    scorePct: sc.scorePct,
    scoredAnswers: sc.questionIds.flatMap((qid) => {
      const q = s.questions.find((x) => x.id === qid);
      const scored = q ? scoredAnswer(q, row.answers[qid], locale) : null;
      return scored ? [{ questionId: qid, ...scored }] : [];
    }),
  }));
}

export function instanceView(
  row: InstanceRow,
  s: SurveyDef,
  user: { id: string; email: string; firstName: string; lastName: string },
  locale: Locale,
): StaffSurveyInstance {
  const scored = {
    scores: row.scores,
    mainAreasOfFocus: row.mainAreasOfFocus,
    phq2: row.phq2,
    answers: row.answers,
  };
  return {
    ...instanceSummary(row, s, locale),
    survey: surveyView(s, locale, askedQuestions(s, row.mainAreasOfFocus)),
    user,
    answers: answerRecords(row, s, locale),
    scores: scoreViews(row, s, locale),
    mainAreasOfFocus: row.mainAreasOfFocus,
    phq2: row.phq2 === null ? null : { score: row.phq2, possibleDepression: possibleDepression(row.phq2) },
    phq9: phq9View(s, row, locale),
    recommendations: recommendations(scored, row.recommendations, locale),
    possibleConclusions: possibleConclusions(s, scored, locale),
    conclusions: row.conclusions,
  };
}
