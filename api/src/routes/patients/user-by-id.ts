import { CreatePatient, Patient } from '../../contracts';
import type { PeopleContext } from '../../people';
import { asPatient, peopleRoutes } from '../people-routes';

/**
 * GET user/{id}, POST user: patients, for the superadmin (every clinic) and an admin or doctor
 * (own clinic). GET user, the prioritised list, is patient-list.ts. A doctor who adds a patient is
 * assigned to it. surveyId on create is accepted for the surveys area to act on.
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
    list: false,
  });
