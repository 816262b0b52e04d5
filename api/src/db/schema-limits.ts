import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Abuse-limit counters (issue 12 point 1), shared by every API process on one database: one row per
 * limit and key (`forgotPassword:ip:…`, `forgotPassword:account:<sha256>`), counted with an atomic
 * upsert; a row whose window has passed starts again at 1. Keys never hold an e-mail or token in clear.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
