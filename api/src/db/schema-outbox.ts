import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * E-mails to send (issue 29 point 2, issue 23 point 7): written in the same transaction as the change
 * that causes them (an account created, a plan agreed, a reset asked for), so a crash can delay an
 * e-mail but never lose it; sent by the job queue, retried with back-off. The message (recipient,
 * subject, text: temporary passwords and links) is sealed with AES-256-GCM and dropped once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** invitation, one-time, assignment, plan-ready, password-link, password-code (no personal data). */
    kind: text('kind').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>`; null once sent. */
    sealed: text('sealed'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A sender holds the row until then: one sender at a time, in any process. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Given up after too many attempts (an operator looks at last_error). */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    /** The error's type of the last failed attempt (never its message: it may hold the address). */
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);
