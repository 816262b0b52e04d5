import { audit } from '../../audit';
import { CreatePatient, Patient } from '../../contracts';
import type { PeopleContext } from '../../people';
import { assignAndTell, firstSurveyOf } from '../../surveys/assignment';
import { asPatient, peopleRoutes } from '../people-routes';

/**
 * GET user/{id}, POST user: patients, for the superadmin (every clinic) and an admin or doctor
 * (own clinic). GET user, the prioritised list, is patient-list.ts. A doctor who adds a patient is
 * assigned to it; a surveyId on create is that doctor's first questionnaire for the patient, assigned
 * as POST surveyInstance assigns it (its invitation leads there), else 400 before anyone is created
 * (req A§3, issue 36 point 10).
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
    onCreate: (req, actor, body) => {
      if (!body.surveyId) return undefined;
      const survey = firstSurveyOf(actor, body.surveyId);
      return async (patientId) => {
        const row = await assignAndTell(ctx, req.log, survey, { patientId, doctorId: actor.id });
        await audit(ctx.db, req, 'survey-instance.create', `survey-instance:${row.id}`);
      };
    },
  });
