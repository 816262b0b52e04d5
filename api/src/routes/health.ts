import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HealthResponse } from '../contracts';
import type { Database } from '../db';

const Check = z.enum(['up', 'down']);
const ReadyResponse = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    checks: z.object({ database: Check }),
  })
  .describe('Whether this process can serve requests, and which dependency is down if not');

/** How long readiness waits for the database before calling it down. */
const PING_MS = 2000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e: unknown) => (clearTimeout(t), reject(e as Error)),
    );
  });
}

/**
 * Health for load balancers and orchestrators (issue 29 point 4): `/health/live` answers while the
 * process runs (restart it when it does not); `/health/ready` pings the database and answers 503
 * naming what is down, so a balancer stops sending requests to a process that cannot serve them.
 * `/health` stays as it was (liveness plus the database kind) for existing checks.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Is the API up, and on which database',
        response: { 200: HealthResponse },
      },
    },
    async () => ({ status: 'ok' as const, database: database.kind }),
  );
  app.get(
    '/health/live',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers (503 names what is down)',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_req, reply) => {
      const database_ = await within(database.ping(), PING_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const ok = database_ === 'up';
      return reply
        .code(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'unavailable', checks: { database: database_ } });
    },
  );
};
