import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts, sessions } from '../db/schema';

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new opaque token (256 bits, base64url) and the sha256 that is all the database keeps of it. */
export function newOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Issues the API's own token; only its hash is stored. */
export async function createSession(db: Db, accountId: string, ttlHours: number): Promise<string> {
  const { token, tokenHash } = newOpaqueToken();
  await db.insert(sessions).values({ accountId, tokenHash, expiresAt: sql`now() + make_interval(hours => ${ttlHours})` });
  return token;
}

export type AccountRow = typeof accounts.$inferSelect;

/** The account of a live session: not revoked, not expired, created after the account's valid-after time. */
export async function findSession(db: Db, token: string): Promise<{ sessionId: string; account: AccountRow } | null> {
  const rows = await db
    .select({ sessionId: sessions.id, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, accounts.tokensValidAfter),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}
