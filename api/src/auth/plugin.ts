import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { forbidden, unauthorized } from '../http-errors';
import type { Role } from '../contracts';
import { assertBoundAccess } from './bound-accounts';
import type { WidgetTokens } from '../dexcom/widget';
import { findSession, findSessionById, type AccountRow } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    account?: AccountRow;
    sessionId?: string;
    /** Authenticated by an embeddable widget's token (api/src/dexcom/widget.ts), not the portal's. */
    viaWidget?: boolean;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/**
 * onRequest hook: `Authorization: Bearer <api token>` → request.account, else 401. With `widget`, a
 * widget token is accepted too, from the origin it was issued to, on its routes only (else 403).
 */
export function bearerAuth(db: Db, widget?: { tokens: WidgetTokens; routes: ReadonlySet<string> }) {
  return async function authenticate(req: FastifyRequest, _reply: FastifyReply) {
    const header = req.headers.authorization;
    if (!header) throw unauthorized('Missing bearer token');
    const m = BEARER.exec(header);
    if (!m?.[1]) throw unauthorized('Malformed bearer token');
    const idle = req.server.dcp.config.sessionIdleMinutes;
    const widgetSession = widget?.tokens.verify(m[1], req.headers.origin);
    const found = widgetSession
      ? await findSessionById(db, widgetSession, idle)
      : await findSession(db, m[1], idle);
    if (!found) throw unauthorized('The session is invalid, expired or signed out');
    if (widgetSession && !widget?.routes.has(`${req.method} ${req.routeOptions.url ?? ''}`))
      throw forbidden('Not available to the embedded widget');
    req.viaWidget = Boolean(widgetSession);
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
