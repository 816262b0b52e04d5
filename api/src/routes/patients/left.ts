import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { accountOf, signedInRoutes } from '../../auth/plugin';
import { AccountIdParam, Patient, PatientLeave } from '../../contracts';
import { markPatientLeft, markPatientReturned, type PeopleContext } from '../../people';
import { asPatient } from '../people-routes';
import { problems, signedIn } from '../schema-parts';

// Patients leave and return (issue 37 point 2): POST user/{id}/leave (an optional reason) and
// POST user/{id}/return. The patient's doctors' clinic (a doctor or the clinic admin) or the
// superadmin; another clinic's patient answers 404 like a missing one (findPerson). Both answer the
// patient's profile as GET user/{id} does, so the page adopts it.

const errors = problems(400, 401, 403, 404);
const secured = signedIn('user');
const roles = ['superadmin', 'admin', 'doctor'] as const;
const denied = 'patient.leaveStaffOnly';

export const patientLeftRoutes =
  (ctx: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const identity = { db, identity: ctx.config.identity };
    signedInRoutes(app, db);

    app.post(
      '/user/:id/leave',
      {
        config: { roles, denied },
        schema: {
          ...secured,
          summary: 'Mark a patient as having left the clinic: no reminders, no sign-in, out of the list',
          description:
            'The record is kept. Every session ends and the identity provider refuses the password (AdminDisableUser) until POST user/{id}/return.',
          params: AccountIdParam,
          body: PatientLeave,
          response: { 200: Patient, ...errors },
        },
      },
      async (req) => {
        const reason = req.body.reason?.trim() || null;
        const { person, changeId } = await markPatientLeft(identity, accountOf(req), req.params.id, reason);
        await audit(db, req, 'patient.leave', `staff-change:${changeId}`);
        return asPatient(person);
      },
    );

    app.post(
      '/user/:id/return',
      {
        config: { roles, denied },
        schema: {
          ...secured,
          summary: 'A patient who left comes back: sign-in, reminders and the list resume',
          description:
            'Undoes POST user/{id}/leave; the record was kept, so nothing is restored from elsewhere.',
          params: AccountIdParam,
          response: { 200: Patient, ...errors },
        },
      },
      async (req) => {
        const { person, changeId } = await markPatientReturned(identity, accountOf(req), req.params.id);
        await audit(db, req, 'patient.return', `staff-change:${changeId}`);
        return asPatient(person);
      },
    );
  };
