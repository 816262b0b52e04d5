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
