import { sql } from 'drizzle-orm';
import { boolean, date, index, inet, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { DIABETES_TYPES, LOCALE_VALUES, POOLS, ROLES, USER_STATUSES } from './enums';

// Tables are unqualified: the schema comes from the connection's search_path (DB_SCHEMA).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const clinics = pgTable('clinics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  locale: text('locale', { enum: LOCALE_VALUES }).notNull().default('en-GB'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pool: text('pool', { enum: POOLS }).notNull(),
    cognitoSub: text('cognito_sub'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('TERMS_AND_CONDITIONS'),
    locale: text('locale', { enum: LOCALE_VALUES }).notNull().default('en-GB'),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'restrict' }),
    isSingleSurveyPatient: boolean('is_single_survey_patient').notNull().default(false),
    isRestrictedUser: boolean('is_restricted_user').notNull().default(false),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    diabetesType: text('diabetes_type', { enum: DIABETES_TYPES }),
    chronicConditions: boolean('chronic_conditions'),
    tokensValidAfter: tz('tokens_valid_after')
      .notNull()
      .default(sql`'epoch'::timestamptz`),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('accounts_pool_email_uq').on(t.pool, t.email),
    unique('accounts_pool_sub_uq').on(t.pool, t.cognitoSub),
    index('accounts_clinic_idx').on(t.clinicId),
  ],
);

/** API sessions: only the sha256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_uq'),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Append-only: who did what to which record, when and from where. Never tokens or passwords. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: tz('at').notNull().defaultNow(),
    actorAccountId: uuid('actor_account_id'),
    action: text('action').notNull(),
    target: text('target'),
    ip: inet('ip'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
