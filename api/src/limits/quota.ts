import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { LimitName } from '../config';
import type { Db } from '../db';
import { rateLimitedError } from './index';
import { hit } from './store';

// Quotas: limits that count things, not requests (issue 23 point 7). Creating patients and sending
// them invitations are counted per doctor (and per IP) as they happen, an import slice counting all
// the rows it would create at once, so a doctor cannot create or mail without bound by splitting the
// work into many requests. Counted in `rate_limits` like every limit: all API processes together.

const digest = (v: string) => createHash('sha256').update(v).digest('base64url').slice(0, 32);

/**
 * Takes `n` from the key's budget of `max` per window, atomically and only if all `n` fit: one upsert
 * whose update applies only while the sum stays within `max`. Answers the seconds to wait when not.
 */
export async function take(
  db: Db,
  key: string,
  n: number,
  max: number,
  windowMs: number,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  if (n <= 0) return { ok: true };
  if (n <= max) {
    const r = await db.execute(sql`
      INSERT INTO rate_limits AS l (key, hits, reset_at)
      VALUES (${key}, ${n}, now() + ${windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN l.reset_at <= now() THEN EXCLUDED.hits ELSE l.hits + EXCLUDED.hits END,
        reset_at = CASE WHEN l.reset_at <= now() THEN EXCLUDED.reset_at ELSE l.reset_at END
      WHERE l.reset_at <= now() OR l.hits + EXCLUDED.hits <= ${max}
      RETURNING hits`);
    if ((r as unknown as { rows: unknown[] }).rows.length > 0) return { ok: true };
  }
  const left = await db.execute(
    sql`SELECT ceil(extract(epoch FROM reset_at - now())) AS s FROM rate_limits WHERE key = ${key}`,
  );
  const s = Number((left as unknown as { rows: { s: number | string }[] }).rows[0]?.s ?? windowMs / 1000);
  return { ok: false, retryAfter: Math.max(1, s) };
}

/**
 * Takes `n` of quota `name` for the IP and the account (a doctor's id), or answers 429 with
 * Retry-After and takes nothing more. What one key granted before the other refused stays taken
 * (a refused request still spent the budget it was given).
 */
export async function takeQuota(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  name: LimitName,
  account: string,
  n = 1,
): Promise<void> {
  const limits = app.dcpLimits?.[name];
  if (!limits) throw new Error('registerAbuseLimits() must run first');
  const db = req.server.dcp.database.db;
  for (const [scope, who] of [
    ['account', digest(account)],
    ['ip', req.ip],
  ] as const) {
    const { max, windowSeconds } = limits[scope];
    const r = await take(db, `${name}:${scope}:${who}`, n, max, windowSeconds * 1000);
    if (!r.ok) {
      void reply.header('retry-after', String(r.retryAfter));
      throw rateLimitedError(req, r.retryAfter);
    }
  }
}

/**
 * Whether this is the first time within `windowSeconds` that the doctor sends this file: the import
 * limit counts each file once, whichever slice (`from`) comes first, so always sending `from=1` no
 * longer escapes it.
 */
export async function firstSightOfFile(db: Db, doctorId: string, file: string, windowSeconds: number) {
  const key = `import:file:${digest(`${doctorId}|${file}`)}`;
  return (await hit(db, key, windowSeconds * 1000)).current === 1;
}
