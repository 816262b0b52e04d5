// `npm run rehearse` (issue 29 point 7): the production topology on this machine, from the built
// bundles — PostgreSQL, `npm run migrate`, three API processes with NODE_ENV=production behind nginx
// (Debian's package) as load balancer and static host with the production headers, the worker process
// running the job queue — then the journeys that lean on shared state, with one API process killed
// (SIGKILL) and PostgreSQL restarted in the middle, a backup taken then and restored at the end (two
// database roles throughout), after a first installation by docs/deploy.md's steps on the empty
// database (scripts/first-install.mjs). Passes when every journey passes, nginx logged no failed answer (no 5xx
// but 503s that were retried), every e-mail went out exactly once, and the restored database holds
// what the backup saw (scripts/rehearse-backup.mjs). The identity is the emulator, admitted in production
// mode only by the explicit rehearsal switch; Amazon Cognito itself is not rehearsed (docs/deploy.md).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApi } from '../api/scripts/build.mjs';
import { build } from './build.mjs';
import { run, stopChild, waitFor } from './stack.mjs';
import { ensureSystemPackages } from './system-deps.mjs';
import { balancerChecks, checkMail, checkPortal } from './rehearse-checks.mjs';
import { checkAppRole, pgCluster } from './rehearse-database.mjs';
import { midRunDrills, restoreDrill } from './rehearse-backup.mjs';
import { firstInstallation, firstInstallJourney } from './first-install.mjs';
import { startNginx } from './rehearse-nginx.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const o = Number(process.env.DCP_PORT_OFFSET ?? 0);
const P = {
  portal: 18280 + o,
  api: 14200 + o,
  apis: [14211 + o, 14212 + o, 14213 + o],
  // Each API process's metrics listener (METRICS_PORT), beside its public port.
  metrics: [14231 + o, 14232 + o, 14233 + o],
  restored: 14214 + o,
  worker: 14220 + o,
  identity: 19329 + o,
  smtp: 11125 + o,
  mailWeb: 11180 + o,
  dexcom: 17350 + o,
  pg: 15432 + o,
};
const SPECS = [
  'roles.spec.ts',
  'care-loop.spec.ts',
  'glucose.spec.ts',
  'import.spec.ts',
  'add-patient.spec.ts',
];
/** When the second API process is killed, after the journeys start (they take a few minutes). */
const KILL_AFTER_MS = Number(process.env.REHEARSAL_KILL_AFTER_MS ?? 40_000);
/** When PostgreSQL restarts, with the journeys' requests in flight (issue 38 point 1). */
const RESTART_AFTER_MS = Number(process.env.REHEARSAL_RESTART_AFTER_MS ?? 20_000);

