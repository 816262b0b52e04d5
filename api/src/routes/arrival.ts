import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { claimArrivalToken } from '../auth/arrivals';
import { createSession } from '../auth/sessions';
import type { Db } from '../db';
import { ArrivalRequest, ArrivalResponse, ErrorBody, PROBLEM_CODE } from '../contracts';
import { HttpError } from '../http-errors';
import { LIMITED_RESPONSES, limitedRoute } from '../limits';

/**
 * POST auth/arrival: the invitation link `patient/:token` signs a new patient in (req G§2 "Patient
 * auto login"). The token is claimed once and exchanged for an ordinary API session; the onboarding
 * steps (terms, privacy, demographics) then apply as after any sign-in.
 */
export const arrivalRoutes: FastifyPluginAsyncZod<{ db: Db; sessionTtlHours: number }> = async (
  app,
  { db, sessionTtlHours },
) => {
  app.post(
    '/auth/arrival',
    {
      config: { public: true },
      ...limitedRoute.arrival(app, (req) => (req.body as { token?: string } | undefined)?.token),
      schema: {
        tags: ['auth'],
        summary:
          'Exchange a single-use invitation or continue-link token for an API session (patient/:token)',
        body: ArrivalRequest,
        response: { 200: ArrivalResponse, 400: ErrorBody, ...LIMITED_RESPONSES },
      },
    },
    async (req) => {
      const claimed = await claimArrivalToken(db, req.body.token);
      if (!claimed) {
        await audit(db, req, 'auth.arrival.invalid', undefined, null);
        throw new HttpError(400, PROBLEM_CODE.arrivalLinkInvalid);
      }
      const jwt = await createSession(db, claimed.accountId, sessionTtlHours);
      await audit(db, req, 'auth.arrival', `account:${claimed.accountId}`, claimed.accountId);
      return { jwt, surveyInstanceId: claimed.surveyInstanceId, restricted: claimed.restricted };
    },
  );
};
