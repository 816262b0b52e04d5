// Starts the whole embedded portal: maildev, the API (which starts cognito-local), and the static
// portal. Used by `npm start`, by `npm test` (end-to-end) and by `npm run bench`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcess } from './pglite-process.mjs';
import { startRoundRobinProxy } from './proxy.mjs';
import { startPortal, startWidgetExample } from './serve.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export const DEFAULT_PORTS = {
  portal: 8080,
  api: 4000,
  identity: 9229,
  smtp: 1025,
  mailWeb: 1080,
  dexcom: 4300,
  // The connect widget's example host page: another origin, allowed by DEXCOM_WIDGET_ORIGINS.
  widgetExample: 8090,
};

export async function waitFor(url, child, name, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** `log`: a write stream that also receives every line (the e2e run scans it: scripts/log-scan.mjs). */
export function run(name, command, args, env, quiet, log = null) {
  // Its own process group, so stopping it also stops what it started (the API's cognito-local).
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  if (!quiet) {
    child.stdout.on('data', (c) => console.log(prefix(c)));
  }
  child.stderr.on('data', (c) => console.error(prefix(c)));
  if (log)
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => log.write(`${prefix(c)}\n`));
  return child;
}

export function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const signalGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => signalGroup('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      // Anything of the group still alive after a clean exit (an orphaned child) goes too.
      signalGroup('SIGKILL');
      resolve();
    });
    signalGroup('SIGTERM');
  });
}

/**
 * `apiArgs`: node's arguments for each API process — by default the TypeScript source through tsx;
 * the benches pass a compiled bundle (`<dist>/cli.js api`, api/scripts/build.mjs), as production runs.
 * @param {{ ports?: Partial<typeof DEFAULT_PORTS>, dataDir?: string, env?: Record<string,string>, quiet?: boolean, logFile?: string, apiArgs?: string[] }} opts
 */
