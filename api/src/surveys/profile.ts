import { eq } from 'drizzle-orm';
import { choiceIn, textIn, type DiabetesType } from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import type { StoredAnswer } from '../db/schema-surveys';
import { HttpError } from '../http-errors';
import { DIABETES_VALUES, GENDER_VALUES } from '../leaves/survey-catalogue/demographics';
import type { QuestionDef, SurveyDef } from '../leaves/survey-catalogue/types';

// Demographics answers that fill the account's profile (req A§3 Patient: birthDate, gender, diabetes,
// chronicConditions), chosen by the question's `profile:<field>` tag.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 400 unless the text answer of a date question is a real calendar date from 1900 to today. */
export function validateAnswerFormat(q: QuestionDef, text: string): void {
  if (!q.tags.includes('date')) return;
  const m = ISO_DATE.exec(text.trim());
  const d = m ? new Date(`${m[0]}T12:00:00Z`) : null;
  const ok =
    m && d && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === m[0] && Number(m[1]) >= 1900;
  if (!ok) throw new HttpError(400, 'survey.dateOfBirth', { id: q.id });
  // A real day after today is told as such (issue 36 point 9), not as a malformed date.
  if (d.getTime() > Date.now()) throw new HttpError(400, 'survey.dateOfBirthFuture', { id: q.id });
}

const indexOf = (q: QuestionDef, a: StoredAnswer | undefined) => {
  const chosen = choiceIn(q.type, a);
  return chosen ? q.answers.findIndex((x) => x.id === chosen) : -1;
};

export function profileFrom(survey: SurveyDef, answers: Record<string, StoredAnswer>) {
  const set: Partial<{
    birthDate: string;
    gender: string;
    diabetesType: DiabetesType;
    chronicConditions: boolean;
  }> = {};
  for (const q of survey.questions) {
    const a = answers[q.id];
    const i = indexOf(q, a);
    const text = textIn(q.type, a);
    if (q.tags.includes('profile:birthDate') && text !== null) set.birthDate = text.trim();
    if (q.tags.includes('profile:gender') && i >= 0) set.gender = GENDER_VALUES[i];
    if (q.tags.includes('profile:diabetesType') && i >= 0) set.diabetesType = DIABETES_VALUES[i];
    if (q.tags.includes('profile:chronicConditions') && i >= 0) set.chronicConditions = i === 1;
  }
  return set;
}

/** Copies the profile answers onto the account (the instance itself holds the questionnaire's status). */
export async function applyDemographics(
  db: Db,
  accountId: string,
  survey: SurveyDef,
  answers: Record<string, StoredAnswer>,
) {
  const set = profileFrom(survey, answers);
  if (Object.keys(set).length > 0) await db.update(accounts).set(set).where(eq(accounts.id, accountId));
}
