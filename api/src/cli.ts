// The API's processes (issue 29): `node --import tsx api/src/cli.ts api|worker|migrate`.
//   api      the HTTP API (with RUN_WORKER=0 it leaves the background jobs to a worker)
//   worker   the background jobs alone (e-mails, glucose sync, audit head, review digest), health and metrics
//   migrate  applies pending migrations under an advisory lock and exits (a deployment step)
// OpenTelemetry is started right after the configuration is read, and only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set, so it sees every module it instruments load; everything else
// is imported after it.

type Role = 'api' | 'worker' | 'migrate';
const ROLES: Role[] = ['api', 'worker', 'migrate'];

export async function run(role: Role): Promise<void> {
  // The configuration loads nothing OpenTelemetry instruments (no http, pg or undici): it may come first.
  const { loadConfig } = await import('./config');
  const config = loadConfig();
  (await import('./paths')).pinRepoRoot(config.root);
  const telemetry = config.telemetry.endpoint
    ? (await import('./telemetry')).startTelemetry(role, config.telemetry.serviceName)
    : undefined;
  let stop: () => Promise<void>;
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

const entry = process.argv[1] ?? '';
if (/[\\/]cli\.(ts|js|mjs)$/.test(entry)) {
  const role = (process.argv[2] ?? 'api') as Role;
  if (!ROLES.includes(role)) {
    console.error(`usage: cli.ts ${ROLES.join('|')}`);
    process.exit(2);
  }
  run(role).then(
    () => role === 'migrate' && process.exit(0),
    (e: unknown) => {
      console.error(`${role} failed to start: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
