import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import {
  clinicSecondFactorRule,
  recordFactorReset,
  saveClinicSecondFactorRule,
  secondFactorRequired,
} from '../auth/second-factor';
import {
  AccountIdParam,
  ClinicIdParam,
  ClinicSecondFactor,
  OwnSecondFactor,
  SecondFactorReset,
  SecondFactorResetRequest,
} from '../contracts';
import { resetSoftwareToken } from '../identity/admin-client';
import { findPerson, managedClinic, type PeopleContext } from '../people';
import { problems } from './schema-parts';

// An administrator resets a lost authenticator app (issue 37 point 5): POST {doctor|admin|user}/{id}/
// second-factor/reset, with the reason. A clinic admin its doctors and patients; the superadmin
// anyone's, admins included (an admin's app is the superadmin's to reset). Another clinic's person
// answers 404 like a missing one (findPerson). Audited with who (the actor), whom and why (the
// staff-change record). GET user/this/second-factor: whether I must keep mine (the portal offers
// turning it off only when not). And a clinic's rule that its doctors must have an app: GET/PUT
// clinic/{id}/second-factor, its admin or the superadmin, audited on or off.

const KINDS = {
  doctor: { path: 'doctor', roles: ['superadmin', 'admin'] },
  admin: { path: 'admin', roles: ['superadmin'] },
  patient: { path: 'user', roles: ['superadmin', 'admin'] },
} as const;

const errors = problems(400, 401, 403, 404);
const MANAGERS = { roles: ['superadmin', 'admin'], denied: 'clinic.adminsOnly' } as const;

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
            body: SecondFactorResetRequest,
            response: { 200: SecondFactorReset, ...errors },
          },
        },
        async (req) => {
          const person = await findPerson(db, role, accountOf(req), { id: req.params.id });
          await resetSoftwareToken(ctx.config.identity, role, person.email);
          const changeId = await recordFactorReset(db, person.accountId, req.body.reason);
          await audit(db, req, 'identity.totp-reset', `staff-change:${changeId}`);
          return { reset: true as const };
        },
      );

    app.get(
      '/user/this/second-factor',
      {
        config: { roles: 'any' },
        schema: {
          tags: ['user'],
          summary:
            'Whether my account must keep an authenticator app (its role, or its clinic for a doctor); if not, I may turn it off',
          security: [{ bearer: [] }],
          response: { 200: OwnSecondFactor, ...errors },
        },
      },
      async (req) => {
        const me = accountOf(req);
        const policy = { db, staffRequired: ctx.config.staffTotpRequired };
        return { required: await secondFactorRequired(policy, { pool: me.pool, accountId: me.id }) };
      },
    );

    app.get(
      '/clinic/:id/second-factor',
      {
        config: MANAGERS,
        schema: {
          tags: ['clinic'],
          summary: "Whether the clinic's doctors must sign in with an authenticator-app code",
          security: [{ bearer: [] }],
          params: ClinicIdParam,
          response: { 200: ClinicSecondFactor, ...errors },
        },
      },
      async (req) => {
        const clinic = await managedClinic(db, accountOf(req), req.params.id);
        await audit(db, req, 'clinic.read', `clinic:${clinic.id}`);
        return clinicSecondFactorRule(db, clinic.id);
      },
    );

    app.put(
      '/clinic/:id/second-factor',
      {
        config: MANAGERS,
        schema: {
          tags: ['clinic'],
          summary:
            "Require an authenticator app of the clinic's doctors (or not): a doctor without one enrols at the next sign-in",
          security: [{ bearer: [] }],
          params: ClinicIdParam,
          body: ClinicSecondFactor,
          response: { 200: ClinicSecondFactor, ...errors },
        },
      },
      async (req) => {
        const clinic = await managedClinic(db, accountOf(req), req.params.id);
        await saveClinicSecondFactorRule(db, clinic.id, req.body);
        const action = req.body.doctorsRequired ? 'clinic.second-factor-on' : 'clinic.second-factor-off';
        await audit(db, req, action, `clinic:${clinic.id}`);
        return clinicSecondFactorRule(db, clinic.id);
      },
    );
  };
