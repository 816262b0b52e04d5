import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import {
  Clinic,
  ClinicGlucoseUnit,
  ClinicIdParam,
  CreateClinic,
  DEFAULT_EMERGENCY_NUMBER,
  ErrorBody,
  PageQuery,
  ReminderSettings,
  SaveReminderSettings,
  SupportContact,
  paged,
  toPage,
  type GlucoseUnit,
  type Locale,
} from '../contracts';
import {
  createClinic,
  listClinics,
  managedClinic,
  setClinicGlucoseUnit,
  setSupportContact,
  type PeopleContext,
} from '../people';
import { clinicReminders, saveClinicReminders } from '../reminders/settings';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403, 404, 409);
const reminderErrors = { ...errors, 422: ErrorBody };
const secured = signedIn();
const ONLY_SUPERADMIN = 'clinic.superadminOnly';
/** An admin reaches its own clinic, the superadmin every one. */
const MANAGERS = { roles: ['superadmin', 'admin'], denied: 'clinic.adminsOnly' } as const;

const view = (c: {
  id: string;
  name: string;
  locale: Locale;
  glucoseUnit: GlucoseUnit;
  supportContactEn?: string | null;
  supportContactEs?: string | null;
  emergencyNumber?: string;
}): Clinic => ({
  id: c.id,
  name: c.name,
  locale: c.locale,
  glucoseUnit: c.glucoseUnit,
  supportContactEn: c.supportContactEn ?? null,
  supportContactEs: c.supportContactEs ?? null,
  emergencyNumber: c.emergencyNumber ?? DEFAULT_EMERGENCY_NUMBER,
});

/** GET/POST clinic and GET clinic/{id}: the superadmin's (req A§6). */
export const clinicRoutes =
  ({ db }: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    signedInRoutes(app, db);

    const ownClinic = (req: FastifyRequest, id: string) => managedClinic(db, accountOf(req), id);

    app.get(
      '/clinic',
      {
        config: { roles: ['superadmin'], denied: ONLY_SUPERADMIN },
        schema: {
          tags: ['clinic'],
          summary: 'List clinics (paged, by name)',
          ...secured,
          querystring: PageQuery,
          response: { 200: paged(Clinic), ...errors },
        },
      },
      async (req) => {
        const { page, size } = req.query;
        const { rows, total } = await listClinics(db, page, size);
        await audit(db, req, 'clinic.list');
        return toPage(rows.map(view), page, size, total, true);
      },
    );

    app.get(
      '/clinic/:id',
      {
        config: MANAGERS,
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
        config: MANAGERS,
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

    app.put(
      '/clinic/:id/glucose-unit',
      {
        config: MANAGERS,
        schema: {
          tags: ['clinic'],
          summary: "The glucose unit of the clinic's people who have not chosen their own",
          ...secured,
          params: ClinicIdParam,
          body: ClinicGlucoseUnit,
          response: { 200: Clinic, ...errors },
        },
      },
      async (req) => {
        const clinic = await ownClinic(req, req.params.id);
        const row = await setClinicGlucoseUnit(db, clinic.id, req.body.glucoseUnit);
        await audit(db, req, 'clinic.glucose-unit', `clinic:${clinic.id}`);
        return view(row);
      },
    );

    app.get(
      '/clinic/:id/reminders',
      {
        config: MANAGERS,
        schema: {
          tags: ['clinic'],
          summary:
            "When the clinic's patients are reminded of an unanswered questionnaire, per questionnaire",
          ...secured,
          params: ClinicIdParam,
          response: { 200: ReminderSettings, ...errors },
        },
      },
      async (req) => {
        const clinic = await ownClinic(req, req.params.id);
        await audit(db, req, 'clinic.read', `clinic:${clinic.id}`);
        return clinicReminders(db, clinic.id, accountOf(req).locale);
      },
    );

    app.put(
      '/clinic/:id/reminders',
      {
        config: MANAGERS,
        schema: {
          tags: ['clinic'],
          summary: 'Save the reminder delays of some questionnaires (days after the assignment; 0 = none)',
          ...secured,
          params: ClinicIdParam,
          body: SaveReminderSettings,
          response: { 200: ReminderSettings, ...reminderErrors },
        },
      },
      async (req) => {
        const clinic = await ownClinic(req, req.params.id);
        await saveClinicReminders(db, clinic.id, req.body);
        await audit(db, req, 'clinic.reminders', `clinic:${clinic.id}`);
        return clinicReminders(db, clinic.id, accountOf(req).locale);
      },
    );

    app.post(
      '/clinic',
      {
        config: { roles: ['superadmin'], denied: ONLY_SUPERADMIN },
        schema: {
          tags: ['clinic'],
          summary: 'Create a clinic',
          ...secured,
          body: CreateClinic,
          response: { 201: Clinic, ...errors },
        },
      },
      async (req, reply) => {
        const row = await createClinic(db, req.body);
        await audit(db, req, 'clinic.create', `clinic:${row.id}`);
        return reply.code(201).send(view(row));
      },
    );
  };
