import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { CreateSurveyInstance, InstanceIdParams, AssignedSurveyInstance } from '../contracts';
import { forbidden, HttpError, notFound } from '../http-errors';
import { LIMITED_RESPONSES } from '../limits';
import { takeQuota } from '../limits/quota';
import { clinicPatient, type PeopleContext } from '../people';
import { instanceNotFound, loadInstance } from '../surveys/access';
import { assignAndTell, withdrawAssignment } from '../surveys/assignment';
import { findSurvey } from '../leaves/survey-catalogue';
import { instanceSummary } from '../surveys/view';
import { errors, secured } from './survey-instance';

/**
 * A doctor assigns a questionnaire to a patient of the clinic, or withdraws one not yet started
 * (issue 14 point 7). The patient is told by e-mail; the same questionnaire is never open twice.
 */
export const surveyAssignmentRoutes =
  (ctx: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    signedInRoutes(app, db);

    app.post(
      '/surveyInstance',
      {
        config: { roles: ['doctor'], denied: 'survey.doctorsAssign' },
        schema: {
          ...secured,
          summary: 'A doctor assigns a survey to a patient of the clinic',
          description:
            'The patient gets an email with a link to it (or the unused invitation just sent leads there). 409 while the same survey is still open (CREATED or IN_PROGRESS) for the patient.',
          body: CreateSurveyInstance,
          response: { 201: AssignedSurveyInstance, ...errors, ...LIMITED_RESPONSES },
        },
      },
      async (req, reply) => {
        const doctor = accountOf(req);
        if (doctor.isRestrictedUser || doctor.isSingleSurveyPatient) throw forbidden('survey.doctorsAssign');
        if (req.body.doctorEmail !== doctor.email) throw forbidden('survey.doctorEmailSelf');
        const patient = await clinicPatient(db, doctor, { email: req.body.userEmail });
        const survey = findSurvey(req.body.surveyId);
        if (!survey || survey.surveyType !== 'REGULAR') throw notFound('survey.notFound');
        if (!survey.isAvailable) throw new HttpError(422, 'survey.notAvailable');
        // The patient is mailed: from the doctor's invitation quota (issue 23 point 7).
        await takeQuota(app, req, reply, 'invitation', doctor.id);
        const row = await assignAndTell(ctx, req.log, survey, { patientId: patient.id, doctorId: doctor.id });
        await audit(db, req, 'survey-instance.create', `survey-instance:${row.id}`);
        return reply
          .code(201)
          .send({ ...instanceSummary(row, survey, doctor.locale), patientId: patient.id });
      },
    );

    app.delete(
      '/surveyInstance/:id',
      {
        config: { roles: ['doctor'], denied: 'survey.doctorsWithdraw' },
        schema: {
          ...secured,
          summary: 'A doctor withdraws an assignment the patient has not started',
          description: '409 once the patient has saved an answer.',
          params: InstanceIdParams,
          response: { 204: z.null().describe('Withdrawn'), ...errors },
        },
      },
      async (req, reply) => {
        const doctor = accountOf(req);
        const l = await loadInstance(db, doctor, req.params.id, 'review');
        if (l.survey.surveyType !== 'REGULAR') throw instanceNotFound();
        await withdrawAssignment(db, l.row);
        await audit(db, req, 'survey-instance.withdraw', `survey-instance:${l.row.id}`);
        return reply.code(204).send(null);
      },
    );
  };
