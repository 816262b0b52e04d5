import { BIRTH_YEAR_MIN, PHQ9_SURVEY_ID, type Locale, type SurveyChoice } from '../contracts';
import { HttpError, notFound } from '../http-errors';
import { SURVEYS, findSurvey } from '../leaves/survey-catalogue';
import type { SurveyDef } from '../leaves/survey-catalogue/types';
import { summaryOfSurvey } from '../surveys/view';

/**
 * The surveys a link may offer: regular and available (req A§5), by name then revision descending.
 * Not the PHQ-9: it follows a check-in's positive PHQ-2 or a doctor's choice, never a first contact.
 */
export function availableSurveys(locale: Locale): SurveyChoice[] {
  return [...SURVEYS.values()]
    .filter((s) => s.surveyType === 'REGULAR' && s.isAvailable && s.id !== PHQ9_SURVEY_ID)
    .map((s) => summaryOfSurvey(s, locale))
    .sort((a, b) => a.name.localeCompare(b.name, locale) || b.revision - a.revision)
    .map(({ id, name, isAvailable }) => ({ id, name, isAvailable }));
}

/** A survey a patient may be given: it exists, is regular, and is available. */
export function assignableSurvey(id: string): SurveyDef {
  const survey = findSurvey(id);
  if (!survey || survey.surveyType !== 'REGULAR') throw notFound('survey.notFound');
  if (!survey.isAvailable) throw new HttpError(422, 'survey.notAvailable');
  return survey;
}

/**
 * The picker's value (ms, noon local time) as the stored date: the UTC calendar day of that instant,
 * which is the local day for every time zone within ±12 h. Between 1 January 1900 and today.
 */
export function birthDateOf(ms: number, now = new Date()): string {
  const d = new Date(ms);
  const day = Number.isFinite(d.getTime()) ? d.toISOString().slice(0, 10) : '';
  const today = now.toISOString().slice(0, 10);
  if (day > today) throw new HttpError(400, 'signup.dateOfBirthFuture'); // issue 36 point 9
  if (!day || day < `${BIRTH_YEAR_MIN}-01-01`) {
    throw new HttpError(400, 'signup.dateOfBirthRange', { min: BIRTH_YEAR_MIN });
  }
  return day;
}
