import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { ClinicGlucoseRecency, ClinicIdParam } from '../contracts';
import { clinicRecency, saveClinicRecency } from '../dexcom/gaps';
import { managedClinic, type PeopleContext } from '../people';
import { problems } from './schema-parts';

// A clinic's hours without a CGM reading before the list says "No glucose data" and the patient is
// asked to reconnect (issue 42 point 3): GET/PUT clinic/{id}/glucose-recency, its admin or the
// superadmin; another clinic's answers 404 like a missing one (managedClinic). The change is audited.

const errors = problems(400, 401, 403, 404);
const MANAGERS = { roles: ['superadmin', 'admin'], denied: 'clinic.adminsOnly' } as const;

export const glucoseRecencyRoutes =
  (ctx: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    signedInRoutes(app, db);

    app.get(
      '/clinic/:id/glucose-recency',
      {
        config: MANAGERS,
        schema: {
          tags: ['clinic'],
          summary: 'Hours a connected CGM may send nothing before the patient list says so',
          security: [{ bearer: [] }],
          params: ClinicIdParam,
          response: { 200: ClinicGlucoseRecency, ...errors },
        },
      },
      async (req) => {
        const clinic = await managedClinic(db, accountOf(req), req.params.id);
        await audit(db, req, 'clinic.read', `clinic:${clinic.id}`);
        return clinicRecency(db, clinic.id);
      },
    );

    app.put(
      '/clinic/:id/glucose-recency',
      {
        config: MANAGERS,
        schema: {
          tags: ['clinic'],
          summary:
            'Set the hours without a CGM reading before "No glucose data" shows and the patient is e-mailed once',
          security: [{ bearer: [] }],
          params: ClinicIdParam,
          body: ClinicGlucoseRecency,
          response: { 200: ClinicGlucoseRecency, ...errors },
        },
      },
      async (req) => {
        const clinic = await managedClinic(db, accountOf(req), req.params.id);
        await saveClinicRecency(db, clinic.id, req.body);
        await audit(db, req, 'clinic.glucose-recency', `clinic:${clinic.id}`);
        return clinicRecency(db, clinic.id);
      },
    );
  };
