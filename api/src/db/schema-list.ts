import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Category, DiabetesType, PatientFlag, PatientGlucose, SurveyStatus } from '../contracts';
import { accounts, clinics } from './schema';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every change a list row or a clinic's list sees takes the next number (issue 27 point 4). */
export const patientListSeq = pgSequence('patient_list_seq');

/**
 * The patient list's per-patient figures (issue 27 point 4), one row per patient account, so the list
 * is an indexed read instead of four lookups per patient. Triggers of migration 0019 mark a row
 * `dirty` and give it a new `changed_seq` in the same transaction as any write to what it is computed
 * from (the patient's account, questionnaires, doctors, CGM link, glucose days, reminders), whichever
 * code path writes; `refreshListRows` (people/patient-list-rows.ts) recomputes dirty rows before a list
 * is read. A clinic's list version is the greatest `changed_seq` of its rows (and of
 * patient_list_versions): no single counter row every writer of a clinic would queue on.
 * The person's own fields (name, e-mail, date of birth…) are read from `accounts` at list time.
 */
export const patientListRows = pgTable(
  'patient_list_rows',
  {
    patientAccountId: uuid('patient_account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    changedSeq: bigint('changed_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('patient_list_seq')`),
    /** A write changed what the row is computed from; recomputed before the next read. */
    dirty: boolean('dirty').notNull().default(true),
    /** The UTC day the glucose figures are for (their 14 whole days end the day before). */
    computedDay: date('computed_day', { mode: 'string' }),
    diabetes: text('diabetes').$type<DiabetesType>(),
    latestId: uuid('latest_id'),
    latestStatus: text('latest_status').$type<SurveyStatus>(),
    /** The latest questionnaire's assignment while it is unsubmitted: OVERDUE counts days from it at read. */
    openSince: tz('open_since'),
    lastCompletedAt: tz('last_completed_at'),
    priorityScore: real('priority_score'),
    mainConcern: text('main_concern').$type<Category>(),
    /** The reasons but OVERDUE (it grows with the clock), most urgent first. */
    flags: jsonb('flags').$type<PatientFlag[]>().notNull(),
    reviewId: uuid('review_id'),
    urgentItem9: integer('urgent_item9'),
    hasDoctor: boolean('has_doctor').notNull().default(false),
    lastReminderAt: tz('last_reminder_at'),
    glucose: jsonb('glucose').$type<PatientGlucose>(),
    /** Glucose inside one score: hypoglycaemia 2, another missed target 1, else 0. */
    glucoseRank: smallint('glucose_rank').notNull().default(0),
    /**
     * A connected CGM link's newest reading, else when it was made (issue 42 point 3): the list says
     * "No glucose data" once the clinic's hours have passed since (at read: it moves with the clock).
     */
    glucoseSince: tz('glucose_since'),
    /** The connected link was revoked or its tokens expired: "Reconnect needed". */
    reconnectNeeded: boolean('reconnect_needed').notNull().default(false),
  },
  (t) => [
    index('patient_list_rows_clinic_seq_idx').on(t.clinicId, t.changedSeq),
    index('patient_list_rows_seq_idx').on(t.changedSeq),
    index('patient_list_rows_dirty_idx')
      .on(t.clinicId)
      .where(sql`${t.dirty}`),
    // The rows whose glucose window moves at midnight (UTC), found without reading the others.
    index('patient_list_rows_glucose_day_idx')
      .on(t.clinicId, t.computedDay)
      .where(sql`${t.glucose} IS NOT NULL`),
  ],
);
export type PatientListRow = typeof patientListRows.$inferSelect;

/** A clinic's list changes no row records: a patient removed or moved away, the clinic renamed. */
export const patientListVersions = pgTable('patient_list_versions', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});
