import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  inet,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ARRIVALS,
  DIABETES_TYPES,
  GLUCOSE_UNIT_VALUES,
  LOCALE_VALUES,
  POOLS,
  ROLES,
  USER_STATUSES,
} from './enums';

// Tables are unqualified: the schema comes from the connection's search_path (DB_SCHEMA).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const clinics = pgTable('clinics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  locale: text('locale', { enum: LOCALE_VALUES }).notNull().default('en-GB'),
  // Where a patient can get help now (shown beside a positive PHQ-2), per language; null → the
  // portal's generic advice.
  supportContactEn: text('support_contact_en'),
  supportContactEs: text('support_contact_es'),
  // The unit its people read glucose in unless they chose one (migration 0017: en-GB → mmol/L).
  glucoseUnit: text('glucose_unit', { enum: GLUCOSE_UNIT_VALUES }).notNull().default('mg/dL'),
  // The emergency number the patient is given beside the clinic's contact: 112 reaches emergency
  // services across the EU and in the UK too; a clinic elsewhere sets its own (911 in the US).
  emergencyNumber: text('emergency_number').notNull().default('112'),
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
    // The glucose unit this person chose; null follows the clinic's (issue 24 point 4).
    glucoseUnit: text('glucose_unit', { enum: GLUCOSE_UNIT_VALUES }),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'restrict' }),
    isSingleSurveyPatient: boolean('is_single_survey_patient').notNull().default(false),
    isRestrictedUser: boolean('is_restricted_user').notNull().default(false),
    // Patient only: this clinic's record of an address whose identity user (and password) belongs to
    // another clinic's record (issue 23 point 5). It is reached through its invitation and assignment
    // links, never by a password sign-in, and it tells the adding clinic nothing about the other one.
    linkOnly: boolean('link_only').notNull().default(false),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    diabetesType: text('diabetes_type', { enum: DIABETES_TYPES }),
    chronicConditions: boolean('chronic_conditions'),
    // Doctor only: the opaque token in the doctor's sign-up link / QR code, and whether its anonymous
    // variant (straight to the survey without sign-up) is allowed.
    docRefToken: text('doc_ref_token'),
    allowAnonymous: boolean('allow_anonymous').notNull().default(false),
    // Patient only: when a doctor last opened or completed a review of this patient.
    lastReviewedAt: tz('last_reviewed_at'),
    // Patient only: how they arrived (the list's mark on the row).
    arrival: text('arrival', { enum: ARRIVALS }).notNull().default('INVITATION'),
    // Doctor only: the daily e-mail of questionnaires awaiting review (surveys/review-digest.ts).
    reviewDigest: boolean('review_digest').notNull().default(true),
    // Every word of the name folded (lower case, no accents) with all its prefixes, written by
    // PostgreSQL itself (dcp_name_prefixes, migration 0008): name searches as people type ("lucia"
    // finds Lucía, "osc" finds ÓSCAR) are one containment test served by a GIN index, on PGlite and
    // PostgreSQL alike, with no extension.
    searchPrefixes: text('search_prefixes')
      .array()
      .generatedAlwaysAs(sql`dcp_name_prefixes(first_name, last_name)`),
    // Patient only (issue 37 point 2): when a doctor or admin marked the patient as having left the
    // clinic, and why (optional). While set: no reminders, no sign-in, out of the triage list by
    // default; the record is kept, and "returning" clears both. Erasure (point 4) builds on it.
    leftAt: tz('left_at'),
    leftReason: text('left_reason'),
    // Staff only: when a clinic admin or the superadmin deactivated the account (issue 37 point 1);
    // null while active. Sign-in is refused at the identity provider and by the API while it is set.
    deactivatedAt: tz('deactivated_at'),
    tokensValidAfter: tz('tokens_valid_after')
      .notNull()
      .default(sql`'epoch'::timestamptz`),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One identity-holding record per address and pool; a restricted (link sign-up) or link-only record
    // never holds an address, so nobody can block another clinic from adding the real person.
    uniqueIndex('accounts_pool_email_uq')
      .on(t.pool, t.email)
      .where(sql`${t.isRestrictedUser} = false and ${t.linkOnly} = false`),
    // And one record of an address per clinic.
    uniqueIndex('accounts_pool_email_clinic_uq')
      .on(t.pool, t.email, t.clinicId)
      .where(sql`${t.isRestrictedUser} = false`),
    unique('accounts_pool_sub_uq').on(t.pool, t.cognitoSub),
    unique('accounts_doc_ref_token_uq').on(t.docRefToken),
    index('accounts_clinic_idx').on(t.clinicId),
    index('accounts_search_prefixes_idx').using('gin', t.searchPrefixes),
  ],
);

/** The records that hold their address in their pool (neither restricted nor link-only). */
export const HOLDS_ADDRESS = sql`${accounts.isRestrictedUser} = false and ${accounts.linkOnly} = false`;

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
    // The last authenticated request: a session idle longer than its role's limit is over.
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * Append-only: who did what to which record, when and from where. Never tokens or passwords. The API
 * has no route that changes or deletes a row; a sealer chains rows in order (`hash` covers the row
 * and the previous row's hash), so an edit or deletion made in the database shows on verification.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order (the sealer's order). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: tz('at').notNull().defaultNow(),
    actorAccountId: uuid('actor_account_id'),
    action: text('action').notNull(),
    target: text('target'),
    ip: inet('ip'),
    /** Whose data the action touched (the patient or person), resolved from the target when written. */
    subjectAccountId: uuid('subject_account_id'),
    /** The clinic the row belongs to (the subject's, else the actor's): an admin reads only theirs. */
    clinicId: uuid('clinic_id'),
    chainIndex: bigint('chain_index', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_clinic_idx').on(t.clinicId, t.at),
    index('audit_log_subject_idx').on(t.subjectAccountId, t.at),
    unique('audit_log_chain_uq').on(t.chainIndex),
  ],
);

/**
 * The audit chain's head, published now and then (issue 38 point 3): one row per head, newest by
 * chain_index. Owned by the migrating role; where the API runs as a role of its own it can read this
 * table and append the true head only through publish_audit_head() (SECURITY DEFINER, drizzle/0025),
 * never insert a head of its choosing, change or delete one: so a tail deleted from audit_log after a
 * published head shows on verification.
 */
export const auditHeads = pgTable('audit_heads', {
  chainIndex: bigint('chain_index', { mode: 'number' }).primaryKey(),
  hash: text('hash').notNull(),
  publishedAt: tz('published_at').notNull().defaultNow(),
});

/**
 * Doctor–patient assignment: a patient belongs to one clinic and is assigned to one or more of its
 * doctors. Whoever adds or imports a patient is assigned; an admin can change it.
 */
export const patientDoctors = pgTable(
  'patient_doctors',
  {
    patientAccountId: uuid('patient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    doctorAccountId: uuid('doctor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assignedAt: tz('assigned_at').notNull().defaultNow(),
    /** The doctor who left and handed the patient over (issue 37 point 1), else null. */
    handedOverFrom: uuid('handed_over_from').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'patient_doctors_pk', columns: [t.patientAccountId, t.doctorAccountId] }),
    index('patient_doctors_doctor_idx').on(t.doctorAccountId),
  ],
);
