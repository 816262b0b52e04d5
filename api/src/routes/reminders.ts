import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { ErrorBody, ReminderOptOut, ReminderOptOutState } from '../contracts';
import type { Db } from '../db';
import { notFound } from '../http-errors';
import { reminderPatient, setReminders } from '../reminders/opt-out';
import type { ReminderTokens } from '../reminders/token';

const errors = { 400: ErrorBody, 404: ErrorBody };

/**
 * The reminder e-mail's opt-out (issue 25 point 1): no session, the link's signed token names the
 * patient. POST, never GET: the page the link opens sends it, so a mail scanner fetching the link
 * changes nothing. Recorded in the audit trail as the patient's own act.
 */
export const reminderRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: ReminderTokens }> = async (
  app,
  { db, tokens },
) => {
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
            ? "Turn a patient's questionnaire reminders back on (the token of the reminder e-mail's link)"
            : "Stop a patient's questionnaire reminders (the token of the reminder e-mail's link, no sign-in)",
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
};
