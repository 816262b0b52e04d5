import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { endSurveyBoundAccess } from '../auth/survey-bound-end';
import {
  InstanceIdParams,
  InstanceListQuery,
  SaveAnswers,
  SubmitQuery,
  SurveyInstance,
  SurveyInstanceList,
  toPage,
} from '../contracts';
import type { AccountRow } from '../leaves/account-row';
import type { Db } from '../db';
import { conflict, HttpError, notFound } from '../http-errors';
import { clinicPatient, markReviewed } from '../people';
import { loadInstance, type Loaded } from '../surveys/access';
import { findSurvey } from '../leaves/survey-catalogue';
import { listRegularInstances, saveAnswers, submitStage } from '../surveys/instances';
import { afterSubmitted, answersPatch, submission } from '../surveys/answering';
import { instanceSummary, patientSummary } from '../surveys/view';
import { viewFor } from '../surveys/patient-view';
import { problems, signedIn } from './schema-parts';

/** The error answers and security of every survey-instance route (shared with survey-care.ts). */
export const errors = problems(400, 401, 403, 404, 409, 422);
export const secured = signedIn('surveyInstance');

/**
 * Survey instances: list, read, answer, submit (design D§7); assigning and withdrawing are in
 * survey-assignment.ts, the care plan in survey-care.ts.
 */
export const surveyInstanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  // The patient gets the patient's view (patient-view.ts): no doctor's working texts, PHQ-2 or
  // priority; the response schema's per-audience contract strips anything else.
  const view = (l: Loaded, account: AccountRow) => viewFor(db, l, account);
  const reload = async (acc: Parameters<typeof loadInstance>[1], id: string) =>
    loadInstance(db, acc, id, 'read');

  app.get(
    '/surveyInstance',
    {
      config: { roles: ['doctor', 'patient'], denied: 'survey.listRoles' },
      schema: {
        ...secured,
        summary: "A patient's survey instances, newest first",
        querystring: InstanceListQuery,
        response: { 200: SurveyInstanceList, ...errors },
      },
    },
    async (req) => {
      const account = accountOf(req);
      const { userId, page, size } = req.query;
      let patientId = account.id;
      if (account.role === 'doctor') {
        if (!userId) throw new HttpError(400, 'survey.userIdRequired');
        patientId = (await clinicPatient(db, account, { id: userId })).id;
      } else if (userId && userId !== account.id) throw notFound('people.patientNotFound');
      const { rows, total } = await listRegularInstances(db, patientId, page, size);
      await audit(db, req, 'survey-instance.list', `account:${patientId}`);
      const content = rows.flatMap((r) => {
        const s = findSurvey(r.surveyId);
        if (!s) return [];
        const summary = instanceSummary(r, s, account.locale);
        return [account.role === 'patient' ? patientSummary(summary) : summary];
      });
      return toPage(content, page, size, total, true);
    },
  );

  app.get(
    '/surveyInstance/:id',
    {
      config: { roles: ['doctor', 'patient'], denied: 'survey.rolesOnly' },
      schema: {
        ...secured,
        summary: 'One instance with its survey, answers, scores and care plan',
        params: InstanceIdParams,
        response: { 200: SurveyInstance, ...errors },
      },
    },
    async (req) => {
      const account = accountOf(req);
      const l = await loadInstance(db, account, req.params.id, 'read');
      // A doctor opening a patient's results is a review ("last reviewed" in the patient list).
      if (account.role === 'doctor' && !l.own) await markReviewed(db, l.respondent.id);
      await audit(db, req, 'survey-instance.read', `survey-instance:${l.row.id}`);
      return view(l, account);
    },
  );

  app.put(
    '/surveyInstance/:id',
    {
      config: { roles: ['doctor', 'patient'], denied: 'survey.rolesOnly' },
      schema: {
        ...secured,
        summary: 'Save answers (each saved at once; the first moves CREATED → IN_PROGRESS)',
        description:
          'Answers 204: the questionnaire holds its answers, so the instance is not rebuilt for every one.',
        params: InstanceIdParams,
        body: SaveAnswers,
        response: { 204: z.null().describe('Saved'), ...errors },
      },
    },
    async (req, reply) => {
      const account = accountOf(req);
      const l = await loadInstance(db, account, req.params.id, 'answer');
      if (!(await saveAnswers(db, l.row, answersPatch(l, req.body)))) throw conflict('survey.changed');
      await audit(db, req, 'survey-instance.answer', `survey-instance:${l.row.id}`);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/surveyInstance/:id/submit',
    {
      config: { roles: ['doctor', 'patient'], denied: 'survey.rolesOnly' },
      schema: {
        ...secured,
        summary: 'Submit the current stage (scores are computed at the first wave)',
        description:
          'Answers the instance as it now is (the same view as GET surveyInstance/{id}), so the client need not fetch it again.',
        params: InstanceIdParams,
        querystring: SubmitQuery,
        response: { 200: SurveyInstance, ...errors },
      },
    },
    async (req) => {
      const account = accountOf(req);
      const l = await loadInstance(db, account, req.params.id, 'answer');
      const s = submission(l, req.query.stage);
      const { next } = s;
      if (!(await submitStage(db, l.row, next, s.scored, s.phq9))) throw conflict('survey.changed');
      await afterSubmitted(db, account, l, s);
      await audit(db, req, 'survey-instance.submit', `survey-instance:${l.row.id}`);
      const answer = view(await reload(account, l.row.id), account);
      // Sent for good: a one-time login signs in no more (issue 23 point 4). A doctor-link sign-up
      // keeps its session (its only page then shows the results) and comes back by the links its
      // clinic mails (a new questionnaire, the agreed plan; issue 28 point 2).
      if (account.isSingleSurveyPatient && next.status !== 'IN_PROGRESS')
        await endSurveyBoundAccess(db, req.server.dcp.config.identity, req.log, account);
      return answer;
    },
  );
};
