import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Pool } from '../contracts';
import type { Db } from '../db';
import { identityChallenges } from '../db/schema-identity';
import { hashToken, newOpaqueToken } from '../leaves/token-crypto';

// The NEW_PASSWORD_REQUIRED sessions of the embedded identity's browser route (issue 23 point 1).
// cognito-local accepts any Session string and saves the new password of whichever user is named, so
// the route answers a challenge only with a session it issued itself, after it verified that user's
// temporary password: 256 random bits, stored as sha256, bound to the identity user, single-use, and
// as short-lived as Amazon Cognito's (3 minutes). The SOFTWARE_TOKEN_MFA sessions (issue 37 point 5)
// are issued after the right password the same way; a purpose other than the new password's is hashed
// into the stored hash, so a session issued for one challenge can never be claimed for the other.

export const CHALLENGE_MINUTES = 3;

/** What a session was issued for: setting the invited user's password, or typing an app's code. */
export type ChallengePurpose = 'newPassword' | 'totp';
const stored = (token: string, purpose: ChallengePurpose) =>
  hashToken(purpose === 'newPassword' ? token : `${purpose}:${token}`);
const SESSION_PREFIX = 'dcp.';

/** A new session for the user's challenge; only ever sent to whoever proved the temporary password. */
export async function issueChallenge(
  db: Db,
  user: { pool: Pool; sub: string },
  purpose: ChallengePurpose = 'newPassword',
): Promise<string> {
  const { token } = newOpaqueToken();
  await db.insert(identityChallenges).values({
    tokenHash: stored(token, purpose),
    pool: user.pool,
    sub: user.sub,
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
  // Now and then, the expired ones go (whichever request draws it).
  if (Math.random() < 0.05)
    await db
      .delete(identityChallenges)
      .where(
        or(
          lt(identityChallenges.expiresAt, sql`now() - interval '1 day'`),
          lt(identityChallenges.usedAt, sql`now() - interval '1 day'`),
        ),
      );
  return `${SESSION_PREFIX}${token}`;
}

/**
 * Claims a session atomically for the user it was issued to: true once, for a live session of that
 * user; false for an invented, used, expired or someone else's session.
 */
export async function claimChallenge(
  db: Db,
  session: string,
  user: { pool: Pool; sub: string },
  purpose: ChallengePurpose = 'newPassword',
): Promise<boolean> {
  if (!session.startsWith(SESSION_PREFIX) || session.length > 200) return false;
  const claimed = await db
    .update(identityChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(identityChallenges.tokenHash, stored(session.slice(SESSION_PREFIX.length), purpose)),
        eq(identityChallenges.pool, user.pool),
        eq(identityChallenges.sub, user.sub),
        isNull(identityChallenges.usedAt),
        gt(identityChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ tokenHash: identityChallenges.tokenHash });
  return claimed.length === 1;
}

/**
 * Gives a claimed, still live session back after a wrong code: Amazon Cognito lets the same session
 * try again (Amplify keeps it), while every wrong code counts in the sign-in lock.
 */
export async function releaseChallenge(db: Db, session: string, purpose: ChallengePurpose): Promise<void> {
  await db
    .update(identityChallenges)
    .set({ usedAt: null })
    .where(
      and(
        eq(identityChallenges.tokenHash, stored(session.slice(SESSION_PREFIX.length), purpose)),
        gt(identityChallenges.expiresAt, sql`now()`),
      ),
    );
}
