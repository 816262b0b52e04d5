import { and, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { accounts, sessions } from '../db/schema';
import type { AccountRow } from '../leaves/account-row';
import { hashToken, newOpaqueToken } from '../leaves/token-crypto';

/** Issues the API's own token; only its hash is stored. */
export async function createSession(db: Db | Tx, accountId: string, ttlHours: number): Promise<string> {
  const { token, tokenHash } = newOpaqueToken();
  await db
    .insert(sessions)
    .values({ accountId, tokenHash, expiresAt: sql`now() + make_interval(hours => ${ttlHours})` });
  return token;
}

/**
 * The account of a live session: not revoked, not expired, created after the account's valid-after
 * time, and used within its role's idle limit. A hit records the use (at most every 30 s, so reads
 * do not each become a write).
 */
export const findSession = (db: Db, token: string, idle: IdleMinutes) =>
  liveSession(db, eq(sessions.tokenHash, hashToken(token)), idle);

/**
 * The same tests by the session's id (the widget's token names the portal session it came from). A
 * widget's call does not count as the patient using the portal: it never keeps that session from
 * idling out (issue 23 point 8).
 */
export const findSessionById = (db: Db, sessionId: string, idle: IdleMinutes) =>
  liveSession(db, eq(sessions.id, sessionId), idle, false);

type IdleMinutes = { staff: number; patient: number };

async function liveSession(
  db: Db,
  which: SQL,
  idle: IdleMinutes,
  touch = true,
): Promise<{ sessionId: string; account: AccountRow } | null> {
  const idleMinutes = sql`case when ${accounts.role} = 'patient' then ${idle.patient}::int else ${idle.staff}::int end`;
  const rows = await db
    .select({ sessionId: sessions.id, account: accounts, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        which,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, accounts.tokensValidAfter),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
        isNull(accounts.deactivatedAt),
        isNull(accounts.leftAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (touch && Date.now() - row.lastSeenAt.getTime() > 30_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, account: row.account };
}

/**
 * Whether a token that found no live session belongs to a deactivated account or a patient who left
 * the clinic (issue 37 point 2) (its portal token, or
 * the portal session a widget token names): the 401 then says so (issue 37 point 1). Asked only after
 * a miss, so a live request pays nothing for it.
 */
export async function heldByDeactivated(db: Db, which: { token: string } | { sessionId: string }) {
  const match =
    'token' in which ? eq(sessions.tokenHash, hashToken(which.token)) : eq(sessions.id, which.sessionId);
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(match, or(isNotNull(accounts.deactivatedAt), isNotNull(accounts.leftAt))))
    .limit(1);
  return Boolean(row);
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/**
 * A password change ends every earlier session of the account: API tokens created before `at` are
 * revoked (and fail the valid-after test anyway), and ID tokens whose sign-in predates it are refused
 * at exchange (`signedInBeforeCut`). The cut never moves back, so replaying an old token cannot undo it.
 */
export async function endSessionsBefore(db: Db, accountId: string, at: Date | SQL): Promise<void> {
  const cut = at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at;
  await db
    .update(accounts)
    .set({ tokensValidAfter: sql`greatest(${accounts.tokensValidAfter}, ${cut})` })
    .where(eq(accounts.id, accountId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), lt(sessions.createdAt, cut)));
}

/** Whether a sign-in (ID token `auth_time`, whole seconds) predates the account's last cut. */
export const signedInBeforeCut = (authTime: number, tokensValidAfter: Date) =>
  authTime < Math.floor(tokensValidAfter.getTime() / 1000);
