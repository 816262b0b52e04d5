import { z } from 'zod';
import { paged, PageNumber } from './common';

// The audit trail a clinic can read (issue 12 point 6): GET audit, GET audit/csv, GET audit/chain.

export const AUDIT_PAGE_SIZE = 50;
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

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

const Person = z.object({ email: z.string(), name: z.string(), role: z.string() });

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  actor: Person.nullable(),
  subject: Person.nullable(),
  /** Whether the row is already chained (rows are sealed a few seconds after they are written). */
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

/** GET audit/chain: optionally a head published earlier (the API's `audit chain head` log line). */
export const AuditChainQuery = z
  .object({
    index: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'must be the 64 hex digits of a logged head')
      .optional(),
  })
  .refine((q) => (q.index === undefined) === (q.hash === undefined), {
    message: 'index and hash go together',
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
  /** The published head given in the query is still in the chain unchanged; null without one. */
  published: z.enum(['matches', 'mismatch']).nullable(),
});
export type AuditChain = z.infer<typeof AuditChain>;
