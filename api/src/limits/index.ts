import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LimitName, LimitPair } from '../config';
import { ErrorBody, RATE_LIMITED_PROBLEM } from '../contracts';
import type { Db } from '../db';
import { HttpError } from '../http-errors';
import { databaseStore } from './store';

// Abuse limits (issue 12 point 1): per IP and per target account, with @fastify/rate-limit counting
// in the database (./store.ts). A limited route adds `abuseLimit(app, name, accountOf)` as a
// preHandler; past either limit it answers 429 with Retry-After and a message in the caller's
// language. docs/security.md lists the limits.

/** What a limited route adds to its responses (the strict contract refuses undocumented ones). */
export const LIMITED_RESPONSES = { 429: ErrorBody };

declare module 'fastify' {
  interface FastifyInstance {
    dcpLimits?: Record<LimitName, LimitPair>;
  }
}

/** Registers the limiter (no global limit: only the routes that ask are limited). */
export async function registerAbuseLimits(
  app: FastifyInstance,
  db: Db,
  limits: Record<LimitName, LimitPair>,
) {
  await app.register(rateLimit, { global: false, store: databaseStore(db), skipOnError: false });
  app.decorate('dcpLimits', limits);
}

/** Keys never hold an e-mail or a token in clear. */
const digest = (v: string) => createHash('sha256').update(v.toLowerCase()).digest('base64url').slice(0, 32);

export function rateLimitedError(req: FastifyRequest, seconds: number): HttpError {
  return new HttpError(429, 'http.tooManyRequests', { seconds }).ofType(RATE_LIMITED_PROBLEM);
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;
const checks = new WeakMap<FastifyInstance, Map<string, Check>>();

function checker(app: FastifyInstance, name: LimitName, scope: 'ip' | 'account'): Check {
  const root = app as FastifyInstance & { createRateLimit?: FastifyInstance['createRateLimit'] };
  if (!root.createRateLimit || !root.dcpLimits) throw new Error('registerAbuseLimits() must run first');
  let byApp = checks.get(app);
  if (!byApp) checks.set(app, (byApp = new Map()));
  const id = `${name}:${scope}`;
  let check = byApp.get(id);
  if (!check) {
    const { max, windowSeconds } = root.dcpLimits[name][scope];
    check = root.createRateLimit({
      max,
      timeWindow: windowSeconds * 1000,
      keyGenerator: (req) =>
        scope === 'ip' ? `${name}:ip:${req.ip}` : `${name}:account:${(req as AccountKeyed).limitAccount}`,
    });
    byApp.set(id, check);
  }
  return check;
}

interface AccountKeyed extends FastifyRequest {
  limitAccount?: string;
}

/**
 * Counts one request against `name`'s limits: the IP's (unless `ip` is false), and the account's
 * when `account` is given (an e-mail, a token or an account id: hashed). Past either → 429 with
 * Retry-After. Called directly where the account is only known inside a handler.
 */
export async function countRequest(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  name: LimitName,
  account?: string,
  ip = true,
) {
  const results = ip ? [await checker(app, name, 'ip')(req)] : [];
  if (account) {
    (req as AccountKeyed).limitAccount = digest(account);
    results.push(await checker(app, name, 'account')(req));
  }
  const exceeded = results.filter((r) => !r.isAllowed && r.isExceeded);
  if (exceeded.length === 0) return;
  const seconds = Math.max(1, ...exceeded.map((r) => (r.isAllowed ? 0 : r.ttlInSeconds)));
  void reply.header('retry-after', String(seconds));
  throw rateLimitedError(req, seconds);
}

/**
 * The reusable route option: `{ preHandler: abuseLimit(app, 'signUp', (req) => req.body.email) }`.
 * preHandler runs after validation, so `accountOf` reads the parsed body (a lower-cased e-mail);
 * `when` skips requests that should not count (e.g. the later slices of one import).
 */
export function abuseLimit<A = FastifyRequest, W = FastifyRequest>(
  app: FastifyInstance,
  name: LimitName,
  accountOf?: (req: A) => string | undefined,
  when?: (req: W) => boolean,
) {
  // The request as the route's schema typed it (the hook itself is untyped in fastify).
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (when && !when(req as W)) return;
    await countRequest(app, req, reply, name, accountOf?.(req as A));
  };
}

/**
 * Ready route options for the limited routes other areas own (issue 8's sign-up, arrival link and
 * one-time link): spread into the route's options, and add `...LIMITED_RESPONSES` to its responses.
 *
 *   app.post('/auth/user-restricted-survey-bound', { ...limitedRoute.signUp(app), schema: … }, …)
 */
export const limitedRoute = {
  /** Per IP and per e-mail of the sign-up body. */
  signUp: (app: FastifyInstance) => ({
    preHandler: abuseLimit(app, 'signUp', (req: { body?: { email?: string } }) => req.body?.email),
  }),
  /** Per IP and per arrival token (wherever the route carries it). */
  arrival: (app: FastifyInstance, tokenOf: (req: FastifyRequest) => string | undefined) => ({
    preHandler: abuseLimit(app, 'arrival', tokenOf),
  }),
  /** Per IP and per signed-in doctor (after bearerAuth). */
  oneTimeLink: (app: FastifyInstance) => ({
    preHandler: abuseLimit(app, 'oneTimeLink', (req: FastifyRequest) => req.account?.id),
  }),
};
