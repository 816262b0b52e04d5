import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { POOLS } from './enums';

// What the embedded identity's browser route decides itself instead of the emulator (issue 23 points
// 1–3; design D§14): cognito-local 5.3.0 answers NEW_PASSWORD_REQUIRED to any password of an
// invited user and accepts any challenge session, so the route checks the temporary password the API
// set, issues and claims its own challenge sessions, and counts wrong secrets here, where every API
// process sees them. Amazon Cognito needs none of these rows.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The temporary password the API gave an identity user (invitation, adoption, demo seed), as a scrypt
 * hash, until the user sets their own or it expires. Keyed by the identity user (pool, sub).
 */
export const temporaryPasswords = pgTable(
  'temporary_passwords',
  {
    pool: text('pool', { enum: POOLS }).notNull(),
    sub: text('sub').notNull(),
    hash: text('hash').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [primaryKey({ name: 'temporary_passwords_pk', columns: [t.pool, t.sub] })],
);

/**
 * A NEW_PASSWORD_REQUIRED challenge the route issued after verifying the temporary password: only the
 * sha256 of its 256-bit session string, bound to the identity user, single-use and short-lived.
 */
export const identityChallenges = pgTable(
  'identity_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    pool: text('pool', { enum: POOLS }).notNull(),
    sub: text('sub').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('identity_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Wrong secrets per identity user (the sha256 of pool and sub, or of the typed name when no user has
 * it): after the limit within the window the account is refused until `locked_until`.
 */
export const signInLocks = pgTable(
  'sign_in_locks',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: tz('window_start').notNull(),
    lockedUntil: tz('locked_until'),
  },
  (t) => [index('sign_in_locks_window_idx').on(t.windowStart)],
);
