import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import {
  AvailableSurveys,
  AvailableSurveysQuery,
  RestrictedSignUp,
  RestrictedSignUpResponse,
  toPage,
} from '../contracts';
import type { Db } from '../db';
import { LIMITED_RESPONSES, limitedRoute } from '../limits';
import { doctorOfLink } from '../signup/doctor-link';
import { signUpRestricted } from '../signup/restricted';
import { availableSurveys } from '../signup/surveys';
import { problems } from './schema-parts';

const errors = problems(400, 403, 404, 409, 422);

/** Public: the page a doctor's sign-up link opens (req G§2 "Patient sign-up through a doctor link"). */
export const signUpRoutes: FastifyPluginAsyncZod<{ db: Db; sessionTtlHours: number }> = async (
  app,
  { db, sessionTtlHours },
) => {
  app.get(
    '/auth/user-restricted-survey-bound/surveys',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "The surveys a doctor's sign-up link offers (the available-surveys helper)",
        querystring: AvailableSurveysQuery,
        response: { 200: AvailableSurveys, ...errors },
      },
    },
    async (req) => {
      const doctor = await doctorOfLink(db, req.query.doctorRefToken);
      const list = availableSurveys(req.query.locale ?? doctor.locale);
      return toPage(list, 0, Math.max(list.length, 1), list.length, true);
    },
  );

  app.post(
    '/auth/user-restricted-survey-bound',
    {
      config: { public: true },
      ...limitedRoute.signUp(app),
      schema: {
        tags: ['auth'],
        summary: 'Sign-up through a doctor link: a restricted patient bound to one survey, signed in',
        description:
          'Answers the API token and the survey instance the new user may open (and nothing else).',
        body: RestrictedSignUp,
        response: { 201: RestrictedSignUpResponse, ...errors, ...LIMITED_RESPONSES },
      },
    },
    async (req, reply) => {
      const made = await signUpRestricted(db, req.body, sessionTtlHours);
      await audit(
        db,
        req,
        'auth.restricted-sign-up',
        `survey-instance:${made.surveyInstanceId}`,
        made.accountId,
      );
      return reply.code(201).send({ jwt: made.jwt, surveyInstanceId: made.surveyInstanceId });
    },
  );
};
