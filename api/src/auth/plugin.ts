import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { forbidden, unauthorized } from '../http-errors';
import type { Role } from '../contracts';
import { assertBoundAccess } from './bound-accounts';
import { findSession, type AccountRow } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    account?: AccountRow;
    sessionId?: string;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/** onRequest hook: `Authorization: Bearer <api token>` → request.account, else 401. */
export function bearerAuth(db: Db) {
  return async function authenticate(req: FastifyRequest, _reply: FastifyReply) {
    const header = req.headers.authorization;
    if (!header) throw unauthorized('Missing bearer token');
    const m = BEARER.exec(header);
    if (!m?.[1]) throw unauthorized('Malformed bearer token');
    const found = await findSession(db, m[1], req.server.dcp.config.sessionIdleMinutes);
    if (!found) throw unauthorized('The session is invalid, expired or signed out');
    assertBoundAccess(req, found.account);
    req.account = found.account;
    req.sessionId = found.sessionId;
  };
}

/** The signed-in account, asserting its role. */
export function requireAccount(req: FastifyRequest, roles?: readonly Role[], message?: string): AccountRow {
  const account = req.account;
  if (!account) throw unauthorized('Missing bearer token');
  if (roles && !roles.includes(account.role)) {
    throw forbidden(message ?? `This action is not allowed for the role ${account.role}`);
  }
  return account;
}
