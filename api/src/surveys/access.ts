import { eq } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { surveyInstances } from '../db/schema-surveys';
import { forbidden, notFound } from '../http-errors';
import { findSurvey } from '../leaves/survey-catalogue';
import type { SurveyDef } from '../leaves/survey-catalogue/types';
import type { InstanceRow } from './view';

// Who may touch which instance (req G§6): a patient its own; a doctor its own demographics and,
// read/review only, the instances of its clinic's patients. Anything else answers 404 like a missing id.

/** The answer for an instance the caller may not see, like one that does not exist. */
export const instanceNotFound = () => notFound('survey.instanceNotFound');

export type Access = 'read' | 'answer' | 'review';
export interface Loaded {
  row: InstanceRow;
  survey: SurveyDef;
  respondent: { id: string; email: string; firstName: string; lastName: string; role: string };
  own: boolean;
}

async function select(db: Db, id: string) {
  const [r] = await db
    .select({
      row: surveyInstances,
      respondent: {
        id: accounts.id,
        email: accounts.email,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        role: accounts.role,
        clinicId: accounts.clinicId,
      },
    })
    .from(surveyInstances)
    .innerJoin(accounts, eq(accounts.id, surveyInstances.respondentAccountId))
    .where(eq(surveyInstances.id, id));
  return r;
}

export async function loadInstance(db: Db, account: AccountRow, id: string, access: Access): Promise<Loaded> {
  if (account.role !== 'patient' && account.role !== 'doctor') throw forbidden('survey.rolesOnly');
  const found = await select(db, id);
  if (!found) throw instanceNotFound();
  const { row, respondent } = found;
  const own = respondent.id === account.id;
  const clinicPatient =
    account.role === 'doctor' &&
    respondent.role === 'patient' &&
    respondent.clinicId !== null &&
    respondent.clinicId === account.clinicId;
  if (!own && !clinicPatient) throw instanceNotFound();
  const survey = findSurvey(row.surveyId);
  if (!survey) throw notFound('survey.notFound');
  if (access === 'answer' && !own) throw forbidden('survey.patientAnswers');
  if (access === 'review' && (own || account.role !== 'doctor')) throw forbidden('survey.doctorReviews');
  const { clinicId: _c, ...who } = respondent;
  return { row, survey, respondent: who, own };
}
