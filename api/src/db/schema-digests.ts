import { date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema';

/**
 * The review digests sent (surveys/review-digest.ts): one row per doctor per day, written before the
 * e-mail goes (the claim), so running the digest twice in a day, or in two API processes at once,
 * never mails a doctor twice. `newSince` is the previous digest's time: what "new" meant in this one.
 */
export const reviewDigests = pgTable(
  'review_digests',
  {
    doctorAccountId: uuid('doctor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The UTC calendar day the digest belongs to. */
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    awaiting: integer('awaiting').notNull(),
  },
  (t) => [primaryKey({ name: 'review_digests_pk', columns: [t.doctorAccountId, t.day] })],
);
