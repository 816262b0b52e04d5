import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, clinics } from './schema';

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

/**
 * Arrival links (`patient/:token`): an invitation that signs a new patient in automatically and leads
 * to the assigned questionnaire. Only the sha256 of the 256-bit token is stored; single-use, expiring.
 */
export const arrivalTokens = pgTable(
  'arrival_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('arrival_tokens_token_hash_uq'),
    // The questionnaire the link leads to once onboarding is done (null → patient home).
    surveyInstanceId: uuid('survey_instance_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('arrival_tokens_account_idx').on(t.accountId)],
);

/**
 * Why a staff account was deactivated or reactivated, a patient left or returned, or someone's
 * authenticator app was reset (issue 37 points 1, 2, 5 and 7; `active`: the account's state after the
 * change): the reason the admin typed, as plain text. The audit row of the change names this record (`staff-change:<id>`), so the
 * trail shows who, whom and why without the reason entering the chained audit table itself.
 */
export const staffChanges = pgTable(
  'staff_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
    reason: text('reason').notNull().default(''),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('staff_changes_account_idx').on(t.accountId)],
);

/**
 * A clinic's second-factor rule (issue 37 point 5): whether its doctors, like admins and superadmins,
 * must have an authenticator app. No row: not required.
 */
export const clinicSecondFactor = pgTable('clinic_second_factor', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  doctorsRequired: boolean('doctors_required').notNull().default(false),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
