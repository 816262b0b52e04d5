import type { SurveyDef } from '../types';
import { DEMOGRAPHICS_SURVEYS } from './demographics';
import { REGULAR_SURVEYS } from './regular';
import { VARIANT_SURVEYS } from './variants';

export { DEMOGRAPHICS_DOCTOR_ID, DEMOGRAPHICS_PATIENT_ID } from './demographics';
export { START_DIALOG_SURVEY_ID } from './regular';

/** Every survey the API serves, by id. */
export const SURVEYS: ReadonlyMap<string, SurveyDef> = new Map(
  [...REGULAR_SURVEYS, ...VARIANT_SURVEYS, ...DEMOGRAPHICS_SURVEYS].map((s) => [s.id, s]),
);

export const findSurvey = (id: string): SurveyDef | undefined => SURVEYS.get(id);

/** The surveys doctors assign; instance lists and the export leave the demographics ones out. */
export const REGULAR_SURVEY_IDS = [...SURVEYS.values()]
  .filter((s) => s.surveyType === 'REGULAR')
  .map((s) => s.id);
