import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, clinics } from './schema';

// Erasure with the law's exception (issue 37 point 4; people/erasure.ts, docs/erasure.md).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A patient's request to have their account deleted, and what the clinic decided. An approved row
 * with `erased_at` is also the mark of an erased account: its kept record is pseudonymised and hidden
 * from every list until `keep_until`, when the `erasure.purge` job deletes the account (and this row
 * with it). Ids only: who decided is an account id, never a name.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientAccountId: uuid('patient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'DECLINED'] })
      .notNull()
      .default('PENDING'),
    requestedAt: tz('requested_at').notNull().defaultNow(),
    /** The clinic's two-person rule: the first of two distinct approvers. */
    firstApproverId: uuid('first_approver_id'),
    decidedBy: uuid('decided_by'),
    decidedAt: tz('decided_at'),
    /** The deciding admin's reason (staff's words about the decision, not the patient's). */
    reason: text('reason'),
    erasedAt: tz('erased_at'),
    keepUntil: tz('keep_until'),
  },
  (t) => [
    // One open request per patient.
    uniqueIndex('erasure_requests_pending_uq')
      .on(t.patientAccountId)
      .where(sql`${t.status} = 'PENDING'`),
    index('erasure_requests_patient_idx').on(t.patientAccountId),
    index('erasure_requests_keep_idx')
      .on(t.keepUntil)
      .where(sql`${t.erasedAt} IS NOT NULL`),
  ],
);

/** A clinic's own erasure settings (none: its locale's retention, one approver). */
export const clinicErasureSettings = pgTable('clinic_erasure_settings', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  retentionYears: integer('retention_years').notNull(),
  twoPerson: boolean('two_person').notNull().default(false),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
