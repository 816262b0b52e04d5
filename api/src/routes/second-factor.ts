import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { AccountIdParam, ErrorBody, SecondFactorReset } from '../contracts';
import { resetSoftwareToken } from '../identity/admin-client';
import { findPerson, type PeopleContext } from '../people';

// An administrator resets a lost authenticator app (issue 37 point 5): POST {doctor|admin|user}/{id}/
// second-factor/reset. A clinic admin its doctors and patients; the superadmin anyone's, admins
// included (an admin's app is the superadmin's to reset). Another clinic's person answers 404 like a
// missing one (findPerson). Audited with who (the actor) and whom (the account).

const KINDS = {
  doctor: { path: 'doctor', roles: ['superadmin', 'admin'] },
  admin: { path: 'admin', roles: ['superadmin'] },
  patient: { path: 'user', roles: ['superadmin', 'admin'] },
} as const;

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const secondFactorRoutes =
  (ctx: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    signedInRoutes(app, db);
    for (const [role, kind] of Object.entries(KINDS) as [
      keyof typeof KINDS,
      (typeof KINDS)[keyof typeof KINDS],
    ][])
      app.post(
        `/${kind.path}/:id/second-factor/reset`,
        {
          config: { roles: kind.roles, denied: 'auth.yourRoleNotAllowed' },
          schema: {
            tags: [kind.path],
            summary: `Reset a ${role}'s authenticator app (lost phone): the password alone signs in until a new one is enrolled`,
            security: [{ bearer: [] }],
            params: AccountIdParam,
            response: { 200: SecondFactorReset, ...errors },
          },
        },
        async (req) => {
          const person = await findPerson(db, role, accountOf(req), { id: req.params.id });
          await resetSoftwareToken(ctx.config.identity, role, person.email);
          await audit(db, req, 'identity.totp-reset', `account:${person.accountId}`);
          return { reset: true as const };
        },
      );
  };
