import { and, desc, eq } from 'drizzle-orm';
import {
  choiceIn,
  QUESTION_KINDS,
  type AnsweredQuestion,
  type AnswerGroup,
  type InstanceAnswers,
  type Locale,
  type PatientContext,
} from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { surveyInstances } from '../db/schema-surveys';
import { ageOf } from '../people/list';
import { findSurvey } from '../leaves/survey-catalogue';
import {
  DEMOGRAPHICS_PATIENT_ID,
  YEARS_SINCE_DIAGNOSIS_QUESTION,
} from '../leaves/survey-catalogue/demographics';
import { formatAnswer, pick, type QuestionDef, type SurveyDef } from '../leaves/survey-catalogue/types';
import { MAX_POINTS, pointsOf } from './scoring';
import { askedQuestions, scoredAnswer, type InstanceRow } from './view';

// The clinician's reading of an instance (issue 14 point 1); the route lets only the patient's
// doctors (same clinic) reach it, so nothing here is ever sent to a patient.

function answered(q: QuestionDef, row: InstanceRow, survey: SurveyDef, locale: Locale): AnsweredQuestion {
  const a = row.answers[q.id];
  const answer = formatAnswer(q, a, locale);
  const scored = q.scored ? scoredAnswer(q, a, locale) : null;
  return {
    questionId: q.id,
    category: q.category,
    question: pick(q.text, locale),
    type: q.type,
    stage: q.stage,
    answer,
    scored: scored && { ...scored, points: pointsOf(survey, q.id, a), maxPoints: MAX_POINTS },
  };
}

/** The questions the patient has been through: the second wave only once it was submitted too. */
function shownQuestions(row: InstanceRow, s: SurveyDef): QuestionDef[] {
  const secondDone = row.status !== 'CREATED' && row.status !== 'IN_PROGRESS';
  return askedQuestions(s, row.mainAreasOfFocus).filter((q) => q.stage === 'FIRST_WAVE' || secondDone);
}

export function answersView(
  row: InstanceRow,
  s: SurveyDef,
  patient: PatientContext,
  locale: Locale,
): InstanceAnswers {
  const all = shownQuestions(row, s).map((q) => ({ q, view: answered(q, row, s, locale) }));
  const groups: AnswerGroup[] = [];
  for (const { q, view } of all) {
    if (q.category === 'PHQ2') continue;
    let group = groups.find((g) => g.category === q.category);
    if (!group) {
      const score = (row.scores ?? []).find((sc) => sc.category === q.category);
      group = {
        category: q.category,
        score: score ? { scoreValue: score.scoreValue, scorePct: score.scorePct } : null,
        questions: [],
      };
      groups.push(group);
    }
    group.questions.push(view);
  }
  const phq2 = all.filter(({ q }) => q.category === 'PHQ2').map(({ view }) => view);
  return {
    instanceId: row.id,
    patient,
    groups,
    phq2Items: phq2.length > 0 ? phq2 : null,
    ownWords: all
      .filter(({ q, view }) => QUESTION_KINDS[q.type].ownWords && view.answer !== null)
      .map(({ view }) => view),
  };
}

/** Age, diabetes type and chronic conditions from the profile; years since diagnosis from the
 *  patient's latest demographics answers (that answer is not copied onto the account). */
export async function patientContext(db: Db, patientId: string, locale: Locale): Promise<PatientContext> {
  const [acc] = await db
    .select({
      birthDate: accounts.birthDate,
      diabetes: accounts.diabetesType,
      chronicConditions: accounts.chronicConditions,
    })
    .from(accounts)
    .where(eq(accounts.id, patientId));
  const [demo] = await db
    .select({ answers: surveyInstances.answers })
    .from(surveyInstances)
    .where(
      and(
        eq(surveyInstances.respondentAccountId, patientId),
        eq(surveyInstances.surveyId, DEMOGRAPHICS_PATIENT_ID),
      ),
    )
    .orderBy(desc(surveyInstances.updatedAt))
    .limit(1);
  const q = findSurvey(DEMOGRAPHICS_PATIENT_ID)?.questions.find(
    (x) => x.id === YEARS_SINCE_DIAGNOSIS_QUESTION,
  );
  const a = demo?.answers[YEARS_SINCE_DIAGNOSIS_QUESTION];
  const chosen = q && choiceIn(q.type, a);
  const years = chosen ? q.answers.find((x) => x.id === chosen) : undefined;
  return {
    age: ageOf(acc?.birthDate ?? null),
    diabetes: acc?.diabetes ?? null,
    yearsSinceDiagnosis: years ? pick(years.text, locale) : null,
    chronicConditions: acc?.chronicConditions ?? null,
  };
}
