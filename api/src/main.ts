import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import { answerBackupRequests } from './db/backup';
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
  if (config.embedded && !['127.0.0.1', '::1', 'localhost'].includes(config.host)) {
    // Development settings (demo accounts, emulator) on the network: allowed when asked for, never silently.
    console.warn(
      `WARNING: HOST=${config.host} exposes the embedded API (demo data, one-machine identity) to the network`,
    );
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
  // `npm run backup` asks this process for a consistent copy of the embedded database (issue 38).
  const { pglite } = app.dcp.database;
  const stopBackups = pglite && answerBackupRequests(config, pglite, (m) => app.log.info(m));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      try {
        stopBackups?.();
        await app.close();
      } finally {
        await identity?.stop();
      }
    })());
  return { app, url: `http://${config.host}:${port}`, config, identity, stop };
}

// Run when executed directly (`tsx src/main.ts`), not when imported: the same as `cli.ts api`.
const entry = process.argv[1] ?? '';
if (/[\\/]main\.(ts|js|mjs)$/.test(entry) && /[\\/]api[\\/]src[\\/]/.test(entry)) {
  void import('./cli').then((cli) =>
    cli.run('api').catch((e: unknown) => {
      console.error(`API failed to start: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    }),
  );
}
