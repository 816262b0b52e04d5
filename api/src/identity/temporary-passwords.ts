import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { IdentityConfig } from '../config';
import type { Pool } from '../contracts';
import type { Db } from '../db';
import { temporaryPasswords } from '../db/schema-identity';
import { PASSWORD_POLICY } from './pool-settings';

// The temporary passwords the API sets, remembered as scrypt hashes so the embedded identity's browser
// route can verify one before it lets an invited user choose a password: cognito-local asks invited
// users for a new password whatever they typed (issue 23 point 1). Amazon Cognito verifies its own, so
// nothing is stored when the API talks to it.

const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, PARAMS, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$<salt>$<key>` (base64url); the cost parameters are fixed in this file. */
export async function hashSecret(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;
}

export async function secretMatches(password: string, stored: string): Promise<boolean> {
  const [kind, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const want = Buffer.from(key, 'base64url');
  const got = await derive(password, Buffer.from(salt, 'base64url'));
  return want.length === got.length && timingSafeEqual(want, got);
}

/**
 * Remembers the temporary password just given to an identity user (replacing an earlier one), valid
 * for the pool's TemporaryPasswordValidityDays. Only with the embedded identity (an endpoint is set).
 */
export async function rememberTemporaryPassword(
  db: Db,
  identity: Pick<IdentityConfig, 'endpoint'>,
  user: { pool: Pool; sub: string },
  password: string,
): Promise<void> {
  if (!identity.endpoint) return;
  const hash = await hashSecret(password);
  const expiresAt = sql`now() + make_interval(days => ${PASSWORD_POLICY.TemporaryPasswordValidityDays})`;
  await db
    .insert(temporaryPasswords)
    .values({ pool: user.pool, sub: user.sub, hash, expiresAt })
    .onConflictDoUpdate({
      target: [temporaryPasswords.pool, temporaryPasswords.sub],
      set: { hash, expiresAt, createdAt: sql`now()` },
    });
}

/** Whether `password` is the user's live temporary password (false when none is remembered). */
export async function temporaryPasswordMatches(
  db: Db,
  user: { pool: Pool; sub: string },
  password: string,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: temporaryPasswords.hash })
    .from(temporaryPasswords)
    .where(
      and(
        eq(temporaryPasswords.pool, user.pool),
        eq(temporaryPasswords.sub, user.sub),
        gt(temporaryPasswords.expiresAt, sql`now()`),
      ),
    );
  return row ? secretMatches(password, row.hash) : false;
}

/** The user has a password of their own now: the temporary one is over. */
export async function forgetTemporaryPassword(db: Db, user: { pool: Pool; sub: string }): Promise<void> {
  await db
    .delete(temporaryPasswords)
    .where(and(eq(temporaryPasswords.pool, user.pool), eq(temporaryPasswords.sub, user.sub)));
}
