import type { FastifyRequest } from 'fastify';
import type { Db } from './db';
import { auditLog } from './db/schema';

/** Appends one audit row (who, what, which record, from where). Never pass tokens or passwords. */
export async function audit(
  db: Db,
  req: FastifyRequest,
  action: string,
  target?: string,
  actor?: string | null,
) {
  await db.insert(auditLog).values({
    actorAccountId: actor === undefined ? (req.account?.id ?? null) : actor,
    action,
    target: target ?? null,
    ip: req.ip || null,
  });
}
