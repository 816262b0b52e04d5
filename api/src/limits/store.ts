import { sql } from 'drizzle-orm';
import type { Db } from '../db';

// The counters of @fastify/rate-limit in the database (a custom store), so every API process on one
// PostgreSQL counts together; on PGlite (one process) it is the same table. One atomic upsert per
// hit: a new key or a passed window starts at 1 with a fresh window; otherwise the count goes up and
// the window's end stays.

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** Passed windows are deleted now and then, by whichever request draws it. */
const SWEEP_CHANCE = 0.01;

export async function hit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, hits, reset_at)
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING hits, ceil(extract(epoch FROM reset_at - now()) * 1000) AS ttl`);
  // node-postgres and PGlite both answer { rows }.
  const row = (result as unknown as { rows: { hits: number; ttl: number | string }[] }).rows[0];
  if (!row) throw new Error('rate limit upsert returned nothing');
  if (Math.random() < SWEEP_CHANCE) await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`);
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

/** A store class for @fastify/rate-limit's `store` option, bound to one database. */
export function databaseStore(db: Db) {
  return class DatabaseStore {
    incr(key: string, cb: Callback, timeWindow: number) {
      hit(db, key, timeWindow).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }
    /** Every limit already puts its name in its keys, so a route's store is this one. */
    child() {
      return this;
    }
  };
}
