import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { signInLocks } from '../db/schema-identity';

/** Wrong secrets allowed per account before it is locked, and for how long (settings). */
export interface SignInLimits {
  maxFailures: number;
  lockMinutes: number;
}

/**
 * The sign-in lock of the embedded identity's browser route (issue 23 point 3): after `maxFailures`
 * wrong passwords, codes or challenge sessions within `lockMinutes`, the account is refused for
 * `lockMinutes`, even with the right password. Counted in the database, so every API process on one
 * PostgreSQL counts together and a restart forgets nothing; keyed by the identity user (pool and sub),
 * so whichever spelling of the user name was typed (e-mail in any case, or the sub) counts as one.
 * A name no user has is counted under that name, so it locks like a real one (no enumeration).
 * `now` is the caller's clock (tests move it); the database only stores the times.
 */
export class SignInLock {
  constructor(
    private readonly db: Db,
    private readonly limits: SignInLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The key of an identity user, or of a typed name no user has: a hash, never the name itself. */
  static key(pool: string, who: { sub: string } | { name: string }): string {
    const id = 'sub' in who ? `sub:${who.sub}` : `name:${who.name.toLowerCase()}`;
    return createHash('sha256').update(`${pool}|${id}`).digest('base64url');
  }

  private get windowMs() {
    return this.limits.lockMinutes * 60_000;
  }

  async locked(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ key: signInLocks.key })
      .from(signInLocks)
      .where(and(eq(signInLocks.key, key), gt(signInLocks.lockedUntil, this.now())));
    return Boolean(row);
  }

  /** One wrong secret: one atomic upsert, so concurrent failures on several processes all count. */
  async fail(key: string): Promise<void> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - this.windowMs);
    const until = new Date(now.getTime() + this.windowMs);
    const max = this.limits.maxFailures;
    const stale = sql`${signInLocks.windowStart} <= ${windowStart.toISOString()}::timestamptz`;
    const failures = sql`case when ${stale} then 1 else ${signInLocks.failures} + 1 end`;
    await this.db
      .insert(signInLocks)
      .values({ key, failures: 1, windowStart: now, lockedUntil: max <= 1 ? until : null })
      .onConflictDoUpdate({
        target: signInLocks.key,
        set: {
          failures,
          windowStart: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${signInLocks.windowStart} end`,
          lockedUntil: sql`case when ${failures} >= ${max} then ${until.toISOString()}::timestamptz else ${signInLocks.lockedUntil} end`,
        },
      });
    if (Math.random() < 0.01) await this.sweep(now);
  }

  /** The right secret: earlier failures are forgotten, unless the account is locked (that holds). */
  async succeed(key: string): Promise<void> {
    await this.db
      .delete(signInLocks)
      .where(
        and(
          eq(signInLocks.key, key),
          or(isNull(signInLocks.lockedUntil), lte(signInLocks.lockedUntil, this.now())),
        ),
      );
  }

  private async sweep(now: Date) {
    const windowStart = new Date(now.getTime() - this.windowMs);
    await this.db
      .delete(signInLocks)
      .where(
        and(
          lt(signInLocks.windowStart, windowStart),
          or(isNull(signInLocks.lockedUntil), lte(signInLocks.lockedUntil, now)),
        ),
      );
  }
}
