import { z } from 'zod';
import { example, paged, PageNumber } from './core';

// Erasure with the law's exception (issue 37 point 4; docs/erasure.md). A patient asks to have their
// account deleted; the clinic approves or declines with a reason. Approval erases identity, contact
// data and free text at once and keeps the clinical record pseudonymised for the clinic's retention
// period, after which a scheduled job removes it.

/**
 * The retention a clinic keeps an erased patient's clinical record for, unless it sets its own: the
 * law of its locale. Spain: Ley 41/2002 art. 17.1, at least five years from each episode; the UK: NHS
 * Records Management Code of Practice 2021, adult records eight years after the last treatment.
 * GDPR Art. 17(3)(c) and (b) let the clinic keep what those laws oblige it to.
 */
export const RETENTION_DEFAULT_YEARS = { 'es-ES': 5, 'en-GB': 8 } as const;
export const RETENTION_YEARS_MAX = 30;

/** The e-mail an erased account keeps in place of its own (people/erasure-run.ts): no one's, undeliverable. */
export const ERASED_EMAIL_DOMAIN = '@erased.invalid';
export const isErasedEmail = (email: string) => email.endsWith(ERASED_EMAIL_DOMAIN);

export const ErasureStatus = z.enum(['PENDING', 'APPROVED', 'DECLINED']);
export type ErasureStatus = z.infer<typeof ErasureStatus>;

/** The patient's own request, as they see it. */
export const OwnErasureRequest = z.object({
  id: z.string(),
  status: ErasureStatus,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why the clinic declined (null while pending). */
  reason: z.string().nullable(),
});
export type OwnErasureRequest = z.infer<typeof OwnErasureRequest>;

/** GET user/erasure-request: the newest request, or none. */
export const OwnErasureAnswer = z.object({ request: OwnErasureRequest.nullable() });
export type OwnErasureAnswer = z.infer<typeof OwnErasureAnswer>;

/** One pending request as the clinic admin (or superadmin) sees it. */
export const ErasureRequestItem = z.object({
  id: z.string(),
  requestedAt: z.string(),
  patient: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  clinic: z.object({ id: z.string(), name: z.string() }),
  /** With the clinic's two-person rule: the first approval is given and waits for a second admin. */
  firstApproval: z.object({ name: z.string(), mine: z.boolean() }).nullable(),
});
export type ErasureRequestItem = z.infer<typeof ErasureRequestItem>;
export const ErasureRequestList = paged(ErasureRequestItem);
export type ErasureRequestList = z.infer<typeof ErasureRequestList>;

export const ErasureListQuery = z.object({
  page: PageNumber,
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ErasureListQuery = z.infer<typeof ErasureListQuery>;

export const ErasureIdParam = z.object({ id: z.string().uuid() });

/** POST erasure-request/{id}/approve and …/decline: the admin's reason (the audit names the request). */
export const ErasureDecision = z.object({ reason: z.string().trim().min(1).max(500) });
export type ErasureDecision = z.infer<typeof ErasureDecision>;
/*#__PURE__*/ example(ErasureDecision, {
  reason: 'Asked in writing on 2 March; no open care plan',
});

/** What an approval did: erased, or (two-person rule) waits for a second approval. */
export const ErasureOutcome = z.object({ status: z.enum(['ERASED', 'AWAITING_SECOND', 'DECLINED']) });
export type ErasureOutcome = z.infer<typeof ErasureOutcome>;

/** GET/PUT clinic/{id}/erasure: the clinic's retention period and its two-person rule. */
export const ErasureSettings = z.object({
  retentionYears: z.number().int().min(1).max(RETENTION_YEARS_MAX),
  /** An approval needs a second, distinct admin (or the superadmin). */
  twoPerson: z.boolean(),
});
export type ErasureSettings = z.infer<typeof ErasureSettings>;
/*#__PURE__*/ example(ErasureSettings, { retentionYears: 8, twoPerson: false });
export const ErasureSettingsView = ErasureSettings.extend({
  /** Not set by the clinic: the default of its locale. */
  isDefault: z.boolean(),
});
export type ErasureSettingsView = z.infer<typeof ErasureSettingsView>;
