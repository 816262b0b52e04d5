import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountRow } from '../leaves/account-row';
import {
  RETENTION_DEFAULT_YEARS,
  type ErasureOutcome,
  type ErasureRequestItem,
  type ErasureSettings,
  type ErasureSettingsView,
  type Locale,
  type OwnErasureRequest,
} from '../contracts';
import type { Db } from '../db';
import { accounts, clinics } from '../db/schema';
import { staffChanges } from '../db/schema-admin';
import { clinicErasureSettings, erasureRequests } from '../db/schema-erasure';
import { conflict, notFound } from '../http-errors';
import { clinicScope } from './clinics';
import { erasePatient, type EraseContext } from './erasure-run';

// Erasure requests (issue 37 point 4): the patient asks, the clinic's admin (or the superadmin)
// approves or declines with a reason. With the clinic's two-person rule an approval needs two
// distinct approvers; a doctor never decides one.

type RequestRow = typeof erasureRequests.$inferSelect;

const own = (r: RequestRow): OwnErasureRequest => ({
  id: r.id,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  reason: r.status === 'DECLINED' ? r.reason : null,
});

/** The patient's newest request, or null. */
export async function ownErasureRequest(db: Db, patient: AccountRow): Promise<OwnErasureRequest | null> {
  const [r] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.patientAccountId, patient.id))
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(1);
  return r ? own(r) : null;
}

/** A new request; one already pending answers 409. */
export async function requestErasure(db: Db, patient: AccountRow): Promise<OwnErasureRequest> {
  const [r] = await db
    .insert(erasureRequests)
    .values({ patientAccountId: patient.id })
    .onConflictDoNothing()
    .returning();
  if (!r) throw conflict('erasure.alreadyPending');
  return own(r);
}

/** The clinic's settings, or its locale's defaults. */
export async function erasureSettings(
  db: Db,
  clinic: { id: string; locale: Locale },
): Promise<ErasureSettingsView> {
  const [s] = await db
    .select()
    .from(clinicErasureSettings)
    .where(eq(clinicErasureSettings.clinicId, clinic.id));
  if (s) return { retentionYears: s.retentionYears, twoPerson: s.twoPerson, isDefault: false };
  return { retentionYears: RETENTION_DEFAULT_YEARS[clinic.locale], twoPerson: false, isDefault: true };
}

export async function saveErasureSettings(db: Db, clinicId: string, s: ErasureSettings) {
  await db
    .insert(clinicErasureSettings)
    .values({ clinicId, ...s })
    .onConflictDoUpdate({
      target: clinicErasureSettings.clinicId,
      set: { ...s, updatedAt: sql`now()` },
    });
}

const first = alias(accounts, 'first_approver');
const pending = (actor: AccountRow) => {
  const clinicId = clinicScope(actor);
  return and(eq(erasureRequests.status, 'PENDING'), clinicId ? eq(accounts.clinicId, clinicId) : undefined);
};

/** The pending requests in the actor's scope (an admin's clinic, every clinic for the superadmin). */
export async function pendingErasures(db: Db, actor: AccountRow, page: number, size: number) {
  const [total] = await db
    .select({ n: count() })
    .from(erasureRequests)
    .innerJoin(accounts, eq(accounts.id, erasureRequests.patientAccountId))
    .where(pending(actor));
  const rows = await db
    .select({ r: erasureRequests, p: accounts, clinicName: clinics.name, first })
    .from(erasureRequests)
    .innerJoin(accounts, eq(accounts.id, erasureRequests.patientAccountId))
    .innerJoin(clinics, eq(clinics.id, accounts.clinicId))
    .leftJoin(first, eq(first.id, erasureRequests.firstApproverId))
    .where(pending(actor))
    .orderBy(erasureRequests.requestedAt)
    .limit(size)
    .offset(page * size);
  const items: ErasureRequestItem[] = rows.map(({ r, p, clinicName, first: f }) => ({
    id: r.id,
    requestedAt: r.requestedAt.toISOString(),
    patient: { id: p.id, email: p.email, name: `${p.firstName} ${p.lastName}`.trim() },
    clinic: { id: p.clinicId ?? '', name: clinicName },
    firstApproval: f
      ? { name: `${f.firstName} ${f.lastName}`.trim() || f.email, mine: f.id === actor.id }
      : null,
  }));
  return { items, total: total?.n ?? 0 };
}

