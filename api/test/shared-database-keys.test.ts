import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { DATABASE_KEYS, type DatabaseKey } from '../src/config-keys';
import { repoRoot } from '../src/paths';
import { startStack } from './helpers';

// Issue 38 point 6: with DATABASE_URL (a database several processes may share) every key must be
// given; a key made per data folder would leave two processes disagreeing (the audit chain breaks,
// research codes differ, one cannot open the provider tokens another sealed). The embedded default
// still makes its own, once per data folder (pseudonym.test.ts, crypto.test.ts).

jest.setTimeout(120_000);
const NAMES = Object.keys(DATABASE_KEYS) as DatabaseKey[];
// Nothing listens there: the refusal must come before any connection.
const SHARED = 'postgres://dcp:dcp@127.0.0.1:1/dcp';
const given = Object.fromEntries(NAMES.map((k) => [k, Buffer.alloc(32, k.length).toString('base64')]));
const KEY_FILES = ['audit-hmac.key', 'pseudonym.key', 'dexcom-token.key'];

const folders: string[] = [];
const emptyFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-keys-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The part of the refusal that lists what is missing. */
const missingOf = (load: () => unknown) => {
  try {
    load();
  } catch (e) {
    return /missing: (.*?)\. Make each/.exec((e as Error).message)?.[1] ?? (e as Error).message;
  }
  return 'started';
};

describe('with DATABASE_URL every key is required', () => {
  it.each(NAMES)('refuses to start without %s, naming it alone and how to make one', (name) => {
    const dataDir = emptyFolder();
    const env = { DATA_DIR: dataDir, DATABASE_URL: SHARED, ...given, [name]: '' };
    expect(() => loadConfig(env)).toThrow(/openssl rand -base64 32/);
    const missing = missingOf(() => loadConfig(env));
    expect(missing).toContain(name);
    for (const other of NAMES.filter((k) => k !== name)) expect(missing).not.toContain(other);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('starts with every key given; without DATABASE_URL none is required', () => {
    expect(loadConfig({ DATA_DIR: emptyFolder(), DATABASE_URL: SHARED, ...given }).databaseUrl).toBe(SHARED);
    expect(loadConfig({ DATA_DIR: emptyFolder(), DATABASE_URL: '' }).embedded).toBe(true);
  });

  it('an API process started as operators start it exits naming every missing key, writing nothing', async () => {
    const dataDir = emptyFolder();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli.ts', 'api'], {
      cwd: repoRoot(),
      env: {
        ...process.env,
        JEST_WORKER_ID: '',
        DATA_DIR: dataDir,
        DATABASE_URL: SHARED,
        // The test run's own keys (scripts/test.mjs gives them on PostgreSQL) are not this process's.
        ...Object.fromEntries(NAMES.map((k) => [k, ''])),
        NODE_ENV: '',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    for (const s of [child.stdout, child.stderr]) s.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(1);
    expect(out).toMatch(
      /missing: AUDIT_HMAC_KEY .*, PSEUDONYM_KEY .*, DEXCOM_TOKEN_KEY .*openssl rand -base64 32/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

// On PostgreSQL (CI's first pass): the API starts with the keys it is given and makes none of its own.
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres('on PostgreSQL with every key given the API starts and writes no key file', async () => {
  const s = await startStack();
  try {
    // Every key is read at start (the audit chain, the export routes, the outbox and the job queue).
    expect((await fetch(`${s.url}/health/ready`)).status).toBe(200);
    expect(KEY_FILES.filter((f) => fs.existsSync(path.join(s.dataDir, f)))).toEqual([]);
  } finally {
    await s.stop();
  }
});
