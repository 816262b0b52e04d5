import { z } from 'zod';
import { FIELD_MESSAGE, paged, PageNumber } from './core';

// The audit trail a clinic can read (issue 12 point 6): GET audit, GET audit/csv, GET audit/chain.

export const AUDIT_PAGE_SIZE = 50;
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGE['http.dateFormat']);

export const AuditQuery = z.object({
  page: PageNumber,
  size: z.coerce.number().int().min(1).max(500).default(AUDIT_PAGE_SIZE),
  /** Part of the name or e-mail of who acted. */
  actor: z.string().trim().max(100).optional(),
  /** Part of the name or e-mail of whose data it was. */
  patient: z.string().trim().max(100).optional(),
  /** Inclusive days, in UTC. */
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

const Person = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  /** An erased patient (issue 37 point 4): the row keeps the act, the person has no name or address. */
  erased: z.boolean().optional(),
});

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  actor: Person.nullable(),
  subject: Person.nullable(),
  /**
   * What the row is about, named: the target's kind (`survey-instance`, `account`, `clinic`, …) and
   * its name where it has one (the questionnaire's survey, the person, the clinic).
   */
  record: z
    .object({
      kind: z.string(),
      name: z.string().nullable(),
      /** A staff change's reason, as the admin typed it (plain text; issue 37 point 7). */
      reason: z.string().nullable().optional(),
    })
    .nullable(),
  /** Whether the row is chained: every row is sealed as it is written; only rows written before the chain was keyed wait for `sealLegacyRows`. */
  sealed: z.boolean(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = paged(AuditEntry);
export type AuditList = z.infer<typeof AuditList>;

const ChainHead = z.object({
  /** The position of the chain's newest row. */
  index: z.number().int(),
  /** Its HMAC (hex). */
  hash: z.string(),
});

/**
 * GET audit/chain: optionally a head published earlier (the API's `audit chain head` log line); without
 * one, the newest head in the audit_heads table is compared.
 */
export const AuditChainQuery = z
  .object({
    index: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, FIELD_MESSAGE['audit.headHash'])
      .optional(),
  })
  .refine((q) => (q.index === undefined) === (q.hash === undefined), {
    message: FIELD_MESSAGE['audit.headPair'],
    path: ['hash'],
  });
export type AuditChainQuery = z.infer<typeof AuditChainQuery>;

export const AuditChain = z.object({
  sealed: z.number().int(),
  unsealed: z.number().int(),
  intact: z.boolean(),
  brokenAt: z.number().int().nullable(),
  /** The chain's newest row now. */
  head: ChainHead.nullable(),
  /** The published head compared: the query's, else the newest in the database's audit_heads. */
  against: ChainHead.nullable(),
  /** That published head is still in the chain unchanged; null when there is none to compare. */
  published: z.enum(['matches', 'mismatch']).nullable(),
});
export type AuditChain = z.infer<typeof AuditChain>;

/**
 * Every action the API writes to the audit trail (the record kind, then what was done). The trail
 * shows each with a label in the reader's language; a test finds every action the API's code writes
 * and fails on one missing here, another on one without a label.
 */
export const AUDIT_ACTIONS = [
  'account.glucose-unit',
  'account.license',
  'account.locale',
  'account.privacy',
  'account.read',
  'admin.create',
  'admin.deactivate',
  'admin.reactivate',
  'admin.list',
  'admin.read',
  'admin.read.missing',
  'doctor.create',
  'doctor.deactivate',
  'doctor.reactivate',
  'doctor.patients.read',
  'doctor.list',
  'doctor.read',
  'doctor.read.missing',
  'doctor.notifications.write',
  'doctor.qr-code',
  'doctor.sign-up-link.read',
  'doctor.sign-up-link.write',
  'patient.create',
  'patient.list',
  'patient.read',
  'patient.read.missing',
  'patient.doctors.read',
  'patient.doctors.write',
  'patient.handover',
  'patient.leave',
  'patient.return',
  'patient.glucose-targets',
  'patient.import',
  'patient.second-clinic',
  'audit.export',
  'audit.read',
  'audit.verify',
  'auth.arrival',
  'auth.arrival.invalid',
  'auth.exchange',
  'auth.exchange.deactivated',
  'auth.exchange.ended',
  'auth.exchange.stale',
  'auth.exchange.unknown',
  'auth.sign-out',
  'auth.restricted-sign-up',
  'auth.exchange.second-factor-missing',
  'identity.totp-enrolled',
  'identity.totp-reset',
  'identity.totp-disabled',
  'clinic.create',
  'clinic.glucose-unit',
  'clinic.second-factor-on',
  'clinic.second-factor-off',
  'clinic.glucose-recency',
  'clinic.list',
  'clinic.read',
  'clinic.reminders',
  'clinic.support-contact',
  'erasure.list',
  'erasure.read',
  'erasure.request',
  'erasure.approve',
  'erasure.decline',
  'patient.erase',
  'patient.purge',
  'clinic.erasure',
  'dexcom.authorize',
  'dexcom.connect',
  'dexcom.disconnect',
  'dexcom.optin',
  'dexcom.optout',
  'dexcom.skip',
  'dexcom.sync',
  'dexcom.glucose.read',
  'dexcom.stored.read',
  'dexcom.summary.read',
  'dexcom.survey.read',
  'dexcom.data-range.read',
  'dexcom.devices.read',
  'dexcom.widget.session',
  'fhir.patient.export',
  'patient.own-data.export',
  'fhir.research.export',
  'note.create',
  'note.delete',
  'note.list',
  'note.update',
  'password.changed',
  'password.forgot',
  'password.forgot.code',
  'password.forgot.continue',
  'password.forgot.unknown',
  'password.reset',
  'password.reset.invalid',
  'patient.trends.read',
  'patient.visit-summary.pdf',
  'patient.visit-summary.read',
  'reminders.opt-in',
  'reminders.opt-out',
  'reminders.read',
  'reminders.test',
  'resources.recommended',
  'superadmin.created-first',
  'superadmin.deactivate',
  'superadmin.list',
  'superadmin.reactivate',
  'survey-instance.answer',
  'survey-instance.answers.read',
  'survey-instance.create',
  'survey-instance.export',
  'survey-instance.list',
  'survey-instance.read',
  'survey-instance.recommendations',
  'survey-instance.conclusion',
  'survey-instance.care-plan',
  'survey-instance.single-burn',
  'survey-instance.submit',
  'survey-instance.withdraw',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
