import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit';
import { accountOf, signedInRoutes } from '../../auth/plugin';
import {
  AccountIdParam,
  PatientDoctors,
  PatientList,
  PatientListQuery,
  SetPatientDoctors,
} from '../../contracts';
import type { Db } from '../../db';
import { clinicScope, doctorsOf, findPerson, gzippedBody, patientListPage, setDoctors } from '../../people';
import { problems, signedIn } from '../schema-parts';

/** If-None-Match names this entity tag (one, a list, or `*`). */
const matches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim() === etag));

/** Accept-Encoding allows gzip (named, or `*`, with a q above 0). */
const acceptsGzip = (header: string | undefined) =>
  !!header &&
  header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (!q || Number(q.slice(2)) > 0);
  });

const errors = problems(400, 401, 403, 404, 422);
const secured = signedIn();
const denied = 'auth.yourRoleNotAllowed';

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
        response: {
          200: PatientList,
          304: z.null().describe('Not modified since the ETag given in If-None-Match'),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const actor = accountOf(req);
      const q = req.query;
      const page = await patientListPage(db, actor, q);
      const clinicId = clinicScope(actor);
      await audit(db, req, 'patient.list', clinicId ? `clinic:${clinicId}` : 'clinic:*');
      // No browser keeps a copy of patient data (the API-wide no-store stays): the ETag serves a
      // client that keeps its own copy, and an unchanged page answers it 304 with no body (issue 27
      // point 4); the server's page cache serves everyone else.
      reply.header('etag', page.etag);
      if (matches(req.headers['if-none-match'], page.etag)) return reply.code(304).send(null);
      // The page's bytes as built and kept (patient-list-cache.ts), not serialized again per request
      // (design D§6), and their gzip kept beside them: the compress plugin leaves an answer that
      // already names its Content-Encoding alone (issue 41 point 2). The contract's shape is held by
      // the API tests, which parse every answer.
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (!acceptsGzip(req.headers['accept-encoding']))
        return reply.send(page.body as unknown as PatientList);
      const gzipped = gzippedBody(page);
      return reply.header('content-encoding', 'gzip').send(gzipped as unknown as PatientList);
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
