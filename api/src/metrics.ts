import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import * as prom from 'prom-client';
import type { Database } from './db';
import { oldestSyncAgeSeconds } from './dexcom/background';
import type { Jobs } from './jobs';

// Prometheus metrics at /metrics (issue 29 point 5). Labels are route templates, methods, status
// codes and job names only: never an id, an address, a query string or anything else personal.
// Each call builds its own registry, so several servers in one process (tests) do not collide.
// The API answers /metrics on a listener of its own (METRICS_PORT), never on its public port: what
// reaches the API's port (a proxy, an ingress) cannot show it, and a NetworkPolicy opens that port to
// the monitoring namespace only (issue 38 point 6). The worker's port has no public route.

export interface MetricsSources {
  database: Database;
  jobs?: () => Jobs | undefined;
  mailPending?: () => Promise<number>;
}

/** Where /metrics is answered: on `app` itself (the worker), or a listener of its own (the API). */
export interface MetricsListener {
  port: number;
  host: string;
}

export function registerMetrics(app: FastifyInstance, src: MetricsSources, own?: MetricsListener): void {
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  const duration = new prom.Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request latency by route template, method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new prom.Counter({
    name: 'http_request_errors_total',
    help: 'API answers with a 5xx status, by route template',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const jobFailures = new prom.Counter({
    name: 'job_failures_total',
    help: 'Failed runs of background jobs (each is retried with back-off), by job name',
    labelNames: ['job'],
    registers: [registry],
  });
  src.jobs?.()?.onFailure((job) => jobFailures.inc({ job }));
  new prom.Gauge({
    name: 'job_queue_depth',
    help: 'Background jobs by queue and state (waiting, active, failed)',
    labelNames: ['job', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of (await src
        .jobs?.()
        ?.depth()
        .catch(() => [])) ?? []) {
        this.set({ job: q.name, state: 'waiting' }, q.waiting);
        this.set({ job: q.name, state: 'active' }, q.active);
        this.set({ job: q.name, state: 'failed' }, q.failed);
      }
    },
  });
  new prom.Gauge({
    name: 'mail_outbox_pending',
    help: 'Emails written and not yet accepted by the relay',
    registers: [registry],
    async collect() {
      this.set((await src.mailPending?.().catch(() => 0)) ?? 0);
    },
  });
  new prom.Gauge({
    name: 'glucose_sync_lag_seconds',
    help: 'Age of the least recently synced connected glucose link',
    registers: [registry],
    async collect() {
      this.set(await oldestSyncAgeSeconds({ db: src.database.db }).catch(() => 0));
    },
  });
  new prom.Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = src.database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    // The template (/user/:id), never the URL; requests no route matched share one label.
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: req.method, route, status: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: req.method, route });
  });
  const answer = async (reply: FastifyReply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  };
  if (!own) {
    app.get('/metrics', { schema: { hide: true }, config: { public: true } }, (_req, reply) => answer(reply));
    return;
  }
  // Listening once the API is ready (before it listens): a port already taken stops the start.
  const listener = Fastify({ logger: false });
  listener.get('/metrics', (_req, reply) => answer(reply));
  app.addHook('onReady', async () => void (await listener.listen({ port: own.port, host: own.host })));
  app.addHook('onClose', async () => listener.close());
}
