import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { RESET_CODE_ALPHABET, RESET_CODE_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES } from '../contracts';
import type { Db } from '../db';
import { accounts, HOLDS_ADDRESS } from '../db/schema';
import { passwordResets } from '../db/schema-admin';
import { forgetTemporaryPassword } from '../identity/temporary-passwords';
import { retireArrivalTokens } from './arrivals';
import { endSessionsBefore } from './sessions';
import { hashToken, newOpaqueToken } from '../leaves/token-crypto';

// Password-reset links (req A§7): a 256-bit token stored as sha256, single-use and expiring.

/**
 * The accounts "Forgot password" may write to about this e-mail: a reset link or code for those with
 * a password, a continue link for a restricted patient (who has none: auth/continue-link.ts). A
 * link-only record (a second clinic's, issue 23 point 5) is reached by the links its clinic mails.
 */
export function forgotAccounts(db: Db, email: string) {
  return db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      locale: accounts.locale,
      restricted: accounts.isRestrictedUser,
    })
    .from(accounts)
    .where(and(eq(accounts.email, email), or(HOLDS_ADDRESS, eq(accounts.isRestrictedUser, true))));
}

/** Stores a new link for the account and returns its token (only ever sent by e-mail). */
export async function createResetToken(db: Db, accountId: string): Promise<string> {
  const { token, tokenHash } = newOpaqueToken();
  const expiresAt = sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`;
  await db.insert(passwordResets).values({ accountId, tokenHash, expiresAt });
  return token;
}

/**
 * A verification code is a reset token a person can type: 8 random characters (40 bits, so guessing
 * one within its 15 minutes is hopeless even before the auth routes' rate limits), stored like a
 * link's token as the sha256 of the e-mail and code together, single-use. Answers it as XXXX-XXXX.
 */
export async function createResetCode(db: Db, accountId: string, email: string): Promise<string> {
  const code = Array.from(
    { length: 8 },
    () => RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)],
  ).join('');
  const expiresAt = sql`now() + make_interval(mins => ${RESET_CODE_TTL_MINUTES})`;
  await db
    .insert(passwordResets)
    .values({ accountId, tokenHash: hashToken(codeKey(email, code)), expiresAt });
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a typed code is claimed by: case, spaces and the hyphen do not matter. */
export function codeKey(email: string, typed: string): string {
  return `code|${email.trim().toLowerCase()}|${typed.toUpperCase().replace(/[\s-]/g, '')}`;
}

/**
 * Claims a live link atomically, so two concurrent uses of one token cannot both succeed; answers
 * its account (id, pool, e-mail) or null when the link is unknown, used or expired.
 */
export async function claimResetToken(db: Db, token: string) {
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: passwordResets.accountId });
  if (!claimed) return null;
  const [account] = await db
    .select({ id: accounts.id, pool: accounts.pool, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, claimed.accountId));
  return account ?? null;
}

/** Gives a claimed link back (the identity provider refused the password: nothing changed). */
export async function releaseResetToken(db: Db, token: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: null })
    .where(eq(passwordResets.tokenHash, hashToken(token)));
}

/**
 * After a password was set, whichever way (reset link or code, the identity route's new-password
 * challenge or change-password, a change reported by the portal): earlier API tokens die at once, and
 * every unused reset link, invitation link (`patient/:token`) and temporary password of the account
 * ends with them, so nothing mailed before the change signs anyone in after it (issue 23 point 4).
 */
export async function afterPasswordSet(db: Db, accountId: string, cut: Date | SQL = sql`now()`) {
  await endSessionsBefore(db, accountId, cut);
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
  await retireArrivalTokens(db, accountId);
  const [a] = await db
    .select({ pool: accounts.pool, sub: accounts.cognitoSub })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (a?.sub) await forgetTemporaryPassword(db, { pool: a.pool, sub: a.sub });
}
