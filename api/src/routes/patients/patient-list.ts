import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { bearerAuth, requireAccount } from '../../auth/plugin';
import {
  AccountIdParam,
  ErrorBody,
  PatientDoctors,
  pageMeta,
  PatientList,
  PatientListQuery,
  SetPatientDoctors,
} from '../../contracts';
import type { Db } from '../../db';
import { clinicScope, doctorsOf, findPerson, listPatients, setDoctors } from '../../people';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };
const secured = { security: [{ bearer: [] }] };
const denied = 'auth.yourRoleNotAllowed';

/**
 * GET user: the prioritised patient list (req A§2/§3/§7) for a doctor, admin (own clinic) or
 * superadmin (every clinic); GET/PUT user/{email}/doctors: who the patient is assigned to (admin,
 * superadmin).
 */
export const patientListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', bearerAuth(db));

  app.get(
    '/user',
    {
      schema: {
        tags: ['user'],
        summary: 'The patient list: filters, free-text search, sort and pages computed in SQL',
        ...secured,
        querystring: PatientListQuery,
        response: { 200: PatientList, ...errors },
      },
    },
    async (req, reply) => {
      const actor = requireAccount(req, ['superadmin', 'admin', 'doctor'], denied);
      const q = req.query;
      const { json, count, total } = await listPatients(db, actor, q);
      const clinicId = clinicScope(actor);
      await audit(db, req, 'patient.list', clinicId ? `clinic:${clinicId}` : 'clinic:*');
      // 2,000 rows: the items arrive as the JSON PostgreSQL wrote, placed into the envelope as text,
      // not parsed and re-validated row by row (design D§6: big answers on fast serialization;
      // the contract's shape is held by the API tests, which parse every answer with PatientList).
      const meta = JSON.stringify(pageMeta(count, q.page, q.size, total, true));
      const body = `{"content":${json},${meta.slice(1)}`;
      // The typed reply expects the PatientList object; this is its text, sent as it is.
      return reply
        .type('application/json; charset=utf-8')
        .serializer(String)
        .send(body as unknown as PatientList);
    },
  );

  const patientOf = async (req: Parameters<typeof requireAccount>[0], id: string) => {
    const actor = requireAccount(req, ['superadmin', 'admin'], denied);
    return findPerson(db, 'patient', actor, { id });
  };

  app.get(
    '/user/:id/doctors',
    {
      schema: {
        tags: ['user'],
        summary: "The doctors a patient is assigned to (the patient's clinic)",
        ...secured,
        params: AccountIdParam,
        response: { 200: PatientDoctors, ...errors },
      },
    },
    async (req) => {
      const patient = await patientOf(req, req.params.id);
      await audit(db, req, 'patient.doctors.read', `account:${patient.accountId}`);
      return { doctors: await doctorsOf(db, patient.accountId) };
    },
  );

  app.put(
    '/user/:id/doctors',
    {
      schema: {
        tags: ['user'],
        summary: "Replace a patient's assigned doctors (doctors of the patient's clinic)",
        ...secured,
        params: AccountIdParam,
        body: SetPatientDoctors,
        response: { 200: PatientDoctors, ...errors },
      },
    },
    async (req) => {
      const patient = await patientOf(req, req.params.id);
      await setDoctors(db, patient.accountId, patient.clinic.id, req.body.doctors);
      await audit(db, req, 'patient.doctors.write', `account:${patient.accountId}`);
      return { doctors: await doctorsOf(db, patient.accountId) };
    },
  );
};
