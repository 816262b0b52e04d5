import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import type SwaggerUi from '@fastify/swagger-ui';
import type { Clock } from 'pg-boss';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db';
import { arrivingNow, requestArrival } from './db/statement-order';
import { frameworkErrors, installErrorHandling } from './http-errors';
import { nativeRequire } from './native-require';
import { swaggerOptions } from './openapi/document';
import { refuseNulText } from './text-guard';
import { traceFields } from './trace';
import { documentRoute } from './openapi/routes';
import { createIdTokenVerifier } from './identity/verify';
import { declaredAccess } from './auth/plugin';
import { afterPasswordSet } from './auth/password-resets';
import { IDENTITY_SDK_HEADERS, identityProxy } from './identity/browser-proxy';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/user';
import { createMailer, type Mailer } from './mail';
import { adminRoutes } from './routes/admin';
import { clinicRoutes } from './routes/clinic';
import { erasureRoutes } from './routes/erasure';
import { doctorRoutes } from './routes/doctor';
import { staffRoutes } from './routes/staff';
import { patientLeftRoutes } from './routes/patients/left';
import { secondFactorRoutes } from './routes/second-factor';
import { glucoseRecencyRoutes } from './routes/glucose-recency';
import { overviewRoutes } from './routes/overview';
import { doctorLinkRoutes } from './routes/doctor-link';
import { doctorNotificationRoutes } from './routes/doctor-notifications';
import { reminderRoutes } from './routes/reminders';
import { signUpRoutes } from './routes/signup';
import { passwordRoutes } from './routes/password';
import { patientListRoutes } from './routes/patients/patient-list';
import { visitRoutes } from './routes/visit';
import { patientRoutes } from './routes/patients/user-by-id';
import { bulkSignupRoutes } from './routes/patients/bulk-signup';
import { seedDemo } from './seed';
import { registerAbuseLimits } from './limits';
import { exportRoutes } from './routes/export';
import { fhirRoutes } from './routes/fhir';
import { ownDataRoutes } from './routes/own-data';
import { auditRoutes } from './routes/audit';
import { startBackground, type Background } from './jobs';
import { registerMetrics } from './metrics';
import { healthRoutes } from './routes/health';
import { ensureAuditKey, publishAuditHead, sealLegacyRows } from './audit';
import { noteRoutes } from './routes/note';
import { dexcomRoutes } from './routes/dexcom';
import { resourceRoutes } from './routes/resources';
import { surveyRoutes } from './routes/survey';
import { surveyAnswersRoutes } from './routes/survey-answers';
import { surveyCareRoutes } from './routes/survey-care';
import { surveyInstanceRoutes } from './routes/survey-instance';
import { surveyAssignmentRoutes } from './routes/survey-assignment';
import { arrivalRoutes } from './routes/arrival';

