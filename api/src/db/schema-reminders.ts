import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, clinics } from './schema';
import { mailOutbox } from './schema-outbox';
import { surveyInstances } from './schema-surveys';

// Reminders of unanswered questionnaires (issue 25 point 1, surveys/reminders.ts).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A clinic's own delays for one questionnaire (none: the defaults of the contract). 0 = off. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id').notNull(),
    firstDays: integer('first_days').notNull(),
    secondDays: integer('second_days').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'reminder_settings_pk', columns: [t.clinicId, t.surveyId] })],
);

/**
 * The reminders sent: one row per questionnaire and reminder number, written in the transaction that
 * puts the e-mail in the outbox. The primary key is what makes a reminder go once: a second run, a
 * retried job or another API process inserting the same (instance, number) inserts nothing and mails
 * nothing. The patient's list row reads its newest `sent_at` ("last reminder").
 */
export const surveyReminders = pgTable(
  'survey_reminders',
  {
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => surveyInstances.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    patientAccountId: uuid('patient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'start' (not begun) or 'continue' (answers saved, not submitted). */
    kind: text('kind', { enum: ['start', 'continue'] }).notNull(),
    sentAt: tz('sent_at').notNull(),
    /** Its e-mail in the outbox: whether it went or failed (the clinic admin's list, issue 36 point 15). */
    outboxId: uuid('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'survey_reminders_pk', columns: [t.instanceId, t.number] }),
    index('survey_reminders_patient_idx').on(t.patientAccountId, t.sentAt.desc()),
  ],
);

/** Patients who stopped reminders from an e-mail's link (a row: off; none: on). */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  optedOutAt: tz('opted_out_at').notNull(),
});
