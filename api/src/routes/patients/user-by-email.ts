import { CreatePatient, Patient } from '../../contracts';
import type { PeopleContext } from '../../people';
import { asPatient, peopleRoutes } from '../people-routes';

/**
 * GET user (administration list), GET user/{email}, POST user: patients, for the superadmin (every
 * clinic) and an admin or doctor (own clinic). The doctor's filtered patient list is a later issue
 * that extends GET user's query. surveyId on create is accepted for the surveys area to act on.
 */
export const patientRoutes = (ctx: PeopleContext) =>
  peopleRoutes({
    ctx,
    path: 'user',
    role: 'patient',
    item: Patient,
    view: asPatient,
    readers: ['superadmin', 'admin', 'doctor'],
    creators: ['superadmin', 'admin', 'doctor'],
    body: CreatePatient,
    clinicOf: (b) => b.clinicId,
  });
