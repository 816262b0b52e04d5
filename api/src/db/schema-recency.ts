import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, clinics } from './schema';
import { mailOutbox } from './schema-outbox';

// Broken CGM links noticed (issue 42 point 3): how long a clinic lets a linked patient go without a
// new reading before the list says so and the patient is asked to reconnect, and the e-mails sent.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A clinic's hours without a reading before "No glucose data"; no row: NO_DATA_HOURS_DEFAULT. */
export const clinicGlucoseRecency = pgTable('clinic_glucose_recency', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  noDataHours: integer('no_data_hours').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * One e-mail per gap: the key is the link's patient and the gap's start (their newest reading, else
 * when the link was made), so a second run, in any process, inserts nothing; a new reading starts
 * another gap, which may send again.
 */
export const glucoseGapMails = pgTable(
  'glucose_gap_mails',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gapStart: tz('gap_start').notNull(),
    outboxId: uuid('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    sentAt: tz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'glucose_gap_mails_pk', columns: [t.accountId, t.gapStart] })],
);
