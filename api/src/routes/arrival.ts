import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { claimArrivalToken } from '../auth/arrivals';
import { createSession } from '../auth/sessions';
import type { Db } from '../db';
import { ArrivalRequest, ArrivalResponse, ErrorBody, PROBLEM_CODE } from '../contracts';
import { HttpError } from '../http-errors';
import { setLocale } from '../people';
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
      const { token, locale } = req.body;
      // One transaction: a failure after the claim leaves the link unused, so it still works when the
      // patient tries again (issue 36 point 12).
      const claimed = await db.transaction(async (tx) => {
        const c = await claimArrivalToken(tx, token);
        if (!c) return null;
        // The language of the page the link opened becomes the account's (issue 36 point 1).
        if (locale) await setLocale(tx, c.accountId, locale);
        return { ...c, jwt: await createSession(tx, c.accountId, sessionTtlHours) };
      });
      if (!claimed) {
        await audit(db, req, 'auth.arrival.invalid', undefined, null);
        throw new HttpError(400, PROBLEM_CODE.arrivalLinkInvalid);
      }
      const { jwt } = claimed;
      await audit(db, req, 'auth.arrival', `account:${claimed.accountId}`, claimed.accountId);
      return { jwt, surveyInstanceId: claimed.surveyInstanceId, restricted: claimed.restricted };
    },
  );
};
