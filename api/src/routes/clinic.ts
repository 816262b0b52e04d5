import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { bearerAuth, requireAccount } from '../auth/plugin';
import {
  Clinic,
  ClinicIdParam,
  CreateClinic,
  DEFAULT_EMERGENCY_NUMBER,
  ErrorBody,
  PageQuery,
  SupportContact,
  paged,
  toPage,
  type Locale,
} from '../contracts';
import { notFound } from '../http-errors';
import { createClinic, findClinic, listClinics, setSupportContact, type PeopleContext } from '../people';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const secured = { security: [{ bearer: [] }] };
const ONLY_SUPERADMIN = 'Only the superadmin manages clinics';

const view = (c: {
  id: string;
  name: string;
  locale: Locale;
  supportContactEn?: string | null;
  supportContactEs?: string | null;
  emergencyNumber?: string;
}): Clinic => ({
  id: c.id,
  name: c.name,
  locale: c.locale,
  supportContactEn: c.supportContactEn ?? null,
  supportContactEs: c.supportContactEs ?? null,
  emergencyNumber: c.emergencyNumber ?? DEFAULT_EMERGENCY_NUMBER,
});

/** GET/POST clinic and GET clinic/{id}: the superadmin's (doc 1 §6). */
export const clinicRoutes =
  ({ db }: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', bearerAuth(db));

    /** The superadmin reaches every clinic, an admin its own; another clinic answers 404 like a missing one. */
    const ownClinic = async (req: FastifyRequest, id: string) => {
      const actor = requireAccount(req, ['superadmin', 'admin'], 'Only administrators manage clinics');
      const clinic = await findClinic(db, id);
      if (!clinic || (actor.role === 'admin' && actor.clinicId !== clinic.id)) {
        throw notFound('Clinic not found');
      }
      return clinic;
    };

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
        const clinic = await ownClinic(req, req.params.id);
        await audit(db, req, 'clinic.read', `clinic:${clinic.id}`);
        return view(clinic);
      },
    );

    app.put(
      '/clinic/:id/support-contact',
      {
        schema: {
          tags: ['clinic'],
          summary:
            "Where the clinic's patients get help now (shown beside a positive PHQ-2 or PHQ-9), per language, and the emergency number",
          ...secured,
          params: ClinicIdParam,
          body: SupportContact,
          response: { 200: Clinic, ...errors },
        },
      },
      async (req) => {
        const clinic = await ownClinic(req, req.params.id);
        const row = await setSupportContact(db, clinic.id, req.body);
        await audit(db, req, 'clinic.support-contact', `clinic:${clinic.id}`);
        return view(row);
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
