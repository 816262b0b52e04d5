// The API's processes (issue 29): `node --import tsx api/src/cli.ts api|worker|migrate`.
//   api      the HTTP API (with RUN_WORKER=0 it leaves the background jobs to a worker)
//   worker   the background jobs alone (e-mails, glucose sync, audit head, review digest), health and metrics
//   migrate  applies pending migrations under an advisory lock and exits (a deployment step)
//   backup FILE / restore FILE  the embedded database: a consistent copy (through the running API) and
//            its restore with the API stopped (issue 38 point 2; PostgreSQL: docs/deploy.md)
//   create-superadmin --email … [--first-name … --last-name … --locale en-GB|es-ES]
//            the installation's first superadmin, invited by e-mail; refused once one exists (issue 37 point 6)
// OpenTelemetry is started right after the configuration is read, and only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set, so it sees every module it instruments load; everything else
// is imported after it.

import type { Config } from './config';

type Role = 'api' | 'worker' | 'migrate' | 'backup' | 'restore' | 'create-superadmin';
const ROLES: Role[] = ['api', 'worker', 'migrate', 'backup', 'restore', 'create-superadmin'];

export async function run(role: Role): Promise<void> {
  // The configuration loads nothing OpenTelemetry instruments (no http, pg or undici): it may come first.
  const { loadConfig } = await import('./config');
  const config = loadConfig();
  (await import('./paths')).pinRepoRoot(config.root);
  const telemetry = config.telemetry.endpoint
    ? (await import('./telemetry')).startTelemetry(role, config.telemetry.serviceName)
    : undefined;
  let stop: () => Promise<void>;
  if (role === 'backup' || role === 'restore') return copyEmbedded(role, config);
  if (role === 'create-superadmin') return (await import('./first-superadmin-cli')).createSuperadmin(config);
  if (role === 'migrate') {
    await (await import('./db')).migrateDatabase(config);
    console.log('migrations applied');
    await telemetry?.shutdown();
    return;
  } else if (role === 'worker') {
    const w = await (await import('./worker')).startWorker(config);
    console.log(`worker running (health and metrics on ${w.url})`);
    stop = w.stop;
  } else {
    const h = await (await import('./main')).startApi(config);
    const d = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    const jobs = config.runWorker ? 'background jobs here' : 'background jobs in the worker';
    console.log(
      `API listening on ${h.url} (${d}; identity ${config.identity.endpoint || 'Amazon Cognito'}; ${jobs})`,
    );
    stop = h.stop;
  }
  const shutdown = (signal: string) => {
    console.log(`${signal}: stopping the ${role}`);
    stop()
      .then(() => telemetry?.shutdown())
      .then(
        () => process.exit(0),
        (e: unknown) => {
          console.error(e);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

/** `backup FILE` / `restore FILE` of the embedded database; PostgreSQL has its own tools. */
async function copyEmbedded(role: 'backup' | 'restore', config: Config): Promise<void> {
  const file = process.argv[3];
  if (!file) throw new Error(`usage: cli.ts ${role} FILE`);
  if (config.databaseUrl) throw new Error(`on PostgreSQL use pg_dump / pg_restore (docs/deploy.md, Backups)`);
  const backup = await import('./db/backup');
  if (role === 'backup') {
    await backup.backupEmbedded(config, file);
    console.log(`backup written to ${file}`);
  } else {
    const kept = await backup.restoreEmbedded(config, file);
    console.log(`restored ${file}; the folder it replaced is kept as ${kept}`);
  }
}

const entry = process.argv[1] ?? '';
if (/[\\/]cli\.(ts|js|mjs)$/.test(entry)) {
  const role = (process.argv[2] ?? 'api') as Role;
  if (!ROLES.includes(role)) {
    console.error(`usage: cli.ts ${ROLES.join('|')}`);
    process.exit(2);
  }
  run(role).then(
    () => ['migrate', 'backup', 'restore'].includes(role) && process.exit(0),
    (e: unknown) => {
      console.error(`${role} failed to start: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
