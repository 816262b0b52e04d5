import type { SurveyDef } from './types';
import { PHQ9_SURVEY_ID } from '../../contracts';
import { DEMOGRAPHICS_SURVEYS } from './demographics';
import { PHQ9_SURVEY } from './phq9';
import { REGULAR_SURVEYS } from './regular';
import { VARIANT_SURVEYS } from './variants';

export { DEMOGRAPHICS_DOCTOR_ID, DEMOGRAPHICS_PATIENT_ID } from './demographics';
export { START_DIALOG_SURVEY_ID } from './regular';

/** Every survey the API serves, by id. */
export const SURVEYS: ReadonlyMap<string, SurveyDef> = new Map(
  [...REGULAR_SURVEYS, ...VARIANT_SURVEYS, PHQ9_SURVEY, ...DEMOGRAPHICS_SURVEYS].map((s) => [s.id, s]),
);

export const findSurvey = (id: string): SurveyDef | undefined => SURVEYS.get(id);

/** The surveys doctors assign; instance lists and the export leave the demographics ones out. */
export const REGULAR_SURVEY_IDS = [...SURVEYS.values()]
  .filter((s) => s.surveyType === 'REGULAR')
  .map((s) => s.id);

/**
 * The check-ins (every regular survey but the PHQ-9): the patient list's scores, concern and last
 * completed come from the latest of these, so a PHQ-9 answered afterwards does not hide them.
 */
export const CHECK_IN_SURVEY_IDS = REGULAR_SURVEY_IDS.filter((id) => id !== PHQ9_SURVEY_ID);