declare module 'fastify' {
  interface FastifyInstance {
    dcp: {
      config: Config;
      database: Database;
      /** The audit chain's HMAC key (never in the database). */
      auditKey: Buffer;
      /** Every route registered (method, URL, who may call it), for the authorization matrix (api/test). */
      routes: RouteAccess[];
      /** The job queue and the e-mail outbox (api/src/jobs). */
      background: Background;
    };
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  /** The route's declared `config.roles`, or `public`; null for Swagger UI and CORS preflights. */
  access: ReturnType<typeof declaredAccess>;
}

export interface BuildOptions {
  config?: Config;
  /** An already opened database (else opened, migrated and closed with the server). */
  database?: Database;
  /** Seed the demo data (default config.seedDemo); needs the identity provider answering. */
  seed?: boolean;
  /** The e-mail sender (default: SMTP to config.smtp). */
  mailer?: Mailer;
  /** Answer 500 instead of a status the route's OpenAPI document does not list (tests). */
  strictContract?: boolean;
  /** Tests pass pg-boss's TestClock to move the queue's time by hand. */
  clock?: Clock;
  /** Where the log lines go (default stdout); tests read them back. */
  logStream?: { write: (line: string) => void };
}

/** Builds the API (not listening). Opens and migrates the database; closing the server closes it. */
export async function buildServer(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config = opts.config ?? loadConfig();
  const database = opts.database ?? (await openDatabase(config));
  let background: Background | undefined;
  try {
    if (opts.seed ?? config.seedDemo)
      await seedDemo(database.db, config.identity, config.seedPatients, config.seedLoadPatients);
    const app = Fastify({
      logger:
        config.logLevel === 'silent'
          ? false
          : {
              level: config.logLevel,
              // Each line of a request carries its trace (when tracing is on) beside its reqId.
              mixin: traceFields,
              ...(opts.logStream ? { stream: opts.logStream } : {}),
              // Minimal request logs: no headers, bodies or query strings (tokens, patient data).
              redact: {
                paths: ['req.headers.authorization', 'req.body', 'body', 'token', 'password'],
                censor: '[redacted]',
              },
              serializers: {
                req: (req: { method: string; url: string }) => ({
                  method: req.method,
                  url: req.url.split('?')[0],
                }),
                res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
              },
            },
      bodyLimit: 1024 * 1024,
      // The balancer's request id (nginx's $request_id) becomes the log lines' reqId, so one request
      // is followed from the balancer's log into the API's; anything odd-looking is replaced.
      requestIdHeader: 'x-request-id',
      genReqId: (req) => {
        const given = req.headers['x-request-id'];
        return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
      },
      frameworkErrors,
      trustProxy: config.trustProxy,
    }).withTypeProvider<ZodTypeProvider>();
    // Each request's statements carry when it arrived: the embedded database serves the earliest
    // request's next statement first (db/statement-order.ts).
    app.addHook('onRequest', (_req, _reply, done) => requestArrival.run(arrivingNow(), done));
    const routes: RouteAccess[] = [];
    const mailer = opts.mailer ?? createMailer(config.smtp);
    // The API process's background jobs start here, and only here (issue 26 point 2): jobs/index.ts
    // declares every one; worker.ts starts the same set in a worker process (RUN_WORKER=0 here).
    background = await startBackground({
      database,
      config,
      mailer,
      clock: opts.clock,
      log: (msg) => app.log.warn(msg),
      headLog: app.log,
    });
    const bg = background;
    const auditKey = config.auditHmacKey ?? ensureAuditKey(config.dataDir);
    app.decorate('dcp', { config, database, auditKey, routes, background: bg });
    // Every route declares who may call it (issue 26 point 2): roles, or public; else start fails.
    app.addHook('onRoute', (route) => {
      const access = declaredAccess(route);
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    });
    app.addHook('onClose', async () => {
      // The queue first: its last statements need the database.
      await bg.stop();
      mailer.close();
      if (!opts.database) await database.close();
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    refuseNulText(app);

    await app.register(helmet, {
      // JSON-only API: nothing may load from its answers. The docs pages get their own CSP below.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    // JSON lists (2,000 patients) shrink ~10× with gzip; small answers are left alone.
    await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
    const cross = {
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // If-None-Match and ETag: the portal keeps its last patient-list page and asks again with its tag.
      allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', ...IDENTITY_SDK_HEADERS],
      exposedHeaders: ['ETag'],
      maxAge: 600,
    };
    // The portal everywhere; the connect widget's allowed origins only on the glucose routes.
    const widgetOrigins = [config.portalOrigin, ...config.dexcom.widgetOrigins];
    await app.register(cors, {
      delegator: (req, cb) =>
        cb(null, {
          ...cross,
          origin: req.url?.startsWith('/api/dexcom/') ? widgetOrigins : [config.portalOrigin],
        }),
    });
    // Before any route: completes every route's schema (operationId, security, problem responses).
    app.addHook('onRoute', (route) => documentRoute(route, { strict: opts.strictContract }));
    await app.register(swagger, swaggerOptions(config));
    // A public production API does not advertise its whole surface (API_DOCS_UI=1 turns it back on).
    if (config.docsUi) {
      const swaggerUi = nativeRequire<{ default: typeof SwaggerUi }>('@fastify/swagger-ui').default;
      await app.register(swaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: true,
        // Served over plain http on localhost too: no upgrade-insecure-requests.
        transformStaticCSP: (h: string) => h.replace(/\s*upgrade-insecure-requests;?/, ''),
      });
    }
    // Answers carry personal data or tokens: no browser or proxy may keep a copy. The docs pages
    // and a route that chose its own caching keep theirs.
    app.addHook('onSend', async (req, reply) => {
      reply.header('x-request-id', req.id);
      if (!reply.hasHeader('cache-control') && !req.url.startsWith('/api/docs/static'))
        reply.header('cache-control', 'no-store');
    });

    await app.register(healthRoutes, { database });
    if (config.metrics && config.metricsPort !== undefined)
      registerMetrics(
        app,
        { database, jobs: () => bg.jobs, mailPending: () => bg.outbox.pending() },
        { port: config.metricsPort, host: config.host },
      );
    // Before the routes: they take their limits from it (issue 12 point 1).
    await registerAbuseLimits(app, database.db, config.rateLimits);
    // Embedded identity: the browser's only way to it (allow-listed user actions; docs/security.md).
    if (config.identity.endpoint && config.identity.allowLocalIssuer) {
      await app.register(identityProxy, {
        db: database.db,
        identity: config.identity,
        limits: config.signInLimits,
        afterPasswordSet,
      });
    }
    const verify = createIdTokenVerifier(config.identity);
    void verify.warm();
    await app.register(authRoutes, {
      db: database.db,
      verify,
      sessionTtlHours: config.sessionTtlHours,
      secondFactor: {
        db: database.db,
        identity: config.identity,
        staffRequired: config.staffTotpRequired,
      },
    });
    await app.register(userRoutes, { db: database.db });
    const adminCtx = { db: database.db, config, outbox: bg.outbox };
    await app.register(arrivalRoutes, { db: database.db, sessionTtlHours: config.sessionTtlHours });
    await app.register(surveyAssignmentRoutes(adminCtx));
    await app.register(signUpRoutes, { db: database.db, sessionTtlHours: config.sessionTtlHours });
    // Surveys and care (issue 4); the export's static path wins over surveyInstance/:id.
    for (const routes of [
      surveyRoutes,
      surveyInstanceRoutes,
      surveyAnswersRoutes,
      noteRoutes,
      resourceRoutes,
      exportRoutes,
      fhirRoutes,
      ownDataRoutes,
      auditRoutes,
      patientListRoutes,
      visitRoutes,
    ]) {
      await app.register(routes, { db: database.db });
    }
    // Rows are chained as they are written; rows from before the keyed chain are sealed once, and the
    // head is logged at start and by the audit.head job (issue 23 point 6).
    await sealLegacyRows(database.db, auditKey);
    await publishAuditHead(database.db, app.log);
    await app.register(surveyCareRoutes, {
      db: database.db,
      outbox: bg.outbox,
      portalOrigin: config.portalOrigin,
    });
    await app.register(clinicRoutes(adminCtx));
    await app.register(erasureRoutes(adminCtx));
    await app.register(adminRoutes(adminCtx));
    await app.register(doctorRoutes(adminCtx));
    await app.register(staffRoutes(adminCtx));
    await app.register(patientLeftRoutes(adminCtx));
    await app.register(secondFactorRoutes(adminCtx));
    await app.register(glucoseRecencyRoutes(adminCtx));
    await app.register(overviewRoutes(adminCtx));
    await app.register(doctorLinkRoutes(adminCtx));
    await app.register(doctorNotificationRoutes, { db: database.db });
    await app.register(reminderRoutes, {
      db: database.db,
      tokens: bg.reminderTokens,
      outbox: bg.outbox,
      portalOrigin: config.portalOrigin,
    });
    await app.register(patientRoutes(adminCtx));
    await app.register(bulkSignupRoutes(adminCtx));
    await app.register(passwordRoutes(adminCtx));
    await app.register(dexcomRoutes, { db: database.db, config });
    return app;
  } catch (e) {
    await background?.stop();
    if (!opts.database) await database.close();
    throw e;
  }
}
