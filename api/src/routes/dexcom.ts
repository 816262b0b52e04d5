import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import type { Config } from '../config';
import {
  DexcomAuthUrl,
  DexcomAuthUrlQuery,
  DexcomOptIn,
  DexcomStatus,
  DexcomToken,
  DexcomWidgetSession,
  DexcomWidgetSessionBody,
  ErrorBody,
  GLUCOSE_SYNC_ANSWER_MS,
  GlucoseLiveQuery,
  GlucoseRecords,
  GlucoseSyncBody,
  GlucoseSyncResult,
  UserIdQuery,
} from '../contracts';
import type { Db } from '../db';
import { glucoseSubject } from '../dexcom/access';
import {
  authorizationUrl,
  connect,
  disconnect,
  findLink,
  glucoseService,
  optIn,
  optOut,
  skip,
  statusView,
} from '../dexcom/link';
import { answerWithin } from '../dexcom/background';
import { statusCooldown } from '../dexcom/status-cooldown';
import { syncReadings } from '../dexcom/sync';
import { withToken } from '../dexcom/tokens';
import { WIDGET_ROUTES, widgetTokens } from '../dexcom/widget';
import { forbidden } from '../http-errors';
import { glucoseReadRoutes } from './dexcom-readings';
import { glucoseTargetRoutes } from './glucose-targets';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403, 404);
const secured = signedIn('dexcom');
const PATIENT_ONLY = 'glucose.patientsOnly';
const Empty = z.null().describe('No content');
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** The glucose provider link (req G§4, §7): patients connect, skip, opt out; doctors read. */
export const dexcomRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const g = glucoseService(db, config);
  const widget = widgetTokens(g.tokenKey);
  const isRateLimited = statusCooldown();
  signedInRoutes(app, db, { tokens: widget, routes: WIDGET_ROUTES });

  app.get(
    '/api/dexcom/auth-url',
    {
      config: { roles: ['patient'], denied: PATIENT_ONLY },
      schema: {
        ...secured,
        summary: 'Where to send the patient to authorize Dexcom (state bound to the patient, 10 minutes)',
        querystring: DexcomAuthUrlQuery,
        response: { 200: DexcomAuthUrl, ...errors },
      },
    },
    async (req) => {
      const patient = accountOf(req);
      const authorizationUrl_ = await authorizationUrl(g, patient, req.query.returnUrl);
      await audit(db, req, 'dexcom.authorize', `account:${patient.id}`);
      return { authorizationUrl: authorizationUrl_ };
    },
  );

  app.post(
    '/api/dexcom/token',
    {
      config: { roles: ['patient'], denied: PATIENT_ONLY },
      schema: {
        ...secured,
        summary: 'Exchange the authorization code (consent required); tokens stay on the server',
        body: DexcomToken,
        response: { 200: DexcomStatus, 502: ErrorBody, ...errors },
      },
    },
    async (req) => {
      const patient = accountOf(req);
      const returnUrl = await connect(g, patient, req.body.code, req.body.state, (why, msg) =>
        req.log.warn(why, msg),
      );
      await audit(db, req, 'dexcom.connect', `account:${patient.id}`);
      return { ...statusView(await findLink(db, patient.id)), returnUrl };
    },
  );

  app.get(
    '/api/dexcom/status',
    {
      config: { roles: ['patient', 'doctor'] },
      schema: {
        ...secured,
        summary: 'The link status (a doctor passes the patient’s userId)',
        querystring: UserIdQuery,
        response: { 200: DexcomStatus, ...errors },
      },
    },
    async (req) => {
      const caller = accountOf(req);
      const id = await glucoseSubject(db, caller, req.query.userId);
      return { ...statusView(await findLink(db, id)), rateLimited: isRateLimited(caller.id) };
    },
  );

  app.delete(
    '/api/dexcom/disconnect',
    {
      config: { roles: ['patient'], denied: PATIENT_ONLY },
      schema: {
        ...secured,
        summary: 'Disconnect Dexcom (tokens deleted)',
        response: { 204: Empty, ...errors },
      },
    },
    async (req, reply) => {
      const patient = accountOf(req);
      await disconnect(db, patient.id);
      await audit(db, req, 'dexcom.disconnect', `account:${patient.id}`);
      return reply.code(204).send(null);
    },
  );

  for (const [path, action, run] of [
    ['skip', 'dexcom.skip', skip],
    ['optout', 'dexcom.optout', optOut],
  ] as const) {
    app.post(
      `/api/dexcom/${path}`,
      {
        config: { roles: ['patient'], denied: PATIENT_ONLY },
        schema: { ...secured, summary: `Record ${path}`, response: { 204: Empty, ...errors } },
      },
      async (req, reply) => {
        const patient = accountOf(req);
        await run(db, patient.id);
        await audit(db, req, action, `account:${patient.id}`);
        return reply.code(204).send(null);
      },
    );
  }

  app.post(
    '/api/dexcom/optin',
    {
      config: { roles: ['patient'], denied: PATIENT_ONLY },
      schema: {
        ...secured,
        summary: 'Opt back in; answers where to authorize',
        response: { 200: DexcomOptIn, ...errors },
      },
    },
    async (req) => {
      const patient = accountOf(req);
      const authUrl = await optIn(g, patient);
      await audit(db, req, 'dexcom.optin', `account:${patient.id}`);
      return { authUrl };
    },
  );

  app.post(
    '/api/dexcom/glucose/sync',
    {
      config: { roles: ['patient'], denied: PATIENT_ONLY },
      schema: {
        ...secured,
        summary: 'Fetch new readings from Dexcom (≤ 30-day chunks, de-duplicated, one at a time)',
        description:
          'With `background: true` the answer comes within 3 s: a sync still running then goes on and the answer says `inProgress`.',
        body: GlucoseSyncBody,
        response: { 200: GlucoseSyncResult, 409: ErrorBody, 502: ErrorBody, ...errors },
      },
    },
    async (req) => {
      const patient = accountOf(req);
      const run = syncReadings(g, patient.id, Date.now(), (detail, msg) => req.log.warn(detail, msg));
      const result = req.body?.background
        ? await answerWithin(run, GLUCOSE_SYNC_ANSWER_MS, (e) =>
            req.log.warn({ type: (e as Error).name }, 'background glucose sync failed'),
          )
        : await run;
      await audit(db, req, 'dexcom.sync', `account:${patient.id}`);
      return result;
    },
  );

  app.get(
    '/api/dexcom/glucose',
    {
      config: { roles: ['patient'], denied: PATIENT_ONLY },
      schema: {
        ...secured,
        summary: 'Readings straight from Dexcom (default: the last 24 hours; at most 30 days)',
        querystring: GlucoseLiveQuery,
        response: { 200: GlucoseRecords, 409: ErrorBody, 502: ErrorBody, ...errors },
      },
    },
    async (req) => {
      const patient = accountOf(req);
      const end = req.query.endDate ?? iso(Date.now());
      const start = req.query.startDate ?? iso(Date.parse(`${end}Z`) - 86_400_000);
      const data = await withToken(g, patient.id, (t) => g.client.egvs(t, start, end));
      await audit(db, req, 'dexcom.glucose.read', `account:${patient.id}`);
      // Times as the portal reads them everywhere: UTC without an offset, the device's own clock.
      return {
        records: data.records.map((r) => ({ ...r, systemTime: iso(r.systemTime.getTime()) })),
      };
    },
  );

  for (const [path, call] of [
    ['data-range', 'dataRange'],
    ['devices', 'devices'],
  ] as const) {
    app.get(
      `/api/dexcom/${path}`,
      {
        config: { roles: ['patient'], denied: PATIENT_ONLY },
        schema: {
          ...secured,
          summary: `Dexcom ${call} as the provider answers it`,
          response: { 200: z.record(z.string(), z.unknown()), 409: ErrorBody, 502: ErrorBody, ...errors },
        },
      },
      async (req) => {
        const patient = accountOf(req);
        const data = await withToken(g, patient.id, (t) => g.client[call](t));
        await audit(db, req, `dexcom.${path}.read`, `account:${patient.id}`);
        return data as Record<string, unknown>;
      },
    );
  }

  app.post(
    '/api/dexcom/widget-session',
    {
      config: { roles: ['patient'], denied: PATIENT_ONLY },
      schema: {
        ...secured,
        summary: 'A short-lived token for the connect widget on an allowed site (issued by the portal)',
        body: DexcomWidgetSessionBody,
        response: { 200: DexcomWidgetSession, ...errors },
      },
    },
    async (req) => {
      const patient = accountOf(req);
      if (req.viaWidget || !req.sessionId) throw forbidden('glucose.widgetOnly');
      if (!config.dexcom.widgetOrigins.includes(req.body.origin)) throw forbidden('glucose.widgetOrigin');
      const { token, expiresAt } = widget.issue(req.sessionId, req.body.origin);
      await audit(db, req, 'dexcom.widget.session', `account:${patient.id}`);
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );

  await app.register(glucoseReadRoutes, { db });
  await app.register(glucoseTargetRoutes, { db });
};
