import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase } from './db';
import { startBackground } from './jobs';
import { createMailer } from './mail';
import { registerMetrics } from './metrics';
import { healthRoutes } from './routes/health';

/**
 * The worker process (`npm run worker`, or `node --import tsx api/src/cli.ts worker`): runs the
 * background jobs — e-mails, glucose sync, the audit head, the review digest — on the same queue the API processes fill,
 * and answers /health/live, /health/ready and /metrics on WORKER_PORT for its orchestrator. API
 * processes beside it run with RUN_WORKER=0. Several workers may run: the queue hands each job to one.
 */
export async function startWorker(config: Config): Promise<{ url: string; stop(): Promise<void> }> {
  const database = await openDatabase(config);
  const mailer = createMailer(config.smtp);
  const app = Fastify({ logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  // The health routes' schemas are zod, as in the API.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let bg: Awaited<ReturnType<typeof startBackground>> | undefined;
  try {
    const started = await startBackground({
      database,
      config,
      mailer,
      work: true,
      log: (m) => app.log.warn(m),
      headLog: app.log,
    });
    bg = started;
    await app.register(healthRoutes, { database });
    if (config.metrics)
      registerMetrics(app, {
        database,
        jobs: () => started.jobs,
        mailPending: () => started.outbox.pending(),
      });
    const url = await app.listen({ port: config.workerPort, host: config.host });
    const stop = async () => {
      await app.close();
      await started.stop();
      mailer.close();
      await database.close();
    };
    return { url, stop };
  } catch (e) {
    await app.close().catch(() => undefined);
    await bg?.stop().catch(() => undefined);
    mailer.close();
    await database.close();
    throw e;
  }
}