/** A request in the actor's scope with its patient and clinic, else 404; one already decided, 409. */
async function pendingRequest(db: Db, actor: AccountRow, id: string) {
  const clinicId = clinicScope(actor);
  const [row] = await db
    .select({ r: erasureRequests, p: accounts, clinic: clinics })
    .from(erasureRequests)
    .innerJoin(accounts, eq(accounts.id, erasureRequests.patientAccountId))
    .innerJoin(clinics, eq(clinics.id, accounts.clinicId))
    .where(and(eq(erasureRequests.id, id), clinicId ? eq(accounts.clinicId, clinicId) : undefined));
  if (!row) throw notFound('erasure.notFound');
  if (row.r.status !== 'PENDING') throw conflict('erasure.decided');
  return row;
}

/** The patient's own erasure request, as the audit rows of their reading and asking name it. */
export const requestTarget = (patientId: string) => `account:${patientId}`;

/**
 * The decision as an account change with the decider's reason (the record staff deactivations and a
 * patient leaving write too: one way for the audit trail to show whom and why, audit/records.ts);
 * `active` is the account's state after it. Answers the change's id, which the audit row names.
 */
async function recordDecision(db: Db, patientId: string, outcome: ErasureOutcome, reason: string) {
  const [change] = await db
    .insert(staffChanges)
    .values({ accountId: patientId, active: outcome.status !== 'ERASED', reason })
    .returning({ id: staffChanges.id });
  return change!.id;
}

/**
 * Approves (erasing the patient, or with the two-person rule recording the first of two approvals)
 * or declines a pending request. Answers the outcome, the patient's id and the decision's record.
 */
export async function decideErasure(
  ctx: EraseContext,
  actor: AccountRow,
  id: string,
  decision: { approve: boolean; reason: string },
): Promise<{ outcome: ErasureOutcome; patientId: string; changeId: string; mailId?: string }> {
  const { outcome, patientId, mailId } = await decide(ctx, actor, id, decision);
  const changeId = await recordDecision(ctx.db, patientId, outcome, decision.reason);
  return { outcome, patientId, changeId, ...(mailId ? { mailId } : {}) };
}

async function decide(
  ctx: EraseContext,
  actor: AccountRow,
  id: string,
  decision: { approve: boolean; reason: string },
): Promise<{ outcome: ErasureOutcome; patientId: string; mailId?: string }> {
  const { r, p, clinic } = await pendingRequest(ctx.db, actor, id);
  if (!decision.approve) {
    await ctx.db
      .update(erasureRequests)
      .set({ status: 'DECLINED', decidedBy: actor.id, decidedAt: sql`now()`, reason: decision.reason })
      .where(and(eq(erasureRequests.id, r.id), eq(erasureRequests.status, 'PENDING')));
    return { outcome: { status: 'DECLINED' }, patientId: p.id };
  }
  const settings = await erasureSettings(ctx.db, clinic);
  if (settings.twoPerson && r.firstApproverId === null) {
    await ctx.db
      .update(erasureRequests)
      .set({ firstApproverId: actor.id })
      .where(eq(erasureRequests.id, r.id));
    return { outcome: { status: 'AWAITING_SECOND' }, patientId: p.id };
  }
  if (settings.twoPerson && r.firstApproverId === actor.id) throw conflict('erasure.secondApprover');
  const mailId = await erasePatient(
    ctx,
    { id: r.id, decidedBy: actor.id, reason: decision.reason, retentionYears: settings.retentionYears },
    p,
    clinic.name,
  );
  return { outcome: { status: 'ERASED' }, patientId: p.id, mailId };
}
