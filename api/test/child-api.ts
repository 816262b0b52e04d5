import { spawn, type ChildProcess } from 'node:child_process';
import { apiRoot } from '../src/paths';
import { freePort, type Stack } from './helpers';

export interface ChildApi {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/**
 * The API as its own process on a stack's data (the PGlite folder, or its PostgreSQL schema when
 * DATABASE_URL is set) and identity, started as operators start it: what a test needs that an
 * in-process server cannot give (SIGKILL, OpenTelemetry loaded before everything it instruments).
 * `entry` is the module node runs (one process, node with tsx's loader, so a signal hits the API).
 */
export async function startChildApi(
  s: Stack,
  opts: { entry?: string[]; env?: Record<string, string> } = {},
): Promise<ChildApi> {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: s.dataDir,
    DB_SCHEMA: s.config.dbSchema,
    COGNITO_ENDPOINT: s.identity.endpoint,
    START_IDENTITY: '0',
    ALLOW_LOCAL_ISSUER: '1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...opts.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', ...(opts.entry ?? ['src/main.ts'])], {
    cwd: apiRoot(),
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`API exited ${child.exitCode}: ${stderr.slice(-500)}`);
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`API did not start: ${stderr.slice(-500)}`);
}
