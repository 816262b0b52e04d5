import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import { startCognitoLocal, type IdentityHandle } from './identity/cognito-local';
import { buildServer } from './server';

export { buildServer } from './server';
export { loadConfig } from './config';
export { ensureUser, identityClientOptions } from './identity/admin-client';
export { seedIdentityFiles, startCognitoLocal } from './identity/cognito-local';

export interface ApiHandle {
  app: FastifyInstance;
  url: string;
  config: Config;
  identity: IdentityHandle | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the API (and cognito-local first when config.startIdentity, default in embedded mode):
 * database + migrations, demo seed (SEED_DEMO), listen on HOST:PORT. stop() closes everything.
 */
export async function startApi(config: Config = loadConfig()): Promise<ApiHandle> {
  let identity: IdentityHandle | undefined;
  if (config.startIdentity) {
    const port = Number(new URL(config.identity.endpoint).port || 9229);
    identity = await startCognitoLocal({ dataDir: config.dataDir, port, pools: config.identity.pools });
  }
  let app: FastifyInstance;
  try {
    app = await buildServer({ config });
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await identity?.stop();
    throw e;
  }
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      try {
        await app.close();
      } finally {
        await identity?.stop();
      }
    })());
  return { app, url: `http://${config.host}:${port}`, config, identity, stop };
}

// Run when executed directly (`tsx src/main.ts`), not when imported.
const entry = process.argv[1] ?? '';
if (/[\\/]main\.(ts|js|mjs)$/.test(entry) && /[\\/]api[\\/]src[\\/]/.test(entry)) {
  startApi()
    .then((h) => {
      const d = h.config.databaseUrl ? 'PostgreSQL' : `PGlite in ${h.config.dataDir}`;
      console.log(`API listening on ${h.url} (${d}; identity ${h.config.identity.endpoint})`);
      const shutdown = (signal: string) => {
        console.log(`${signal}: stopping the API`);
        h.stop().then(
          () => process.exit(0),
          (e: unknown) => {
            console.error(e);
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', () => shutdown('SIGINT'));
      process.once('SIGTERM', () => shutdown('SIGTERM'));
    })
    .catch((e: unknown) => {
      console.error(`API failed to start: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    });
}
