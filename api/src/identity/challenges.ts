import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Pool } from '../contracts';
import type { Db } from '../db';
import { identityChallenges } from '../db/schema-identity';
import { hashToken, newOpaqueToken } from '../auth/sessions';

// The NEW_PASSWORD_REQUIRED sessions of the embedded identity's browser route (issue 23 point 1).
// cognito-local accepts any Session string and saves the new password of whichever user is named, so
// the route answers a challenge only with a session it issued itself, after it verified that user's
// temporary password: 256 random bits, stored as sha256, bound to the identity user, single-use, and
// as short-lived as Amazon Cognito's (3 minutes).

export const CHALLENGE_MINUTES = 3;

/** A new session for the user's challenge; only ever sent to whoever proved the temporary password. */
export async function issueChallenge(db: Db, user: { pool: Pool; sub: string }): Promise<string> {
  const { token, tokenHash } = newOpaqueToken();
  await db.insert(identityChallenges).values({
    tokenHash,
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
  return `dcp.${token}`;
}

/**
 * Claims a session atomically for the user it was issued to: true once, for a live session of that
 * user; false for an invented, used, expired or someone else's session.
 */
export async function claimChallenge(
  db: Db,
  session: string,
  user: { pool: Pool; sub: string },
): Promise<boolean> {
  if (!session.startsWith('dcp.') || session.length > 200) return false;
  const claimed = await db
    .update(identityChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(identityChallenges.tokenHash, hashToken(session.slice(4))),
        eq(identityChallenges.pool, user.pool),
        eq(identityChallenges.sub, user.sub),
        isNull(identityChallenges.usedAt),
        gt(identityChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ tokenHash: identityChallenges.tokenHash });
  return claimed.length === 1;
}
