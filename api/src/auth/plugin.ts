import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { forbidden, problemOf, unauthorized } from '../http-errors';
import { phrase, roleWord, toPhrase, type Said } from '../i18n';
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
    if (!header) throw unauthorized('auth.missingToken');
    const m = BEARER.exec(header);
    if (!m?.[1]) throw unauthorized('auth.malformedToken');
    const idle = req.server.dcp.config.sessionIdleMinutes;
    const widgetSession = widget?.tokens.verify(m[1], req.headers.origin);
    const found = widgetSession
      ? await findSessionById(db, widgetSession, idle)
      : await findSession(db, m[1], idle);
    if (!found) throw unauthorized('auth.sessionInvalid');
    if (widgetSession && !widget?.routes.has(`${req.method} ${req.routeOptions.url ?? ''}`))
      throw forbidden('glucose.widgetRefused');
    req.viaWidget = Boolean(widgetSession);
    assertBoundAccess(req, found.account);
    req.account = found.account;
    req.sessionId = found.sessionId;
  };
}

/** The signed-in account, asserting its role. */
export function requireAccount(req: FastifyRequest, roles?: readonly Role[], denied?: Said): AccountRow {
  const account = req.account;
  if (!account) throw unauthorized('auth.missingToken');
  if (roles && !roles.includes(account.role)) {
    throw problemOf(
      403,
      denied ? toPhrase(denied) : phrase('auth.roleNotAllowed', { role: roleWord(account.role) }),
    );
  }
  return account;
}
