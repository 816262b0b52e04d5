import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { bearerAuth, requireAccount } from '../auth/plugin';
import { createSession, revokeSession } from '../auth/sessions';
import type { Db } from '../db';
import { ErrorBody, JwtRequest, JwtResponse, SignOutResponse } from '../contracts';
import { unauthorized } from '../http-errors';
import { accountOfIdentity } from '../people';
import { TokenError, type IdTokenVerifier } from '../identity/verify';

export interface AuthRoutesOptions {
  db: Db;
  verify: IdTokenVerifier;
  sessionTtlHours: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, verify, sessionTtlHours },
) => {
  app.post(
    '/auth/jwt',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a Cognito ID token for the API token',
        body: JwtRequest,
        response: { 200: JwtResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => {
      let id;
      try {
        id = await verify(req.body.token);
      } catch (e) {
        if (e instanceof TokenError) throw unauthorized(e.message);
        throw e;
      }
      const account = await accountOfIdentity(db, id);
      if (!account) {
        await audit(db, req, 'auth.exchange.unknown', `${id.pool}:${id.sub}`, null);
        throw unauthorized('No account exists for this user');
      }
      const jwt = await createSession(db, account.id, sessionTtlHours);
      await audit(db, req, 'auth.exchange', `account:${account.id}`, account.id);
      return { jwt };
    },
  );

  app.register(async (scope) => {
    scope.addHook('onRequest', bearerAuth(db));
    scope.post(
      '/auth/sign-out',
      {
        schema: {
          tags: ['auth'],
          summary: 'Revoke the current API token',
          security: [{ bearer: [] }],
          response: { 200: SignOutResponse, 401: ErrorBody },
        },
      },
      async (req) => {
        const account = requireAccount(req);
        if (req.sessionId) await revokeSession(db, req.sessionId);
        await audit(db, req, 'auth.sign-out', `account:${account.id}`);
        return { signedOut: true as const };
      },
    );
  });
};
