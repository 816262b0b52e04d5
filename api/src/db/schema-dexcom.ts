import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const LINK_STATES = ['none', 'connected', 'skipped', 'opted_out', 'disconnected'] as const;

/**
 * One patient's glucose-provider link (doc 2 §3/§4). Tokens are AES-256-GCM ciphertexts, never
 * plain; a rotated refresh token is written in the same statement as its access token.
 */
export const dexcomLinks = pgTable('dexcom_links', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  state: text('state', { enum: LINK_STATES }).notNull().default('none'),
  accessTokenEnc: text('access_token_enc'),
  refreshTokenEnc: text('refresh_token_enc'),
  accessExpiresAt: tz('access_expires_at'),
  consentAt: tz('consent_at'),
  consentVersion: text('consent_version'),
  lastSyncAt: tz('last_sync_at'),
  reason: text('reason'),
  needsReconnect: boolean('needs_reconnect').notNull().default(false),
  validated: boolean('validated').notNull().default(false),
  validatedAt: tz('validated_at'),
  // One sync per patient at a time, across API processes: a lease taken by a conditional UPDATE.
  syncLeaseUntil: tz('sync_lease_until'),
  // Dexcom's id of the account the stored readings came from (its answers carry it): a link to
  // another Dexcom account starts a history of its own instead of mixing two people's readings.
  dexcomUserId: text('dexcom_user_id'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** OAuth `state` values: only the sha256 is kept; bound to the account, single use, 10 minutes. */
export const dexcomOauthStates = pgTable(
  'dexcom_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    returnUrl: text('return_url'),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('dexcom_oauth_states_account_idx').on(t.accountId)],
);

/** CGM readings, keyed by (patient, system time); the provider's record id de-duplicates too. */
export const glucoseReadings = pgTable(
  'glucose_readings',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    systemTime: tz('system_time').notNull(),
    // The device's local clock, as sent (no offset): time-of-day profiles use it.
    displayTime: text('display_time').notNull(),
    recordId: text('record_id').notNull(),
    value: integer('value'),
    status: text('status'),
    trend: text('trend'),
    trendRate: real('trend_rate'),
    createdAt: tz('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ name: 'glucose_readings_pk', columns: [t.accountId, t.systemTime] }),
    uniqueIndex('glucose_readings_record_uq').on(t.accountId, t.recordId),
  ],
);
