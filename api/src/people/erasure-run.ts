import { and, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appendAudit } from '../audit/chain';
import { endSessionsBefore } from '../auth/sessions';
import type { AccountRow } from '../leaves/account-row';
import { ERASED_EMAIL_DOMAIN } from '../contracts';
import type { Db, Tx } from '../db';
import { accounts, patientDoctors } from '../db/schema';
import { arrivalTokens, passwordResets } from '../db/schema-admin';
import { dexcomLinks, dexcomOauthStates, glucoseReadings } from '../db/schema-dexcom';
import { erasureRequests } from '../db/schema-erasure';
import { temporaryPasswords } from '../db/schema-identity';
import { reminderOptOuts } from '../db/schema-reminders';
import { notes, surveyInstances } from '../db/schema-surveys';
import type { IdentityConfig } from '../config';
import { deleteUser } from '../identity/admin-client';
import { erasureNotice } from '../mail/patient-templates';
import type { Outbox } from '../mail/outbox';

// What an approved erasure does (issue 37 point 4). Erased: the identity (the provider's user, the
// sign-in), contact data (e-mail, names, birth date, gender), the notes and every free-text answer
// or conclusion, the Dexcom link with its tokens and raw readings, sessions and pending links. Kept,
// pseudonymised, for the clinic's retention period: the account's id (its pseudonym in the exports),
// clinic, diabetes type, the questionnaires' scores and chosen recommendations, the glucose day
// aggregates. Dexcom offers no token revocation: dropping the only copy of the tokens is what ends
// the portal's access, and the patient can also withdraw it in their Dexcom account.

/** An erased account's e-mail: unique (the pool's address index), no one's, undeliverable (RFC 2606). */
export const erasedEmail = (id: string) => `erased-${id}${ERASED_EMAIL_DOMAIN}`;

/** SQL: the account (an `accounts` id expression) has been erased. */
export const isErased = (accountId: SQL) =>
  sql`EXISTS (SELECT 1 FROM erasure_requests er WHERE er.patient_account_id = ${accountId} AND er.erased_at IS NOT NULL)`;

/** Removes the identity user; one already gone (a retried approval) is what was wanted. */
async function deleteIdentity(identity: IdentityConfig, log: FastifyBaseLogger, patient: AccountRow) {
  // A link-only or restricted record holds no identity of its own (the address's user belongs to
  // another clinic's record, or there is none).
  if (!patient.cognitoSub || patient.linkOnly || patient.isRestrictedUser) return;
  try {
    await deleteUser(identity, patient.pool, patient.email);
  } catch (e) {
    if ((e as Error).name !== 'UserNotFoundException') throw e;
    log.info({ identity: 'AdminDeleteUser' }, 'identity user already gone');
  }
}

/** The free text of stored answers and conclusions dropped; ids, scores and recommendations kept. */
async function scrubFreeText(tx: Tx, patientId: string) {
  await tx
    .update(surveyInstances)
    .set({
      answers: sql`coalesce((SELECT jsonb_object_agg(k, v) FROM jsonb_each(${surveyInstances.answers}) AS e(k, v) WHERE NOT v ? 'answer'), '{}'::jsonb)`,
      conclusions: sql`coalesce((SELECT jsonb_agg(jsonb_build_object('conclusionId', c->>'conclusionId', 'text', '')) FROM jsonb_array_elements(${surveyInstances.conclusions}) AS c), '[]'::jsonb)`,
    })
    .where(eq(surveyInstances.respondentAccountId, patientId));
  await tx.delete(notes).where(eq(notes.accountId, patientId));
}

export interface EraseContext {
  db: Db;
  identity: IdentityConfig;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/**
 * Erases a patient for an approved request and records the decision; answers the outbox id of the
 * patient's notice (sent after the commit). The identity goes first: should the database step fail,
 * the request stays pending with the address still known, and approving again finishes it.
 */
export async function erasePatient(
  ctx: EraseContext,
  request: { id: string; decidedBy: string; reason: string; retentionYears: number },
  patient: AccountRow,
  clinicName: string,
): Promise<string> {
  await deleteIdentity(ctx.identity, ctx.log, patient);
  const mailId = await ctx.db.transaction(async (tx) => {
    // Told before the address goes: the e-mail is sealed in the outbox and dropped once sent.
    const id = await ctx.outbox.add(
      tx,
      'erasure',
      patient.email,
      erasureNotice(patient.locale, {
        firstName: patient.firstName,
        clinicName,
        years: request.retentionYears,
      }),
    );
    await tx
      .update(erasureRequests)
      .set({
        status: 'APPROVED',
        decidedBy: request.decidedBy,
        decidedAt: sql`now()`,
        reason: request.reason,
        erasedAt: sql`now()`,
        keepUntil: sql`now() + make_interval(years => ${request.retentionYears})`,
      })
      .where(eq(erasureRequests.id, request.id));
    await scrubFreeText(tx, patient.id);
    if (patient.cognitoSub)
      await tx
        .delete(temporaryPasswords)
        .where(
          and(eq(temporaryPasswords.pool, patient.pool), eq(temporaryPasswords.sub, patient.cognitoSub)),
        );
    for (const t of [passwordResets, arrivalTokens]) await tx.delete(t).where(eq(t.accountId, patient.id));
    for (const t of [dexcomLinks, dexcomOauthStates, glucoseReadings])
      await tx.delete(t).where(eq(t.accountId, patient.id));
    await tx.delete(patientDoctors).where(eq(patientDoctors.patientAccountId, patient.id));
    await tx
      .insert(reminderOptOuts)
      .values({ accountId: patient.id, optedOutAt: new Date() })
      .onConflictDoNothing();
    await tx
      .update(accounts)
      .set({
        email: erasedEmail(patient.id),
        firstName: '',
        lastName: '',
        birthDate: null,
        gender: null,
        cognitoSub: null,
        docRefToken: null,
        status: 'INACTIVE',
      })
      .where(eq(accounts.id, patient.id));
    await endSessionsBefore(tx as unknown as Db, patient.id, sql`now()`);
    return id;
  });
  return mailId;
}

/**
 * The `erasure.purge` job: erased accounts whose retention period has run out are deleted with
 * everything kept of them (the foreign keys cascade), each deletion an audit row with no actor.
 */
export async function purgeExpired(db: Db, auditKey: Buffer, now: Date): Promise<number> {
  const due = await db
    .select({ id: erasureRequests.patientAccountId, clinicId: accounts.clinicId })
    .from(erasureRequests)
    .innerJoin(accounts, eq(accounts.id, erasureRequests.patientAccountId))
    .where(and(isNotNull(erasureRequests.erasedAt), lt(erasureRequests.keepUntil, now)));
  for (const r of due) {
    await db.delete(accounts).where(eq(accounts.id, r.id));
    await appendAudit(db, auditKey, {
      actorAccountId: null,
      action: 'patient.purge',
      target: `account:${r.id}`,
      ip: null,
      subject: sql`${r.id}::uuid`,
      clinic: r.clinicId ? sql`${r.clinicId}::uuid` : sql`null::uuid`,
    });
  }
  return due.length;
}
