import type { Arrival, Locale } from '../contracts';
import type { Tx } from '../db';
import { accounts } from '../db/schema';
import { surveyInstances } from '../db/schema-surveys';
import { assignDoctor } from './assignment';
import { addDemographics } from './demographics';

/**
 * How the patient came: added by the clinic (by hand or by import, with an invitation; also a second
 * clinic's link-only record), a one-time single-questionnaire login a doctor handed out, or a
 * restricted sign-up by a doctor's link (no password, the questionnaire only; req A§6).
 */
export type PatientKind = 'invited' | 'oneTime' | 'restricted';

export interface NewPatient {
  kind: PatientKind;
  clinic: { id: string; locale: Locale };
  /** The identity user's sub; null for a record without one (restricted, a second clinic's link-only). */
  identity: string | null;
  email: string;
  firstName?: string;
  lastName?: string;
  locale?: Locale;
  arrival: Arrival;
  birthDate?: string | null;
  /** The doctor the patient is assigned to (patient_doctors): whoever added or signed them up. */
  doctorId?: string;
  /** The first questionnaire, assigned by `doctorId` in the same transaction. */
  surveyId?: string;
}

/**
 * The one patient-creation path (issue 26 point 2): the account, an invited patient's onboarding
 * questionnaire (initial-survey; the others start ACTIVE, req A§4), the assigned doctor and the first
 * questionnaire, all in the caller's transaction so a failure leaves none of them.
 */
export async function insertPatient(
  tx: Tx,
  p: NewPatient & { surveyId: string },
): Promise<{ id: string; instanceId: string }>;
export async function insertPatient(tx: Tx, p: NewPatient): Promise<{ id: string; instanceId?: string }>;
export async function insertPatient(tx: Tx, p: NewPatient): Promise<{ id: string; instanceId?: string }> {
  const invited = p.kind === 'invited';
  const [row] = await tx
    .insert(accounts)
    .values({
      pool: 'patient',
      role: 'patient',
      cognitoSub: p.identity,
      email: p.email,
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      status: invited ? 'TERMS_AND_CONDITIONS' : 'ACTIVE',
      locale: p.locale ?? p.clinic.locale,
      clinicId: p.clinic.id,
      arrival: p.arrival,
      birthDate: p.birthDate ?? null,
      isSingleSurveyPatient: p.kind === 'oneTime',
      isRestrictedUser: p.kind === 'restricted',
      linkOnly: invited && p.identity === null,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned nothing');
  if (invited) await addDemographics(tx, { id: row.id, role: 'patient' });
  if (p.doctorId) await assignDoctor(tx, row.id, p.doctorId);
  if (!p.surveyId) return { id: row.id };
  if (!p.doctorId) throw new Error('a first questionnaire needs the doctor who assigns it');
  const [i] = await tx
    .insert(surveyInstances)
    .values({ surveyId: p.surveyId, respondentAccountId: row.id, doctorAccountId: p.doctorId })
    .returning({ id: surveyInstances.id });
  if (!i) throw new Error('survey instance insert returned nothing');
  return { id: row.id, instanceId: i.id };
}
