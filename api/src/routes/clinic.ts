import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { bearerAuth, requireAccount } from '../auth/plugin';
import {
  Clinic,
  ClinicIdParam,
  CreateClinic,
  ErrorBody,
  PageQuery,
  paged,
  toPage,
  type Locale,
} from '../contracts';
import { notFound } from '../http-errors';
import { createClinic, findClinic, listClinics, type PeopleContext } from '../people';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const secured = { security: [{ bearer: [] }] };
const ONLY_SUPERADMIN = 'Only the superadmin manages clinics';

const view = (c: { id: string; name: string; locale: Locale }): Clinic => ({
  id: c.id,
  name: c.name,
  locale: c.locale,
});

/** GET/POST clinic and GET clinic/{id}: the superadmin's (doc 1 §6). */
export const clinicRoutes =
  ({ db }: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', bearerAuth(db));

    app.get(
      '/clinic',
      {
        schema: {
          tags: ['clinic'],
          summary: 'List clinics (paged, by name)',
          ...secured,
          querystring: PageQuery,
          response: { 200: paged(Clinic), ...errors },
        },
      },
      async (req) => {
        requireAccount(req, ['superadmin'], ONLY_SUPERADMIN);
        const { page, size } = req.query;
        const { rows, total } = await listClinics(db, page, size);
        await audit(db, req, 'clinic.list');
        return toPage(rows.map(view), page, size, total, true);
      },
    );

    app.get(
      '/clinic/:id',
      {
        schema: {
          tags: ['clinic'],
          summary: 'One clinic',
          ...secured,
          params: ClinicIdParam,
          response: { 200: Clinic, ...errors },
        },
      },
      async (req) => {
        requireAccount(req, ['superadmin'], ONLY_SUPERADMIN);
        const clinic = await findClinic(db, req.params.id);
        if (!clinic) throw notFound('Clinic not found');
        await audit(db, req, 'clinic.read', `clinic:${clinic.id}`);
        return view(clinic);
      },
    );

    app.post(
      '/clinic',
      {
        schema: {
          tags: ['clinic'],
          summary: 'Create a clinic',
          ...secured,
          body: CreateClinic,
          response: { 201: Clinic, ...errors },
        },
      },
      async (req, reply) => {
        requireAccount(req, ['superadmin'], ONLY_SUPERADMIN);
        const row = await createClinic(db, { name: req.body.name, locale: req.body.locale });
        await audit(db, req, 'clinic.create', `clinic:${row.id}`);
        return reply.code(201).send(view(row));
      },
    );
  };
