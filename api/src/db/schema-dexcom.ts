import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
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
 * One patient's glucose-provider link (req G§3/§4). Tokens are AES-256-GCM ciphertexts, never
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

/**
 * Per-day glucose aggregates kept by the sync (design D§8), so a 14/30/90-day summary and the
 * patient list read days, not readings. A row is one UTC day of the readings' system time (summaries
 * cut their rolling window on system time) and one date of the device's own clock (days with data and
 * daily traces count device days): usually two rows per UTC day. Re-derived from the raw readings of
 * the days a sync touches, in the transaction that writes them (api/src/dexcom/days.ts). Migration
 * 0015 also gives it glucose_days_totals_idx (account, day) INCLUDE the counts and sums, for the
 * patient list's 14-day totals (an index drizzle's builder cannot declare).
 */
export const glucoseDays = pgTable(
  'glucose_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    localDate: text('local_date').notNull(),
    readings: integer('readings').notNull(),
    veryLow: integer('very_low').notNull(),
    low: integer('low').notNull(),
    target: integer('target').notNull(),
    high: integer('high').notNull(),
    veryHigh: integer('very_high').notNull(),
    /** Readings with a number (mean, SD, min, max use only these). */
    valued: integer('valued').notNull(),
    valueSum: bigint('value_sum', { mode: 'number' }).notNull(),
    valueSquares: bigint('value_squares', { mode: 'number' }).notNull(),
    valueMin: integer('value_min'),
    valueMax: integer('value_max'),
    /** [15-minute slot of the device clock, mg/dL as plotted, count] triples: exact percentiles and traces. */
    hist: jsonb('hist').$type<[number, number, number][]>().notNull(),
  },
  (t) => [primaryKey({ name: 'glucose_days_pk', columns: [t.accountId, t.day, t.localDate] })],
);
