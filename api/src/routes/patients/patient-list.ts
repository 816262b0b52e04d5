import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { accountOf, signedInRoutes } from '../../auth/plugin';
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
const denied = 'This action is not allowed for your role';

/**
 * GET user: the prioritised patient list (req A§2/§3/§7) for a doctor, admin (own clinic) or
 * superadmin (every clinic); GET/PUT user/{email}/doctors: who the patient is assigned to (admin,
 * superadmin).
 */
export const patientListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  app.get(
    '/user',
    {
      config: { roles: ['superadmin', 'admin', 'doctor'], denied },
      schema: {
        tags: ['user'],
        summary: 'The patient list: filters, free-text search, sort and pages computed in SQL',
        ...secured,
        querystring: PatientListQuery,
        response: { 200: PatientList, ...errors },
      },
    },
    async (req, reply) => {
      const actor = accountOf(req);
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

  const patientOf = async (req: FastifyRequest, id: string) => {
    const actor = accountOf(req);
    return findPerson(db, 'patient', actor, { id });
  };

  app.get(
    '/user/:id/doctors',
    {
      config: { roles: ['superadmin', 'admin'], denied },
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
      config: { roles: ['superadmin', 'admin'], denied },
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
