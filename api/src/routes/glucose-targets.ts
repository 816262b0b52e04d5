import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf } from '../auth/plugin';
import { AccountIdParam, GlucoseTargets } from '../contracts';
import type { Db } from '../db';
import { patientTargets, savePatientTargets } from '../dexcom/targets';
import { clinicPatient } from '../people/list';
import { problems, signedIn } from './schema-parts';

// A patient's glucose target set (issue 42 point 1): GET/PUT user/{id}/glucose-targets, a doctor or
// the admin of the patient's clinic; another clinic's patient answers 404 like a missing one
// (clinicPatient). A change is audited (patient.glucose-targets), naming its from/to record.

const errors = problems(400, 401, 403, 404);
const secured = signedIn('user');
const roles = ['doctor', 'admin'] as const;

/** Registered by the Dexcom routes, whose sign-in hooks it shares (as glucoseReadRoutes). */
export const glucoseTargetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/user/:id/glucose-targets',
    {
      config: { roles },
      schema: {
        ...secured,
        summary: "The patient's glucose target set: standard, older or high-risk, or pregnancy (type 1)",
        params: AccountIdParam,
        response: { 200: GlucoseTargets, ...errors },
      },
    },
    async (req) => {
      const patient = await clinicPatient(db, accountOf(req), { id: req.params.id });
      return { targets: await patientTargets(db, patient.id) };
    },
  );

  app.put(
    '/user/:id/glucose-targets',
    {
      config: { roles },
      schema: {
        ...secured,
        summary: "Choose the patient's glucose target set (a consensus preset); the figures follow it",
        params: AccountIdParam,
        body: GlucoseTargets,
        response: { 200: GlucoseTargets, ...errors },
      },
    },
    async (req) => {
      const caller = accountOf(req);
      const patient = await clinicPatient(db, caller, { id: req.params.id });
      const changeId = await savePatientTargets(db, patient.id, req.body.targets, caller.id);
      if (changeId) await audit(db, req, 'patient.glucose-targets', `glucose-targets:${changeId}`);
      return { targets: req.body.targets };
    },
  );
};
