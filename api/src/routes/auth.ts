import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { afterPasswordSet } from '../auth/password-resets';
import { accessEnded } from '../auth/survey-bound-end';
import { createSession, revokeSession, signedInBeforeCut } from '../auth/sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { abuseLimit, countRequest, LIMITED_RESPONSES } from '../limits';
import type { Db } from '../db';
import { ErrorBody, JwtRequest, JwtResponse, SignOutResponse } from '../contracts';
import { forbidden, unauthorized } from '../http-errors';
import { secondFactorMissing, type SecondFactorPolicy } from '../auth/second-factor';
import { accountOfIdentity, setLocale } from '../people';
import { TokenError, type IdTokenVerifier } from '../identity/verify';

export interface AuthRoutesOptions {
  db: Db;
  verify: IdTokenVerifier;
  sessionTtlHours: number;
  secondFactor: SecondFactorPolicy;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, verify, sessionTtlHours, secondFactor },
) => {
  /**
   * Verifies an ID token and issues an API token. A sign-in older than the account's last password
   * change is refused. `passwordChanged`: the token comes from the sign-in that follows a change the
   * API did not see (change-password page, verification-code reset), so every earlier session ends.
   */
  async function exchange(
    req: FastifyRequest,
    reply: FastifyReply,
    body: JwtRequest,
    passwordChanged: boolean,
  ) {
    const { token } = body;
    let id;
    try {
      id = await verify(token);
    } catch (e) {
      if (e instanceof TokenError) throw unauthorized(e.id);
      throw e;
    }
    // Per account only once the token is verified: a forged token naming someone cannot use up
    // their sign-ins. Per IP the preHandler has counted already.
    await countRequest(app, req, reply, 'tokenExchange', `${id.pool}:${id.sub}`, false);
    const account = await accountOfIdentity(db, id);
    if (!account) {
      await audit(db, req, 'auth.exchange.unknown', `${id.pool}:${id.sub}`, null);
      throw unauthorized('auth.noAccount');
    }
    // A deactivated staff account (issue 37 point 1) or a patient who left the clinic (point 2): the
    // provider refuses its password already; an ID token issued before is refused here.
    if (account.deactivatedAt || account.leftAt) {
      await audit(db, req, 'auth.exchange.deactivated', `account:${account.id}`, null);
      throw unauthorized('auth.deactivated');
    }
    if (accessEnded(account.tokensValidAfter)) {
      await audit(db, req, 'auth.exchange.ended', `account:${account.id}`, null);
      throw unauthorized('auth.accessEnded');
    }
    if (signedInBeforeCut(id.authTime, account.tokensValidAfter)) {
      await audit(db, req, 'auth.exchange.stale', `account:${account.id}`, null);
      throw unauthorized('auth.passwordChanged');
    }
    // An account that must show an authenticator code has enrolled one first (issue 37 point 5).
    if (await secondFactorMissing(secondFactor, { ...id, accountId: account.id })) {
      await audit(db, req, 'auth.exchange.second-factor-missing', `account:${account.id}`, null);
      throw forbidden('auth.secondFactorRequired');
    }
    if (passwordChanged) {
      await afterPasswordSet(db, account.id, new Date(id.authTime * 1000));
      await audit(db, req, 'password.changed', `account:${account.id}`, account.id);
    }
    // The page's language before the first page loads (req A§4; issue 36 point 1: a one-time
    // patient's questionnaire is in it from question 1).
    if (body.locale && body.locale !== account.locale) await setLocale(db, account.id, body.locale);
    const jwt = await createSession(db, account.id, sessionTtlHours);
    await audit(db, req, 'auth.exchange', `account:${account.id}`, account.id);
    return { jwt };
  }

  app.post(
    '/auth/jwt',
    {
      config: { public: true },
      preHandler: abuseLimit(app, 'tokenExchange'),
      schema: {
        tags: ['auth'],
        summary: 'Exchange a Cognito ID token for the API token',
        body: JwtRequest,
        response: { 200: JwtResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, ...LIMITED_RESPONSES },
      },
    },
    (req, reply) => exchange(req, reply, req.body, false),
  );

  app.post(
    '/auth/password-changed',
    {
      config: { public: true },
      preHandler: abuseLimit(app, 'tokenExchange'),
      schema: {
        tags: ['auth'],
        summary:
          'After a password change made at the identity provider: ends every earlier session and exchanges the ID token of the sign-in with the new password',
        body: JwtRequest,
        response: { 200: JwtResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, ...LIMITED_RESPONSES },
      },
    },
    (req, reply) => exchange(req, reply, req.body, true),
  );

  app.register(async (scope) => {
    signedInRoutes(scope, db);
    scope.post(
      '/auth/sign-out',
      {
        config: { roles: 'any' },
        schema: {
          tags: ['auth'],
          summary: 'Revoke the current API token',
          security: [{ bearer: [] }],
          response: { 200: SignOutResponse, 401: ErrorBody },
        },
      },
      async (req) => {
        const account = accountOf(req);
        if (req.sessionId) await revokeSession(db, req.sessionId);
        await audit(db, req, 'auth.sign-out', `account:${account.id}`);
        return { signedOut: true as const };
      },
    );
  });
};
