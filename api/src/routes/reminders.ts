import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  ReminderTokenParam,
  ONE_CLICK_PATH,
  SentReminders,
  TestReminderSent,
} from '../contracts';
import type { Db } from '../db';
import { notFound } from '../http-errors';
import { namedLocale } from '../i18n';
import { abuseLimit, countRequest, LIMITED_RESPONSES } from '../limits';
import type { Outbox } from '../mail/outbox';
import { managedClinic } from '../people';
import { dueReminders, sentReminders } from '../reminders/activity';
import { reminderPatient, setReminders } from '../reminders/opt-out';
import { sendTestReminder } from '../reminders/test-send';
import type { ReminderTokens } from '../reminders/token';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 404);
const staffErrors = { ...errors, 401: ErrorBody, 403: ErrorBody };
const secured = signedIn();
/** An admin reaches its own clinic's reminders, the superadmin every clinic's (as the settings). */
const MANAGERS = { roles: ['superadmin', 'admin'], denied: 'clinic.adminsOnly' } as const;

export interface ReminderRoutesOptions {
  db: Db;
  tokens: ReminderTokens;
  outbox: Outbox;
  portalOrigin: string;
}

/** Stops or restarts the token's patient's reminders; 404 for a token the API did not write. */
async function setFromToken(
  app: FastifyInstance,
  { db, tokens }: ReminderRoutesOptions,
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  on: boolean,
) {
  const named = tokens.verify(token);
  await countRequest(app, req, reply, 'reminderOptOut', named ?? token);
  const patient = named ? await reminderPatient(db, named) : null;
  if (!patient) throw notFound('reminders.linkInvalid');
  const state = await setReminders(db, patient, on);
  await audit(db, req, on ? 'reminders.opt-in' : 'reminders.opt-out', `account:${patient}`, patient);
  return state;
}

/**
 * The reminder e-mail's opt-out (issue 25 point 1): no session, the link's sealed token names the
 * patient. POST, never a GET that changes anything: the page the link opens sends it, so a mail
 * scanner fetching the link changes nothing. Recorded in the audit trail as the patient's own act,
 * and limited per address and per patient (each press is an audit row).
 */
export const reminderRoutes: FastifyPluginAsyncZod<ReminderRoutesOptions> = async (app, opts) => {
  for (const [path, on] of [
    ['/reminders/opt-out', false],
    ['/reminders/opt-in', true],
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
          response: { 200: ReminderOptOutState, ...errors, ...LIMITED_RESPONSES },
        },
      },
      (req, reply) => setFromToken(app, opts, req, reply, req.body.token, on),
    );
  }
  await app.register(oneClickRoutes, opts);
  await app.register(clinicReminderRoutes, opts);
};

/**
 * The mail client's own "unsubscribe" (RFC 8058 one-click): the reminder's List-Unsubscribe header
 * names this URL and List-Unsubscribe-Post says a POST of `List-Unsubscribe=One-Click` (form-encoded
 * or multipart, no cookie, no sign-in) stops the reminders. Only a POST: a scanner's GET changes
 * nothing (the e-mail's own link opens the portal's page, which can also turn them back on).
 */
const oneClickRoutes: FastifyPluginAsyncZod<ReminderRoutesOptions> = async (app, opts) => {
  // The body says only "List-Unsubscribe=One-Click": read as text, here only (encapsulated).
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );
  app.post(
    ONE_CLICK_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['reminders'],
        params: ReminderTokenParam,
        summary: "Stop a patient's questionnaire reminders: a mail client's one-click unsubscribe (RFC 8058)",
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        response: { 200: ReminderOptOutState, ...errors, ...LIMITED_RESPONSES },
      },
    },
    (req, reply) => setFromToken(app, opts, req, reply, req.params.token, false),
  );
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
      // In the language the admin is reading the page in (the portal sends it): their stored locale is
      // the last sign-in's, which another tab or device in the other language may have changed.
      const locale = namedLocale(req.headers['accept-language']) ?? actor.locale;
      const sent = await sendTestReminder(opts, { ...actor, locale }, clinic.name);
      await audit(db, req, 'reminders.test', `clinic:${clinic.id}`);
      return sent;
    },
  );
};
