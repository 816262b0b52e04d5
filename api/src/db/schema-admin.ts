import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Password-reset links (POST auth/password/forgot → reset): only the sha256 of the 256-bit token is
 * stored; a token is single-use (used_at) and expires.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_uq'),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('password_resets_account_idx').on(t.accountId)],
);