ensureSystemPackages(['chromium', 'postgresql', 'nginx']);
await build({ ifNeeded: true });
// The API as its image runs it: compiled (`node api/dist/cli.js …`), no TypeScript runner.
await buildApi();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-rehearsal-'));
const log = fs.createWriteStream(path.join(root, 'test-results', 'rehearsal.log'));
const children = [];
const cluster = `rehearse${o}`;
const node = (name, args, env) => {
  const child = run(name, process.execPath, ['--import', 'tsx', ...args], env, true, log);
  children.push(child);
  return child;
};
/** A production process of the API (api, worker): the compiled CLI, as the image's CMD. */
const apiProcess = (name, role, env) => {
  const child = run(name, process.execPath, ['api/dist/cli.js', role], env, true, log);
  children.push(child);
  return child;
};
const results = { passed: 0, failed: 0, names: [] };
const check = (name, ok, detail = '') => {
  results[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? '✓' : '✘'} ${name}${detail ? ` — ${detail}` : ''}`);
  if (!ok) results.names.push(name);
};

try {
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  // Two roles (issue 38 point 3): the owner migrates; the API and the worker connect as dcp_app.
  const url = pgCluster('start', cluster, P.pg);
  const appUrl = pgCluster('role', cluster, P.pg, 'dcp_app');
  const portalOrigin = `http://localhost:${P.portal}`;
  const apiOrigin = `http://localhost:${P.api}`;
  // Production settings, as an operator gives them (docs/deploy.md), but pointing at the emulators;
  // the identity's (COGNITO_*) and the keys are the first installation's (1.).
  const prod = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: appUrl,
    DEXCOM_BASE_URL: `http://127.0.0.1:${P.dexcom}`,
    DEXCOM_CLIENT_ID: 'dcp-local-client',
    DEXCOM_CLIENT_SECRET: 'dcp-local-secret',
    DEXCOM_EMULATOR_PORT: String(P.dexcom),
    PORTAL_ORIGIN: portalOrigin,
    PUBLIC_URL: apiOrigin,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(P.smtp),
    // maildev offers no TLS; a real relay gets SMTP_REQUIRE_TLS's production default (on).
    SMTP_REQUIRE_TLS: '0',
    ALLOW_LOCAL_ISSUER: '1',
    REHEARSAL_IDENTITY_EMULATOR: '1',
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RUN_WORKER: '0',
    AUDIT_HEAD_EVERY_MINUTES: '1',
    WORKER_PORT: String(P.worker),
    // The journeys sign the demo accounts in dozens of times a minute from one address.
    RATE_LIMIT_TOKEN_EXCHANGE_IP: '10000/60',
    RATE_LIMIT_TOKEN_EXCHANGE_ACCOUNT: '10000/60',
    // The journeys sign the demo admin and superadmin in with a password only; a real installation keeps
    // production's default (an authenticator app required for them; docs/decisions.md).
    STAFF_TOTP_REQUIRED: '0',
  };
  children.push(
    run(
      'mail',
      path.join(root, 'node_modules/.bin/maildev'),
      [
        '--smtp',
        String(P.smtp),
        '--web',
        String(P.mailWeb),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--silent',
      ],
      prod,
      true,
      log,
    ),
  );
  const dexcom = node('dexcom', ['dexcom-emulator/src/main.ts'], prod);
  const identity = node(
    'identity',
    [
      '-e',
      `import(${JSON.stringify(path.join(root, 'api/src/identity/cognito-local.ts'))}).then((m) => m.startCognitoLocal({ dataDir: ${JSON.stringify(dir)}, port: ${P.identity}, pools: null }))`,
    ],
    prod,
  );
  await waitFor(`http://127.0.0.1:${P.identity}/health`, identity, 'identity emulator');
  await waitFor(`http://127.0.0.1:${P.dexcom}/health`, dexcom, 'Dexcom emulator');

  // nginx in front: the portal's files and the API's balancer.
  const nginxUp = () => {
    const child = startNginx({ dir, P, env: prod, apiOrigin, log });
    children.push(child);
    return child;
  };
  // 1. A first installation, by docs/deploy.md's steps, on the empty database: the pools its command
  // makes are the identity of everything after. Its API process asks the staff's authenticator app
  // (production's default), so it is stopped before the journeys of the demo accounts.
  let install;
  let nginx;
  const startServices = async () => {
    const installed = { ...prod, PORT: String(P.apis[0]) };
    delete installed.STAFF_TOTP_REQUIRED;
    install = apiProcess('install', 'api', installed);
    nginx = nginxUp();
    await waitFor(`http://127.0.0.1:${P.apis[0]}/health/ready`, install, 'API (install)', 120_000);
  };
  const mailUrl = `http://localhost:${P.mailWeb}`;
  const journey = (steps) => firstInstallJourney({ portalUrl: portalOrigin, mailUrl, ...steps });
  const identityEndpoint = `http://127.0.0.1:${P.identity}`;
  const steps = { dir, identityEndpoint, env: prod, ownerUrl: url, startServices, journey };
  for (const [name, ok, detail] of await firstInstallation(steps)) check(name, ok, detail);
  await stopChild(install);
  nginx ??= nginxUp();
  // Migrations as a deployment step, in production mode, as the owner (the restore drill's too).
  const migrate = (env) =>
    execFileSync(process.execPath, ['api/dist/cli.js', 'migrate'], {
      cwd: root,
      env: { ...prod, ...env },
      stdio: 'inherit',
    });
  // 2. Test data: the demo accounts, by a one-off development process (production never seeds).
  const seedEnv = {
    ...prod,
    NODE_ENV: 'development',
    MIGRATE_AT_START: '0',
    SEED_DEMO: '1',
    START_IDENTITY: '0',
    PORT: String(P.apis[0]),
  };
  const seed = node('seed', ['api/src/cli.ts', 'api'], seedEnv);
  await waitFor(`http://127.0.0.1:${P.apis[0]}/health/ready`, seed, 'seeding process', 180_000);
  await stopChild(seed);
  // 3. Three API processes and the worker, in production mode.
  const apis = P.apis.map((port, i) =>
    apiProcess(`api${i + 1}`, 'api', {
      ...prod,
      PORT: String(port),
      METRICS_PORT: String(P.metrics[i]),
    }),
  );
  const worker = apiProcess('worker', 'worker', prod);
  for (const [i, a] of apis.entries())
    await waitFor(`http://127.0.0.1:${P.apis[i]}/health/ready`, a, `API ${i + 1}`, 120_000);
  await waitFor(`http://127.0.0.1:${P.worker}/health/ready`, worker, 'worker', 120_000);
  await waitFor(`http://127.0.0.1:${P.api}/health/ready`, nginx, 'nginx (API)');
  await waitFor(`http://127.0.0.1:${P.portal}/`, nginx, 'nginx (portal)');

  for (const [name, ok, detail] of await checkPortal(P)) check(name, ok, detail);
  for (const [name, ok, detail] of await checkAppRole(appUrl)) check(name, ok, detail);
  // 5. The journeys, one API process killed in the middle: at the first journey's end after
  // KILL_AFTER_MS, when no request of the journeys is in flight. Killed mid-request instead, a POST
  // that had reached it answers 502 by design (nginx never re-sends a request that may have been
  // applied), and what is proven here is that the balancer skips the dead process afterwards.
  let armed = false;
  const killer = setTimeout(() => (armed = true), KILL_AFTER_MS);
  // PostgreSQL restarted, then a backup taken, with the journeys running (issue 38 points 1 and 2).
  let drills;
  const readyUrls = [...P.apis, P.worker].map((p) => `http://127.0.0.1:${p}/health/ready`);
  const clientId = prod.COGNITO_CLIENT_SUPERADMIN_ID;
  const mid = { cluster, ownerUrl: url, readyUrls, dir, P, clientId };
  const restarter = setTimeout(() => (drills = midRunDrills(mid)), RESTART_AFTER_MS);
  const killAtJourneyEnd = (line) => {
    if (!armed || !/^\s+[✓✘]\s+\d+ /.test(line)) return;
    armed = false;
    console.log(`killing API process 2 (pid ${apis[1].pid}) with SIGKILL`);
    process.kill(-apis[1].pid, 'SIGKILL');
  };
  const report = path.join(root, 'test-results', 'e2e.json');
  fs.rmSync(report, { force: true });
  await new Promise((resolve) => {
    const pw = spawn(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '--config', 'e2e/playwright.config.ts', ...SPECS],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          PORTAL_URL: portalOrigin,
          MAIL_URL: mailUrl,
          DEXCOM_URL: prod.DEXCOM_BASE_URL,
        },
      },
    );
    // The list reporter prints a journey's line once its page and context are closed.
    createInterface({ input: pw.stdout }).on('line', (line) => {
      console.log(line);
      killAtJourneyEnd(line);
    });
    pw.on('exit', resolve);
  });
  clearTimeout(killer);
  clearTimeout(restarter);
  const { checks, backup } = await (drills ?? { checks: [['PostgreSQL restarted mid-journeys', false]] });
  for (const [name, ok, detail] of checks) check(name, ok, detail);
  check(
    'no API process and not the worker exited (but the one killed)',
    [apis[0], apis[2], worker].every((c) => c.exitCode === null && c.signalCode === null),
  );
  const stats = JSON.parse(fs.readFileSync(report, 'utf8')).stats;
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
  if (stats.unexpected) results.names.push(`${stats.unexpected} journey(s) failed`);
  check(
    'one API process was killed during the journeys',
    apis[1].exitCode !== null || apis[1].signalCode !== null,
  );
  for (const [name, ok, detail] of balancerChecks(path.join(dir, 'access.log'))) check(name, ok, detail);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [name, ok, detail] of await checkMail(client, `http://127.0.0.1:${P.mailWeb}`))
      check(name, ok, detail);
  } finally {
    await client.end();
  }
  // The backup restored into a fresh database, with an API process of its own on it.
  const restored = (env) => apiProcess('restored', 'api', { ...prod, ...env, PORT: String(P.restored) });
  const drill = { backup, cluster, P, migrate, restored, clientId };
  for (const [name, ok, detail] of await restoreDrill(drill)) check(name, ok, detail);
} catch (e) {
  console.error(`rehearsal failed: ${e.message}`);
  results.failed++;
  results.names.push(`rehearsal: ${e.message}`);
} finally {
  await Promise.all(children.map(stopChild));
  pgCluster('stop', cluster);
  await new Promise((r) => log.end(r));
  fs.rmSync(dir, { recursive: true, force: true });
}
if (results.names.length) console.log(`Failed:\n${results.names.map((n) => `  ✘ ${n}`).join('\n')}`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
