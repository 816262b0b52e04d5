import { z } from 'zod';
import { FIELD_MESSAGE } from '@dcp/shared/contracts/core';

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

/** POST reminders/opt-out and reminders/opt-in: the token of the e-mail's link (no session). */
export const ReminderOptOut = z.object({ token: z.string().min(10).max(200) });
export type ReminderOptOut = z.infer<typeof ReminderOptOut>;
/** Their answer: whether reminders are now on for the patient the token names. */
export const ReminderOptOutState = z.object({ reminders: z.boolean() });
export type ReminderOptOutState = z.infer<typeof ReminderOptOutState>;

/** The opt-out page (public, mfe-patient): `/stop-reminders/<token>`. */
export const STOP_REMINDERS_PATH = '/stop-reminders';
