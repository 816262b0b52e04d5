import type { Clock } from 'pg-boss';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db';
import { arrivingNow, requestArrival } from './db/statement-order';
import { frameworkErrors, installErrorHandling } from './http-errors';
import { refuseNulText } from './text-guard';
import { traceFields } from './trace';
import { declaredAccess } from './auth/plugin';
import { createMailer, type Mailer } from './mail';
import { seedDemo } from './seed';
import { startBackground, type Background } from './jobs';
import { ensureAuditKey } from './audit';
import { registerHttpLayer } from './server-http';
import { registerRoutes } from './server-routes';

// Start-up: the database, the demo seed, the Fastify instance with its logger and hooks, and the
// background jobs. The HTTP layer (headers, CORS, OpenAPI) is in server-http.ts and every route in
// server-routes.ts, so this file reads as the order things start in.

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

    await registerHttpLayer(app, config, opts.strictContract);
    await registerRoutes(app, { config, database, background: bg, auditKey });
    return app;
  } catch (e) {
    await background?.stop();
    if (!opts.database) await database.close();
    throw e;
  }
}
