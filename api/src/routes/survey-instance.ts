import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit';
import { bearerAuth, requireAccount } from '../auth/plugin';
import { endSurveyBoundAccess } from '../auth/survey-bound-end';
import {
  ErrorBody,
  InstanceIdParams,
  InstanceListQuery,
  QUESTION_KINDS,
  SaveAnswers,
  SubmitQuery,
  SurveyInstance,
  SurveyInstanceList,
  toPage,
  unreachableKind,
  type AnswerValue,
} from '../contracts';
import type { AccountRow } from '../auth/sessions';
import type { Db } from '../db';
import type { StoredAnswer } from '../db/schema-surveys';
import { conflict, HttpError } from '../http-errors';
import { clinicPatient, markReviewed } from '../people';
import { loadInstance, notFound, type Loaded } from '../surveys/access';
import { findSurvey } from '../surveys/content';
import { listRegularInstances, saveAnswers, submitStage } from '../surveys/instances';
import { applyDemographics, validateAnswerFormat } from '../surveys/profile';
import { isPhq9, scorePhq9 } from '../surveys/phq9';
import { offerPhq9 } from '../surveys/phq9-offer';
import { possibleDepression, scoreAnswers } from '../surveys/scoring';
import { afterSubmit, assertCanAnswer, assertCanSubmit } from '../surveys/state';
import type { QuestionDef } from '../surveys/types';
import { askedQuestions, instanceSummary, patientSummary } from '../surveys/view';
import { viewFor } from '../surveys/patient-view';

/**
 * The answer as stored, once it is the kind its question takes (issue 26 point 1): a choice among the
 * question's own, or free text in the form its tags ask for. A new question kind fails to compile
 * here until its answers are checked.
 */
function acceptAnswer(q: QuestionDef, given: AnswerValue): StoredAnswer {
  switch (q.type) {
    case 'CLOSED_ENDED':
    case 'MULTIPLE_CHOICE': {
      if (!('id' in given)) throw new HttpError(400, `Question ${q.id} needs one of its choices`);
      const choice = given.id;
      if (!q.answers.some((a) => a.id === choice))
        throw new HttpError(400, `Answer ${choice} is not a choice of question ${q.id}`);
      return { id: choice };
    }
    case 'OPEN_ENDED': {
      if ('id' in given) throw new HttpError(400, `Answer ${given.id} is not a choice of question ${q.id}`);
      const answer = { answer: given.answer };
      validateAnswerFormat(q, answer);
      return answer;
    }
    default:
      return unreachableKind(q.type);
  }
}

/** The error answers and security of every survey-instance route (shared with survey-care.ts). */
export const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};
export const secured = { tags: ['surveyInstance'], security: [{ bearer: [] }] };

/**
 * Survey instances: list, read, answer, submit (design D§7); assigning and withdrawing are in
 * survey-assignment.ts, the care plan in survey-care.ts.
 */
export const surveyInstanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', bearerAuth(db));

  // The patient gets the patient's view (patient-view.ts): no doctor's working texts, PHQ-2 or
  // priority; the response schema's per-audience contract strips anything else.
  const view = (l: Loaded, account: AccountRow) => viewFor(db, l, account);
  const reload = async (acc: Parameters<typeof loadInstance>[1], id: string) =>
    loadInstance(db, acc, id, 'read');

  app.get(
    '/surveyInstance',
    {
      schema: {
        ...secured,
        summary: "A patient's survey instances, newest first",
        querystring: InstanceListQuery,
        response: { 200: SurveyInstanceList, ...errors },
      },
    },
    async (req) => {
      const account = requireAccount(
        req,
        ['doctor', 'patient'],
        'Only doctors and patients list survey instances',
      );
      const { userId, page, size } = req.query;
      let patientId = account.id;
      if (account.role === 'doctor') {
        if (!userId) throw new HttpError(400, 'querystring.userId: required for doctors');
        patientId = (await clinicPatient(db, account, { id: userId })).id;
      } else if (userId && userId !== account.id) throw notFound('Patient');
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
      schema: {
        ...secured,
        summary: 'One instance with its survey, answers, scores and care plan',
        params: InstanceIdParams,
        response: { 200: SurveyInstance, ...errors },
      },
    },
    async (req) => {
      const account = requireAccount(req);
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
      const account = requireAccount(req);
      const l = await loadInstance(db, account, req.params.id, 'answer');
      const asked = askedQuestions(l.survey, l.row.mainAreasOfFocus);
      const patch: Record<string, StoredAnswer> = {};
      for (const item of req.body.answers) {
        const q = asked.find((x) => x.id === item.question.id);
        if (!q) throw new HttpError(400, `Question ${item.question.id} is not part of this survey`);
        assertCanAnswer(l.row, q.stage);
        patch[q.id] = acceptAnswer(q, item.answer);
      }
      if (!(await saveAnswers(db, l.row, patch))) throw conflict('The survey changed meanwhile; reload it');
      await audit(db, req, 'survey-instance.answer', `survey-instance:${l.row.id}`);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/surveyInstance/:id/submit',
    {
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
      const account = requireAccount(req);
      const l = await loadInstance(db, account, req.params.id, 'answer');
      const stage = req.query.stage;
      assertCanSubmit(l.row, stage);
      const missing = askedQuestions(l.survey, l.row.mainAreasOfFocus)
        // Open-ended questions and those the instrument leaves optional (the PHQ-9's difficulty) may stay empty.
        .filter((q) => q.stage === stage && QUESTION_KINDS[q.type].required && !q.tags.includes('optional'))
        .filter((q) => !l.row.answers[q.id])
        .map((q) => q.id);
      if (missing.length > 0) throw conflict(`Answer every question first: ${missing.join(', ')}`);
      const demographicsSurvey = l.survey.surveyType === 'DEMOGRAPHICS_PATIENT';
      // The PHQ-9 is scored on its own scale (phq9.ts); its items are no area of the check-in's scores.
      const checkIn = stage === 'FIRST_WAVE' && !demographicsSurvey && !isPhq9(l.survey);
      const scored = checkIn ? scoreAnswers(l.survey, l.row.answers) : null;
      const phq9 = stage === 'FIRST_WAVE' ? scorePhq9(l.survey, l.row.answers) : null;
      const areas = scored?.mainAreasOfFocus ?? l.row.mainAreasOfFocus;
      const hasFollowUps = l.survey.questions.some(
        (q) => q.stage === 'SECOND_WAVE' && areas.some((a) => a === q.category),
      );
      const next = afterSubmit(stage, { demographics: demographicsSurvey, hasFollowUps });
      if (!(await submitStage(db, l.row, next, scored, phq9)))
        throw conflict('The survey changed meanwhile; reload it');
      // A positive PHQ-2 leads to the PHQ-9, offered on the answer's page (PatientSurveyInstance.followUp).
      if (scored && possibleDepression(scored.phq2)) await offerPhq9(db, l.row);
      if (demographicsSurvey) await applyDemographics(db, account.id, l.survey, l.row.answers);
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
