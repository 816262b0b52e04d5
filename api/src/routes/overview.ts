import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { ClinicIdParam, ClinicOverview, OverviewQuery } from '../contracts';
import { clinicScope, managedClinic, type PeopleContext } from '../people';
import { clinicOverview } from '../people/clinic-overview';
import { problems, signedIn } from './schema-parts';

// The clinic at a glance (issue 42 point 4): GET clinic/{id}/overview for its admin or the superadmin
// (another clinic's answers 404 like a missing one: managedClinic), GET doctor/this/overview for a
// doctor's own patients. Counts only; reading it is audited as reading the clinic or the list.

const errors = problems(400, 401, 403, 404);
const secured = signedIn();

export const overviewRoutes =
  ({ db }: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    signedInRoutes(app, db);

    app.get(
      '/clinic/:id/overview',
      {
        config: { roles: ['superadmin', 'admin'], denied: 'clinic.adminsOnly' },
        schema: {
          tags: ['clinic'],
          summary:
            "The clinic's questionnaires, screening and glucose at a glance (counts only, small groups withheld)",
          ...secured,
          params: ClinicIdParam,
          querystring: OverviewQuery,
          response: { 200: ClinicOverview, ...errors },
        },
      },
      async (req) => {
        const actor = accountOf(req);
        const clinic = await managedClinic(db, actor, req.params.id);
        await audit(db, req, 'clinic.read', `clinic:${clinic.id}`);
        return clinicOverview(db, { actor, clinicId: clinic.id }, req.query.period);
      },
    );

    app.get(
      '/doctor/this/overview',
      {
        config: { roles: ['doctor'], denied: 'auth.yourRoleNotAllowed' },
        schema: {
          tags: ['doctor'],
          summary: "The signed-in doctor's own patients at a glance (counts only, small groups withheld)",
          ...secured,
          querystring: OverviewQuery,
          response: { 200: ClinicOverview, ...errors },
        },
      },
      async (req) => {
        const actor = accountOf(req);
        const clinicId = clinicScope(actor)!;
        await audit(db, req, 'patient.list', `clinic:${clinicId}`);
        return clinicOverview(db, { actor, clinicId }, req.query.period);
      },
    );
  };