export async function startStack({
  ports: wanted = {},
  dataDir,
  env: extra = {},
  quiet = false,
  logFile,
  apiArgs = ['--import', 'tsx', 'api/src/main.ts'],
} = {}) {
  const log = logFile ? fs.createWriteStream(logFile) : null;
  const ports = { ...DEFAULT_PORTS, ...wanted };
  const portalOrigin = `http://localhost:${ports.portal}`;
  const widgetExampleOrigin = `http://localhost:${ports.widgetExample}`;
  const env = {
    ...process.env,
    PORT: String(ports.api),
    PORTAL_ORIGIN: portalOrigin,
    COGNITO_PORT: String(ports.identity),
    COGNITO_ENDPOINT: `http://127.0.0.1:${ports.identity}`,
    SMTP_PORT: String(ports.smtp),
    START_IDENTITY: '1',
    // The stack always runs the identity emulator, so the API accepts its issuer (also on PostgreSQL).
    ALLOW_LOCAL_ISSUER: '1',
    // The Dexcom API v3 emulator is the embedded default; DEXCOM_BASE_URL set outside points elsewhere.
    DEXCOM_BASE_URL: process.env.DEXCOM_BASE_URL || `http://127.0.0.1:${ports.dexcom}`,
    DEXCOM_EMULATOR_PORT: String(ports.dexcom),
    // Sites that may embed the connect widget: the embedded example page unless set outside.
    DEXCOM_WIDGET_ORIGINS: process.env.DEXCOM_WIDGET_ORIGINS ?? widgetExampleOrigin,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...extra,
  };
  // The mail catcher shows every e-mail (temporary passwords, reset links): loopback unless told otherwise.
  const mailHost = env.EMBEDDED_HOST || '127.0.0.1';
  if (!['127.0.0.1', '::1', 'localhost'].includes(mailHost)) {
    console.warn(
      `WARNING: EMBEDDED_HOST=${mailHost}: the mail catcher is reachable from the network (one machine only: docs/security.md)`,
    );
  }
  const children = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await new Promise((r) => (portal ? portal.close(r) : r()));
    await new Promise((r) => (example ? example.close(r) : r()));
    await new Promise((r) => (proxy ? proxy.close(r) : r()));
    await new Promise((r) => (log ? log.end(r) : r()));
  };
  let portal = null;
  let example = null;
  let proxy = null;
  let api;
  try {
    const mail = run(
      'mail',
      bin('maildev'),
      [
        '--smtp',
        String(ports.smtp),
        '--web',
        String(ports.mailWeb),
        '--ip',
        mailHost,
        '--web-ip',
        mailHost,
        '--silent',
      ],
      env,
      quiet,
      log,
    );
    children.push(mail);
    const startEmulator = !process.env.DEXCOM_BASE_URL;
    const dexcom = startEmulator
      ? run('dexcom', process.execPath, ['--import', 'tsx', 'dexcom-emulator/src/main.ts'], env, quiet, log)
      : null;
    if (dexcom) children.push(dexcom);
    // node itself (not the tsx binary) so SIGTERM reaches the API and it shuts down cleanly. On the
    // embedded database, with the flags that keep its memory at rest small (pglite-process.mjs).
    const how = apiProcess(env.DATABASE_URL);
    const startApi = (name, extraEnv) =>
      run(
        name,
        process.execPath,
        [...how.nodeArgs, ...apiArgs],
        { ...env, ...how.env, ...extraEnv },
        quiet,
        log,
      );
    // With DATABASE_URL the environment must give AUDIT_HMAC_KEY, PSEUDONYM_KEY and DEXCOM_TOKEN_KEY
    // (the API refuses to start without them: api/src/config-keys.ts); every process gets the same.
    // API_PROCESSES=2 (PostgreSQL only): two API processes behind a round-robin proxy on the API's
    // port, the first one starting the identity emulator and seeding (docs/deploy.md).
    const processes = Number(env.API_PROCESSES || 1);
    if (processes > 1 && !env.DATABASE_URL) throw new Error('API_PROCESSES > 1 needs DATABASE_URL');
    const apiPorts = processes > 1 ? Array.from({ length: processes }, (_, i) => ports.api + 101 + i) : [];
    api = startApi('api', processes > 1 ? { PORT: String(apiPorts[0]) } : {});
    children.push(api);
    if (processes > 1) {
      await waitFor(`http://127.0.0.1:${apiPorts[0]}/health`, api, 'API 1', 120_000);
      for (let i = 1; i < processes; i++) {
        const more = startApi(`api${i + 1}`, { PORT: String(apiPorts[i]), START_IDENTITY: '0' });
        children.push(more);
        await waitFor(`http://127.0.0.1:${apiPorts[i]}/health`, more, `API ${i + 1}`, 120_000);
      }
      proxy = await startRoundRobinProxy({ port: ports.api, targets: apiPorts });
    }
    portal = await startPortal({
      port: ports.portal,
      env: {
        ...env,
        API_URL: `http://localhost:${ports.api}`,
        // The browser reaches the identity only through the API's allow-listing /identity route.
        COGNITO_PUBLIC_ENDPOINT: `http://localhost:${ports.api}/identity`,
      },
    });
    example = await startWidgetExample({ port: ports.widgetExample, portalOrigin });
    await waitFor(`http://127.0.0.1:${ports.mailWeb}/`, mail, 'maildev');
    await waitFor(`http://127.0.0.1:${ports.api}/health`, api, 'API', 120_000);
    if (dexcom) await waitFor(`http://127.0.0.1:${ports.dexcom}/health`, dexcom, 'Dexcom emulator');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ports,
    // The (first) API process: the bench reads its resident memory.
    apiPid: api.pid,
    urls: {
      portal: portalOrigin,
      api: `http://localhost:${ports.api}`,
      docs: `http://localhost:${ports.api}/api/docs`,
      mail: `http://localhost:${ports.mailWeb}`,
      identity: `http://127.0.0.1:${ports.identity}`,
      dexcom: env.DEXCOM_BASE_URL,
      widgetExample: widgetExampleOrigin,
    },
    stop,
  };
}
