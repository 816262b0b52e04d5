import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { loginPage } from './login-page';
import { TokenStore, type EmulatorSettings } from './oauth';
import { firstReadingTime, lastReadingTime, readingsBetween, timesOf } from './traces';
import { userById } from './users';

const DAY_MS = 86_400_000;
const MAX_RANGE_MS = 30 * DAY_MS;
const ISO_NO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

export const DEFAULT_SETTINGS: EmulatorSettings = {
  clientId: 'dcp-local-client',
  clientSecret: 'dcp-local-secret',
  tokenTtlSeconds: 7200,
  ratePerHour: 60_000,
  // The API's own default (PORTAL_ORIGIN's default and /dexcom/callback).
  redirectUris: ['http://localhost:8080/dexcom/callback'],
};

const NOT_REGISTERED = 'invalid_request: redirect_uri is not registered for this client';

type Query = Record<string, string | undefined>;
type Form = Record<string, string | undefined>;

const fail = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.code(status).send({ error, error_description: description });

/** The Dexcom API v3 emulator as a Fastify app (not listening): tests inject or listen on port 0. */
export function buildEmulator(opts: { settings?: Partial<EmulatorSettings>; now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const given = Object.fromEntries(
    Object.entries(opts.settings ?? {}).filter(([, v]) => v !== undefined),
  ) as Partial<EmulatorSettings>;
  const store = new TokenStore({ ...DEFAULT_SETTINGS, ...given }, now);
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/health', async () => ({ ok: true }));

  // Test control: a user whose sensor stopped sending at an instant (issue 42 point 3) is served
  // nothing after it, as if it were always "now" there; resumed, the readings since come back.
  const silentFrom = new Map<string, number>();
  const nowFor = (userId: string) => Math.min(now(), silentFrom.get(userId) ?? Infinity);

  app.get('/v2/oauth2/login', async (req, reply) => {
    const q = req.query as Query;
    if (q.client_id !== store.settings.clientId || !q.redirect_uri || q.response_type !== 'code')
      return reply
        .code(400)
        .type('text/plain')
        .send('invalid_request: client_id, redirect_uri, response_type=code');
    if (!store.settings.redirectUris.includes(q.redirect_uri))
      return reply.code(400).type('text/plain').send(NOT_REGISTERED);
    return reply.type('text/html; charset=utf-8').send(loginPage(q as Record<string, string>));
  });

  app.post('/v2/oauth2/login', async (req, reply) => {
    const f = (req.body ?? {}) as Form;
    if (f.client_id !== store.settings.clientId || !f.redirect_uri)
      return reply.code(400).type('text/plain').send('invalid_request');
    // Never redirect a code anywhere but a registered address.
    if (!store.settings.redirectUris.includes(f.redirect_uri))
      return reply.code(400).type('text/plain').send(NOT_REGISTERED);
    const target = new URL(f.redirect_uri);
    const user = f.user ? userById(f.user) : undefined;
    if (f.decision === 'allow' && user) {
      target.searchParams.set('code', store.issueCode(user.id, f.redirect_uri));
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user denied access');
    }
    if (f.state) target.searchParams.set('state', f.state);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/v2/oauth2/token', async (req, reply) => {
    const f = (req.body ?? {}) as Form;
    if (
      typeof f !== 'object' ||
      req.headers['content-type']?.split(';')[0] !== 'application/x-www-form-urlencoded'
    )
      return fail(reply, 400, 'invalid_request', 'form-encoded body required');
    if (f.client_id !== store.settings.clientId || f.client_secret !== store.settings.clientSecret)
      return fail(reply, 401, 'invalid_client', 'unknown client or wrong secret');
    if (f.grant_type === 'authorization_code') {
      const tokens = f.code ? store.redeemCode(f.code, f.redirect_uri) : null;
      return tokens ?? fail(reply, 400, 'invalid_grant', 'code unknown, used or expired');
    }
    if (f.grant_type === 'refresh_token') {
      const tokens = f.refresh_token ? store.redeemRefresh(f.refresh_token) : null;
      return tokens ?? fail(reply, 400, 'invalid_grant', 'refresh token unknown or revoked');
    }
    return fail(reply, 400, 'unsupported_grant_type', 'authorization_code or refresh_token');
  });

  /** Bearer check and rate limit shared by the data calls; answers the user or sends the error. */
  const userFor = (req: FastifyRequest, reply: FastifyReply) => {
    const auth = req.headers.authorization ?? '';
    const userId = auth.startsWith('Bearer ') ? store.userOf(auth.slice(7)) : null;
    const user = userId ? userById(userId) : undefined;
    if (!user) {
      void fail(reply, 401, 'invalid_token', 'access token unknown or expired');
      return null;
    }
    if (!store.allowCall()) {
      void reply.header('retry-after', '60');
      void fail(reply, 429, 'rate_limited', 'too many requests');
      return null;
    }
    return user;
  };

  app.get('/v3/users/self/egvs', async (req, reply) => {
    const user = userFor(req, reply);
    if (!user) return reply;
    const q = req.query as Query;
    if (!q.startDate || !q.endDate || !ISO_NO_OFFSET.test(q.startDate) || !ISO_NO_OFFSET.test(q.endDate))
      return fail(reply, 400, 'invalid_request', 'startDate and endDate as YYYY-MM-DDThh:mm:ss');
    const start = Date.parse(`${q.startDate}Z`);
    const end = Date.parse(`${q.endDate}Z`);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start)
      return fail(reply, 400, 'invalid_request', 'endDate must follow startDate');
    if (end - start > MAX_RANGE_MS)
      return fail(reply, 400, 'invalid_request', 'the range may not exceed 30 days');
    if (store.settings.egvsDelayMs) await new Promise((r) => setTimeout(r, store.settings.egvsDelayMs));
    return {
      recordType: 'egv',
      recordVersion: '3.0',
      userId: user.id,
      records: readingsBetween(user, start, end, nowFor(user.id)),
    };
  });

  app.get('/v3/users/self/dataRange', async (req, reply) => {
    const user = userFor(req, reply);
    if (!user) return reply;
    const t = nowFor(user.id);
    const first = firstReadingTime(user, t);
    const last = lastReadingTime(user, t) ?? first;
    const moment = (ms: number | null) => (ms === null ? null : timesOf(user, ms));
    const range = { start: moment(first), end: moment(last) };
    return {
      recordType: 'dataRange',
      recordVersion: '3.0',
      userId: user.id,
      egvs: range,
      events: range,
      calibrations: range,
    };
  });

  app.get('/v3/users/self/devices', async (req, reply) => {
    const user = userFor(req, reply);
    if (!user) return reply;
    const last = lastReadingTime(user, nowFor(user.id));
    return {
      recordType: 'device',
      recordVersion: '3.0',
      userId: user.id,
      records: [
        {
          lastUploadDate: last ? timesOf(user, last).systemTime : null,
          transmitterGeneration: 'g7',
          displayDevice: user.device,
          displayApp: 'G7',
          alertSchedules: [],
        },
      ],
    };
  });

  // Test controls (the emulator listens on loopback only): expire, revoke, rate, lifetime and delay
  // settings; `{ silenceUser, silentHours }` stops a user's readings that many hours ago (0 resumes).
  app.post('/emulator/control', async (req) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    if (b.expireAccess) store.expireAccess();
    if (typeof b.revokeUser === 'string') store.revoke(b.revokeUser);
    if (typeof b.tokenTtlSeconds === 'number') store.settings.tokenTtlSeconds = b.tokenTtlSeconds;
    if (typeof b.ratePerHour === 'number') store.settings.ratePerHour = b.ratePerHour;
    if (b.resetRate) store.resetRate();
    if (typeof b.egvsDelayMs === 'number') store.settings.egvsDelayMs = b.egvsDelayMs;
    if (typeof b.silenceUser === 'string' && typeof b.silentHours === 'number') {
      if (b.silentHours > 0) silentFrom.set(b.silenceUser, now() - b.silentHours * 3_600_000);
      else silentFrom.delete(b.silenceUser);
    }
    return { settings: store.settings };
  });

  return { app, store };
}
