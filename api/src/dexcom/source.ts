import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { dexcomLinks, glucoseReadings } from '../db/schema-dexcom';
import { forgetDays } from './days';

// Whose Dexcom readings are stored (issue 28 point 4): one Dexcom account's, never a mix. The link
// records the account id Dexcom's answers carry (`dexcom_links.dexcom_user_id`, migration 0013).

/** Dexcom's account id in one of its answers (egvs, dataRange, devices), when it says. */
export const dexcomUserIdOf = (answer: unknown): string | null => {
  const id = answer && typeof answer === 'object' ? (answer as { userId?: unknown }).userId : undefined;
  return typeof id === 'string' && id ? id : null;
};

/**
 * At a (re)connect: the readings stored stay only when they are known to be this Dexcom account's.
 * Another account's, or ones whose account is not known (Dexcom did not say, or the link predates
 * migration 0013), are forgotten in the transaction that records the account; the sync then fetches
 * this account's 90 days. Dexcom keeps every reading, so nothing is lost that a sync cannot bring back.
 */
export async function startHistory(db: Db, accountId: string, userId: string | null): Promise<void> {
  const [link] = await db
    .select({ source: dexcomLinks.dexcomUserId })
    .from(dexcomLinks)
    .where(eq(dexcomLinks.accountId, accountId));
  if (userId !== null && link?.source === userId) return;
  await db.transaction(async (tx) => {
    await tx.delete(glucoseReadings).where(eq(glucoseReadings.accountId, accountId));
    await forgetDays(tx, accountId);
    await tx.update(dexcomLinks).set({ dexcomUserId: userId }).where(eq(dexcomLinks.accountId, accountId));
  });
}

/**
 * During a sync: the readings stored are one Dexcom account's. Answers true when the link now
 * reads another account than the one its readings came from: those are forgotten (the portal keeps a
 * copy of the patient's Dexcom data, never a mix of two accounts) in the transaction that records the
 * new account. A link whose account is not recorded yet (its connect could not learn it) adopts the
 * first: whatever it held was forgotten at that connect.
 */
export async function adoptSource(db: Db, accountId: string, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [link] = await db
    .select({ source: dexcomLinks.dexcomUserId })
    .from(dexcomLinks)
    .where(eq(dexcomLinks.accountId, accountId));
  if (!link || link.source === userId) return false;
  return db.transaction(async (tx) => {
    await tx.update(dexcomLinks).set({ dexcomUserId: userId }).where(eq(dexcomLinks.accountId, accountId));
    if (link.source === null) return false;
    await tx.delete(glucoseReadings).where(eq(glucoseReadings.accountId, accountId));
    await forgetDays(tx, accountId);
    return true;
  });
}
