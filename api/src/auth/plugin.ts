import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { forbidden, problemOf, unauthorized } from '../http-errors';
import { phrase, roleWord, toPhrase, type Said } from '../i18n';
import type { Role } from '../contracts';
import { assertBoundAccess } from './bound-accounts';
import { findSession, findSessionById, heldByDeactivated } from './sessions';
import type { AccountRow } from '../leaves/account-row';

declare module 'fastify' {
  interface FastifyRequest {
    account?: AccountRow;
    sessionId?: string;
    /** Authenticated by an embeddable widget's token (api/src/dexcom/widget.ts), not the portal's. */
    viaWidget?: boolean;
  }
  /**
   * Who may call a route (issue 26 point 2): declared on the route, enforced by the one preHandler
   * `signedInRoutes` registers. `'any'`: every signed-in account; `public`: no token (a route outside
   * a signed-in scope says so).
   */
  interface FastifyContextConfig {
    roles?: readonly Role[] | 'any';
    /** The 403 text for another role, where the route has its own (else the generic one). */
    denied?: Said;
    public?: true;
  }
}

/** The widget's tokens as the bearer check needs them (made by dexcom/widget.ts). */
export interface WidgetTokens {
  issue(sessionId: string, origin: string, now?: number): { token: string; expiresAt: Date };
  /** The session id the token speaks for, or null (forged, expired, or used from another origin). */
  verify(token: string, origin: string | undefined, now?: number): string | null;
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
    if (!found) {
      const which = widgetSession ? { sessionId: widgetSession } : { token: m[1] };
      throw unauthorized((await heldByDeactivated(db, which)) ? 'auth.deactivated' : 'auth.sessionInvalid');
    }
    if (widgetSession && !widget?.routes.has(`${req.method} ${req.routeOptions.url ?? ''}`))
      throw forbidden('glucose.widgetRefused');
    req.viaWidget = Boolean(widgetSession);
    assertBoundAccess(req, found.account);
    req.account = found.account;
    req.sessionId = found.sessionId;
  };
}

/** The 403 for a role a route does not declare (the text of routes without their own `denied`). */
export const roleDenied = (role: Role, denied?: Said) =>
  problemOf(403, denied ? toPhrase(denied) : phrase('auth.roleNotAllowed', { role: roleWord(role) }));

/**
 * Makes every route of this scope signed-in only: `Authorization: Bearer` (bearerAuth, onRequest) and
 * then, after validation (a bad body still answers 400 first), the route's declared `config.roles`
 * (403 with its `denied` text). A route here that declares no roles is refused at start.
 */
export function signedInRoutes(
  app: FastifyInstance,
  db: Db,
  widget?: { tokens: WidgetTokens; routes: ReadonlySet<string> },
) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.roles)
      throw new Error(`${String(route.method)} ${route.url}: no config.roles declared`);
  });
  app.addHook('onRequest', bearerAuth(db, widget));
  app.addHook('preHandler', async (req) => {
    const { roles, denied } = req.routeOptions.config;
    const role = accountOf(req).role;
    if (roles !== 'any' && !roles?.includes(role)) throw roleDenied(role, denied);
  });
}

/** Not part of the product's API: Swagger UI's pages and CORS preflights (`OPTIONS *`). */
const UNDECLARED = (method: string, url: string) => method === 'OPTIONS' || url.startsWith('/api/docs');

/**
 * Every route says who may call it: `config.roles` (inside `signedInRoutes`) or `config.public`.
 * Called for each route as it is registered (server.ts), so a route that says neither fails at start.
 */
export function declaredAccess(route: {
  method: string | string[];
  url: string;
  config?: FastifyContextConfig;
}): readonly Role[] | 'any' | 'public' | null {
  const method = [route.method].flat().join(',');
  if (route.config?.roles) return route.config.roles;
  if (route.config?.public) return 'public';
  if (UNDECLARED(method, route.url)) return null;
  throw new Error(`${method} ${route.url}: declare config.roles (signedInRoutes) or config.public`);
}

/** The signed-in account of a route in a `signedInRoutes` scope (its hooks have set it). */
export function accountOf(req: FastifyRequest): AccountRow {
  if (!req.account) throw unauthorized('auth.missingToken');
  return req.account;
}
