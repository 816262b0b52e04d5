import { TRENDS_MAX_VISITS, type Locale, type PatientTrends, type TargetSetName } from '../contracts';
import type { AccountRow } from '../leaves/account-row';
import type { Db } from '../db';
import { clinicPatient } from '../people';
import { targetChanges } from '../dexcom/targets';
import { findSurvey } from '../leaves/survey-catalogue';
import { pick } from '../leaves/survey-catalogue/types';
import { glucoseShared, patientOf, periodFigures, scoreLines, submittedVisits, visitAt } from './visits';

/** The target set that applied at `at`: the newest change up to then, else standard (none yet). */
const setAt = (changes: { at: string; to: TargetSetName }[], at: Date): TargetSetName =>
  changes.filter((c) => Date.parse(c.at) <= at.getTime()).at(-1)?.to ?? 'standard';

/**
 * Each category's score across the patient's submitted questionnaires of one instrument (the newest's)
 * and the glucose figures of each visit's period (issue 24 point 2), banded by the target set that
 * applied at that visit (issue 42 point 1; the changes are listed beside them), oldest first. 404 for
 * a patient outside the doctor's clinic.
 */
export async function patientTrends(
  db: Db,
  doctor: AccountRow,
  patientId: string,
  locale: Locale,
): Promise<PatientTrends> {
  await clinicPatient(db, doctor, { id: patientId });
  const { firstName, lastName } = await patientOf(db, patientId);
  const patient = { firstName, lastName };
  const all = await submittedVisits(db, patientId);
  const newest = all.at(-1);
  const shared = await glucoseShared(db, patientId);
  const changes = await targetChanges(db, patientId);
  if (!newest)
    return { patient, surveyName: null, visits: [], glucoseShared: shared, targetChanges: changes };
  const same = all.filter((v) => v.surveyId === newest.surveyId).slice(-TRENDS_MAX_VISITS);
  const survey = findSurvey(newest.surveyId);
  const visits = [];
  for (const v of same) {
    visits.push({
      instanceId: v.id,
      at: visitAt(v).toISOString(),
      scores: scoreLines(v),
      glucose: shared ? await periodFigures(db, patientId, visitAt(v), setAt(changes, visitAt(v))) : null,
    });
  }
  return {
    patient,
    surveyName: survey ? pick(survey.name, locale) : null,
    visits,
    glucoseShared: shared,
    targetChanges: changes,
  };
}
