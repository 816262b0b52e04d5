import { z } from 'zod';
import { example, FIELD_MESSAGE, paged, PageNumber } from './core';

// Reminders of unanswered questionnaires (issue 25 point 1; docs/reminders.md). A clinic sets, per
// questionnaire, after how many days an assigned one not yet submitted is recalled by e-mail: twice at
// most. 0 (or nothing) turns a reminder off; without a clinic's own setting the defaults apply.

/** The defaults: a first reminder 3 days after the assignment, a second 7 days after it. */
export const REMINDER_DEFAULT_DAYS = { firstDays: 3, secondDays: 7 } as const;
/** The longest delay a clinic may set (a questionnaire is overdue after 14 days; 60 leaves room). */
export const REMINDER_DAYS_MAX = 60;
/** How many reminders one questionnaire can bring at most. */
export const REMINDER_COUNT = 2;

export const REMINDER_ORDER = FIELD_MESSAGE['reminders.order'];

const Days = z.number().int().min(0).max(REMINDER_DAYS_MAX);

const ReminderDays = z.object({
  surveyId: z.string().trim().min(1).max(100),
  /** Days after the assignment; 0 = no first reminder. */
  firstDays: Days,
  /** Days after the assignment; 0 = no second reminder. */
  secondDays: Days,
});

/** Both on: the second comes later than the first. */
const ordered = (d: { firstDays: number; secondDays: number }) =>
  d.firstDays === 0 || d.secondDays === 0 || d.secondDays > d.firstDays;

/** One questionnaire's reminders as a clinic admin saves them. */
export const SurveyReminderDays = ReminderDays.refine(ordered, {
  message: REMINDER_ORDER,
  path: ['secondDays'],
});
export type SurveyReminderDays = z.infer<typeof SurveyReminderDays>;

/** PUT clinic/{id}/reminders: the questionnaires whose reminders change (others keep theirs). */
export const SaveReminderSettings = z.object({ surveys: z.array(SurveyReminderDays).min(1).max(50) });
export type SaveReminderSettings = z.infer<typeof SaveReminderSettings>;
/*#__PURE__*/ example(SaveReminderSettings, {
  surveys: [{ surveyId: 'type2-v1', firstDays: 3, secondDays: 7 }],
});

/** GET/PUT clinic/{id}/reminders: every questionnaire a doctor assigns, its name in the caller's language. */
export const ReminderSettings = z.object({
  surveys: z.array(
    ReminderDays.extend({
      name: z.string(),
      /** The clinic has not set it: the defaults apply. */
      isDefault: z.boolean(),
    }),
  ),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

/** A page of the clinic admin's reminder lists (sent, due): a screen's worth, not the whole history. */
export const REMINDER_LIST_SIZE = 10;
export const ReminderListQuery = z.object({
  page: PageNumber,
  size: z.coerce.number().int().min(1).max(100).default(REMINDER_LIST_SIZE),
});
export type ReminderListQuery = z.infer<typeof ReminderListQuery>;

/**
 * What became of a reminder's e-mail (the outbox row it was written to): `sent` — the mail relay
 * took it; `waiting` — not yet, or an attempt failed and the outbox tries again; `failed` — given up
 * after the outbox's last attempt. Null: written before reminders kept their e-mail (issue 36).
 */
export const ReminderDelivery = z.enum(['sent', 'waiting', 'failed']);
export type ReminderDelivery = z.infer<typeof ReminderDelivery>;

/** Whose reminder of which questionnaire: the patient's name, never their address. */
const ReminderOf = z.object({
  patientId: z.string(),
  patientName: z.string(),
  surveyId: z.string(),
  /** In the caller's language. */
  surveyName: z.string(),
  /** The questionnaire's first or second reminder. */
  number: z.number().int().min(1).max(REMINDER_COUNT),
});

/** GET clinic/{id}/reminders/sent: one reminder the job wrote, newest first. */
export const SentReminder = ReminderOf.extend({
  /** When the job wrote it to the outbox. */
  at: z.string(),
  kind: z.enum(['start', 'continue']),
  delivery: ReminderDelivery.nullable(),
});
export type SentReminder = z.infer<typeof SentReminder>;
export const SentReminders = paged(SentReminder);
export type SentReminders = z.infer<typeof SentReminders>;

/** GET clinic/{id}/reminders/due: the reminder each open questionnaire is owed next, soonest first. */
export const DueReminder = ReminderOf.extend({
  /** When it falls due; already past: the job's next run sends it. */
  dueAt: z.string(),
});
export type DueReminder = z.infer<typeof DueReminder>;
export const DueReminders = paged(DueReminder);
export type DueReminders = z.infer<typeof DueReminders>;

/** POST clinic/{id}/reminders/test: a sample reminder to the caller's own address. */
export const TestReminderSent = z.object({
  /** The caller's own address (the only one a test goes to). */
  to: z.string(),
  /** `sent`: the relay took it; `waiting`: the outbox sends it when the relay answers. */
  delivery: z.enum(['sent', 'waiting']),
});
export type TestReminderSent = z.infer<typeof TestReminderSent>;

/** The token of the reminder e-mail's opt-out link (opaque, base64url; older ones `<id>.<mac>`). */
const ReminderToken = z.string().min(10).max(200);
/** POST reminders/opt-out and reminders/opt-in: the token of the e-mail's link (no session). */
export const ReminderOptOut = z.object({ token: ReminderToken });
export type ReminderOptOut = z.infer<typeof ReminderOptOut>;
/*#__PURE__*/ example(ReminderOptOut, { token: 'm8xW0f3kQ1e2R7d9yT6u5g.Yp4sN2cV8bL1kJ7hG3fD9a' });
/** Their answer: whether reminders are now on for the patient the token names. */
export const ReminderOptOutState = z.object({ reminders: z.boolean() });
export type ReminderOptOutState = z.infer<typeof ReminderOptOutState>;

/** The opt-out page (public, mfe-patient): `/stop-reminders/<token>`. */
export const STOP_REMINDERS_PATH = '/stop-reminders';
/** The API's one-click unsubscribe (RFC 8058), the reminder's List-Unsubscribe: POST without sign-in. */
export const ONE_CLICK_PATH = '/reminders/one-click/:token';
/** A token too short to be one answers 404 like a wrong one (nothing to tell a caller here). */
export const ReminderTokenParam = z.object({ token: z.string().max(200) });
