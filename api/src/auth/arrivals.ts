import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ARRIVAL_TOKEN_TTL_DAYS } from '../contracts';
import type { Db, Tx } from '../db';
import { accounts } from '../db/schema';
import { arrivalTokens } from '../db/schema-admin';
import { surveyInstances } from '../db/schema-surveys';
import { hashToken, newOpaqueToken } from '../leaves/token-crypto';

// Invitation links `patient/:token`: a 256-bit token stored as sha256, single-use, expiring after
// ARRIVAL_TOKEN_TTL_DAYS. Redeeming it opens an API session (no identity-provider sign-in), so the
// patient starts onboarding without typing anything; the temporary password mailed beside it is how
// they sign in later (the identity provider then asks for their own password). A patient who arrived
// by a sign-up link has no password: their way back is the same link, mailed on request
// (continueToken), which leads straight to their questionnaire.

/**
 * Stores a new link for the patient and returns its token (only ever sent by e-mail): valid
 * ARRIVAL_TOKEN_TTL_DAYS unless `minutes` says otherwise, leading to `surveyInstanceId` if given.
 */
export async function createArrivalToken(
  db: Db | Tx,
  accountId: string,
  lead: { surveyInstanceId?: string; minutes?: number } = {},
): Promise<string> {
  const { token, tokenHash } = newOpaqueToken();
  const expiresAt =
    lead.minutes === undefined
      ? sql`now() + make_interval(days => ${ARRIVAL_TOKEN_TTL_DAYS})`
      : sql`now() + make_interval(mins => ${lead.minutes})`;
  await db
    .insert(arrivalTokens)
    .values({ accountId, tokenHash, expiresAt, surveyInstanceId: lead.surveyInstanceId ?? null });
  return token;
}

/**
 * Where a restricted patient's way back leads: their newest questionnaire still to answer, else
 * their newest (its results). Null when they have none (nothing to come back to).
 */
export async function restrictedDestination(db: Db | Tx, accountId: string): Promise<string | null> {
  const mine = eq(surveyInstances.respondentAccountId, accountId);
  const newest = (where: typeof mine) =>
    db
      .select({ id: surveyInstances.id })
      .from(surveyInstances)
      .where(where)
      .orderBy(desc(surveyInstances.createdAt))
      .limit(1);
  const [open] = await newest(and(mine, inArray(surveyInstances.status, ['CREATED', 'IN_PROGRESS'])) ?? mine);
  const [any] = open ? [open] : await newest(mine);
  return any?.id ?? null;
}

const live = and(isNull(arrivalTokens.usedAt), gt(arrivalTokens.expiresAt, sql`now()`));

/**
 * Claims a live link atomically (two concurrent uses cannot both succeed) and answers its patient and
 * destination, or null when the token is unknown, used or expired, or its account is not a patient
 * any more. A restricted patient's link must lead to a questionnaire of theirs (their only page).
 */
export async function claimArrivalToken(db: Db | Tx, token: string) {
  const [claimed] = await db
    .update(arrivalTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(arrivalTokens.tokenHash, hashToken(token)), live))
    .returning({ accountId: arrivalTokens.accountId, surveyInstanceId: arrivalTokens.surveyInstanceId });
  if (!claimed) return null;
  const [account] = await db
    .select({ id: accounts.id, restricted: accounts.isRestrictedUser })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, claimed.accountId),
        eq(accounts.role, 'patient'),
        eq(accounts.isSingleSurveyPatient, false),
      ),
    );
  if (!account) return null;
  if (!account.restricted)
    return { accountId: account.id, surveyInstanceId: claimed.surveyInstanceId, restricted: false };
  const surveyInstanceId = claimed.surveyInstanceId ?? (await restrictedDestination(db, account.id));
  return surveyInstanceId ? { accountId: account.id, surveyInstanceId, restricted: true } : null;
}

/**
 * A questionnaire assigned while the patient still holds an unused invitation that leads nowhere yet
 * (the add-patient dialog: POST user, then POST surveyInstance): the invitation now leads to it, and
 * the caller sends no second e-mail. False when there is no such invitation.
 */
export async function leadInvitationTo(db: Db | Tx, patientId: string, instanceId: string): Promise<boolean> {
  const [pending] = await db
    .select({ id: arrivalTokens.id })
    .from(arrivalTokens)
    .where(and(eq(arrivalTokens.accountId, patientId), live, isNull(arrivalTokens.surveyInstanceId)))
    .orderBy(desc(arrivalTokens.createdAt))
    .limit(1);
  if (!pending) return false;
  const updated = await db
    .update(arrivalTokens)
    .set({ surveyInstanceId: instanceId })
    .where(and(eq(arrivalTokens.id, pending.id), isNull(arrivalTokens.surveyInstanceId)))
    .returning({ id: arrivalTokens.id });
  return updated.length > 0;
}

/** A withdrawn questionnaire: invitations that led to it lead to the patient's home instead. */
export async function forgetArrivalDestination(db: Db | Tx, instanceId: string): Promise<void> {
  await db
    .update(arrivalTokens)
    .set({ surveyInstanceId: null })
    .where(eq(arrivalTokens.surveyInstanceId, instanceId));
}

/** Every unused invitation link of the account ends (its password was set or reset). */
export async function retireArrivalTokens(db: Db | Tx, accountId: string): Promise<void> {
  await db
    .update(arrivalTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(arrivalTokens.accountId, accountId), isNull(arrivalTokens.usedAt)));
}
