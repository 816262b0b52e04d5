import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import {
  ClinicIdParam,
  DueReminders,
  ErrorBody,
  ReminderListQuery,
  ReminderOptOut,
  ReminderOptOutState,
  SentReminders,
  TestReminderSent,
} from '../contracts';
import type { Db } from '../db';
import { notFound } from '../http-errors';
import { abuseLimit, LIMITED_RESPONSES } from '../limits';
import type { Outbox } from '../mail/outbox';
import { managedClinic } from '../people';
import { dueReminders, sentReminders } from '../reminders/activity';
import { reminderPatient, setReminders } from '../reminders/opt-out';
import { sendTestReminder } from '../reminders/test-send';
import type { ReminderTokens } from '../reminders/token';

const errors = { 400: ErrorBody, 404: ErrorBody };
const staffErrors = { ...errors, 401: ErrorBody, 403: ErrorBody };
const secured = { security: [{ bearer: [] }] };
/** An admin reaches its own clinic's reminders, the superadmin every clinic's (as the settings). */
const MANAGERS = { roles: ['superadmin', 'admin'], denied: 'clinic.adminsOnly' } as const;

export interface ReminderRoutesOptions {
  db: Db;
  tokens: ReminderTokens;
  outbox: Outbox;
  portalOrigin: string;
}

/**
 * The reminder e-mail's opt-out (issue 25 point 1): no session, the link's signed token names the
 * patient. POST, never GET: the page the link opens sends it, so a mail scanner fetching the link
 * changes nothing. Recorded in the audit trail as the patient's own act.
 */
export const reminderRoutes: FastifyPluginAsyncZod<ReminderRoutesOptions> = async (app, opts) => {
  const { db, tokens } = opts;
  for (const [path, on, action] of [
    ['/reminders/opt-out', false, 'reminders.opt-out'],
    ['/reminders/opt-in', true, 'reminders.opt-in'],
  ] as const) {
    app.post(
      path,
      {
        config: { public: true },
        schema: {
          tags: ['reminders'],
          summary: on
            ? "Turn a patient's questionnaire reminders back on (the token of the reminder email's link)"
            : "Stop a patient's questionnaire reminders (the token of the reminder email's link, no sign-in)",
          body: ReminderOptOut,
          response: { 200: ReminderOptOutState, ...errors },
        },
      },
      async (req) => {
        const named = tokens.verify(req.body.token);
        const patient = named ? await reminderPatient(db, named) : null;
        if (!patient) throw notFound('reminders.linkInvalid');
        const state = await setReminders(db, patient, on);
        await audit(db, req, action, `account:${patient}`, patient);
        return state;
      },
    );
  }
  await app.register(clinicReminderRoutes, opts);
};

/** What the clinic admin checks (issue 36 point 15): reminders sent and due, and a test to themselves. */
const clinicReminderRoutes: FastifyPluginAsyncZod<ReminderRoutesOptions> = async (app, opts) => {
  const { db } = opts;
  signedInRoutes(app, db);

  for (const [which, list, response] of [
    ['sent', sentReminders, SentReminders],
    ['due', dueReminders, DueReminders],
  ] as const) {
    app.get(
      `/clinic/:id/reminders/${which}`,
      {
        config: MANAGERS,
        schema: {
          tags: ['reminders'],
          summary:
            which === 'sent'
              ? "The clinic's questionnaire reminders, newest first: patient, questionnaire, when, and whether the email went"
              : 'The next questionnaire reminders of the clinic, soonest first: the one each open questionnaire is owed',
          ...secured,
          params: ClinicIdParam,
          querystring: ReminderListQuery,
          response: { 200: response, ...staffErrors },
        },
      },
      async (req) => {
        const actor = accountOf(req);
        const clinic = await managedClinic(db, actor, req.params.id);
        await audit(db, req, 'reminders.read', `clinic:${clinic.id}`);
        return list(db, clinic.id, req.query, actor.locale);
      },
    );
  }

  app.post(
    '/clinic/:id/reminders/test',
    {
      config: MANAGERS,
      // Each press is an e-mail: a few an hour per account is plenty to check a template.
      preHandler: abuseLimit(app, 'testReminder', (req) => req.account?.id),
      schema: {
        tags: ['reminders'],
        summary: "Send the clinic's reminder email, marked as a test, to the caller's own address",
        ...secured,
        params: ClinicIdParam,
        response: { 200: TestReminderSent, ...staffErrors, ...LIMITED_RESPONSES },
      },
    },
    async (req) => {
      const actor = accountOf(req);
      const clinic = await managedClinic(db, actor, req.params.id);
      const sent = await sendTestReminder(opts, actor, clinic.name);
      await audit(db, req, 'reminders.test', `clinic:${clinic.id}`);
      return sent;
    },
  );
};
