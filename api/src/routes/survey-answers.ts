import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { InstanceAnswers, InstanceIdParams } from '../contracts';
import type { Db } from '../db';
import { conflict } from '../http-errors';
import { loadInstance } from '../surveys/access';
import { answersView, patientContext } from '../surveys/answers-view';
import { errors, secured } from './survey-instance';

/**
 * The patient's answers as the doctor reads them (issue 14 point 1). Doctors of the patient's clinic
 * only: a patient keeps the views it had (403 on its own instance), another clinic's instance is 404.
 */
export const surveyAnswersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  app.get(
    '/surveyInstance/:id/answers',
    {
      config: { roles: ['doctor'], denied: 'survey.doctorsReadAnswers' },
      schema: {
        ...secured,
        summary:
          "Every answer by category with its score contribution, the PHQ-2 items, the patient's own words and context (doctors)",
        params: InstanceIdParams,
        response: { 200: InstanceAnswers, ...errors },
      },
    },
    async (req) => {
      const doctor = accountOf(req);
      const l = await loadInstance(db, doctor, req.params.id, 'review');
      const { status, stage } = l.row;
      if (status === 'CREATED' || (status === 'IN_PROGRESS' && stage === 'FIRST_WAVE'))
        throw conflict('survey.notCompleted');
      const patient = await patientContext(db, l.respondent.id, doctor.locale);
      await audit(db, req, 'survey-instance.answers.read', `survey-instance:${l.row.id}`);
      return answersView(l.row, l.survey, patient, doctor.locale);
    },
  );
};
