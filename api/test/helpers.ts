import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyInstance } from 'fastify';
import type { Clock } from 'pg-boss';
import { Client } from 'pg';
import { loadConfig, type Config } from '../src/config';
import { Problem, type Pool } from '../src/contracts';
import { startCognitoLocal, type IdentityHandle } from '../src/identity/cognito-local';
import type { Mailer } from '../src/mail';
import { DEMO_PASSWORD } from '../src/seed';
import { buildServer } from '../src/server';
import { databaseKeys } from './database-keys';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface Stack {
  url: string;
  app: FastifyInstance;
  config: Config;
  identity: IdentityHandle;
  dataDir: string;
  /** Real sign-in against cognito-local (USER_PASSWORD_AUTH); answers the ID and access tokens. */
  signIn(
    pool: Pool,
    email: string,
    password: string,
    newPassword?: string,
  ): Promise<{ id: string; access: string }>;
  /** Sign-in plus exchange at POST /auth/jwt; answers the API token. */
  apiToken(pool: Pool, email: string, password: string, newPassword?: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * One real stack per test file: cognito-local on a free port seeded by our code, the API on port 0
 * with a temp DATA_DIR, on PGlite — or on PostgreSQL in a fresh random schema when DATABASE_URL is set.
 */
export async function startStack(
  opts: {
    mailer?: Mailer;
    env?: Record<string, string>;
    logStream?: { write: (line: string) => void };
    /** The job queue's clock (pg-boss's TestClock), which recurring jobs also read the time from. */
    clock?: Clock;
  } = {},
): Promise<Stack> {
  const dbUrl = process.env.DATABASE_URL;
  // A shared database needs every key given (config-keys.ts), before anything reads the configuration
  // from process.env; PGlite makes its own in the data folder.
  const keys = dbUrl ? databaseKeys() : {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-api-'));
  const identity = await startCognitoLocal({ dataDir, port: await freePort() });
  const schema = dbUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    COGNITO_ENDPOINT: identity.endpoint,
    DATABASE_URL: dbUrl,
    ...keys,
    DB_SCHEMA: schema,
    ALLOW_LOCAL_ISSUER: '1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    // No reminders on their own: the demo patients' week-old questionnaires would be mailed mid-test
    // (the reminders' tests run them on their clock, or turn the schedule on).
    REMINDERS_EVERY_MINUTES: '0',
    // Settings a test file sets low (limits), never the database or identity above.
    ...opts.env,
  });
  let app: FastifyInstance;
  try {
    app = await buildServer({
      config,
      mailer: opts.mailer,
      strictContract: true,
      logStream: opts.logStream,
      clock: opts.clock,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (e) {
    await identity.stop();
    throw e;
  }
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const sdk = new CognitoIdentityProviderClient({
    endpoint: identity.endpoint,
    region: config.identity.region,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const signIn: Stack['signIn'] = async (pool, email, password, newPassword) => {
    const ClientId = config.identity.pools[pool].clientId;
    const r = await sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    let result = r.AuthenticationResult;
    if (r.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
      if (!newPassword) throw new Error('NEW_PASSWORD_REQUIRED');
      const c = await sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: r.Session,
          ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
        }),
      );
      result = c.AuthenticationResult;
    }
    if (!result?.IdToken || !result.AccessToken) throw new Error('no tokens');
    return { id: result.IdToken, access: result.AccessToken };
  };
  const apiToken: Stack['apiToken'] = async (pool, email, password, newPassword) => {
    const { id } = await signIn(pool, email, password, newPassword);
    const res = await post(url, '/auth/jwt', { token: id });
    if (res.status !== 200) throw new Error(`exchange failed: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as { jwt: string }).jwt;
  };
  const stop = async () => {
    try {
      await app.close();
    } finally {
      await identity.stop();
      sdk.destroy();
      if (dbUrl && schema) {
        const c = new Client({ connectionString: dbUrl });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await c.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
        await c.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  return { url, app, config, identity, dataDir, signIn, apiToken, stop };
}

/** A demo account of the seed: `<name>@demo.test`, in the pool its name starts with (patient2 → patient). */
export type DemoName = 'superadmin' | 'admin' | 'doctor' | 'patient' | 'patient2' | 'patient3';

/** API tokens of seeded demo accounts, one sign-in each (every test file needs a few of them). */
export async function demoTokens<N extends DemoName>(
  s: Stack,
  names: readonly N[],
): Promise<Record<N, string>> {
  const out = {} as Record<N, string>;
  for (const n of names)
    out[n] = await s.apiToken(n.replace(/\d+$/, '') as Pool, `${n}@demo.test`, DEMO_PASSWORD);
  return out;
}

/**
 * A test file's stack and its demo accounts' tokens: started before the file's tests, stopped after
 * them (the arrange step most files wrote out; read `t.s`, `t.tok` inside the tests).
 */
export function demoStack<N extends DemoName>(names: readonly N[]) {
  const t = { s: undefined as unknown as Stack, tok: {} as Record<N, string> };
  beforeAll(async () => {
    t.s = await startStack();
    t.tok = await demoTokens(t.s, names);
  });
  afterAll(async () => {
    await t.s?.stop();
  });
  return t;
}

export interface Res {
  status: number;
  headers: Headers;
  body: unknown;
}
export async function call(
  url: string,
  method: string,
  p: string,
  opts: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Res> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) {
    body = opts.raw;
    headers['content-type'] ??= 'application/json';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const r = await fetch(url + p, { method, headers, body });
  const text = await r.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: r.status, headers: r.headers, body: parsed };
}
export const get = (url: string, p: string, token?: string) => call(url, 'GET', p, { token });
export const post = (url: string, p: string, body?: unknown, token?: string) =>
  call(url, 'POST', p, { body, token });
/** POST a file body (mass import): `text/csv` unless told otherwise. */
export const postFile = (url: string, p: string, raw: string, token?: string, type = 'text/csv') =>
  call(url, 'POST', p, { raw, token, headers: { 'content-type': type } });
export const put = (url: string, p: string, token?: string) => call(url, 'PUT', p, { token });

/** Asserts an RFC 9457 problem (application/problem+json) with a non-empty detail. */
export function expectError(res: Res, status: number, detail?: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const b = res.body as Problem;
  expect(Problem.strict().parse(b)).toEqual(b);
  expect(b).toMatchObject({
    type: expect.any(String),
    title: expect.any(String),
    status,
    detail: expect.any(String),
  });
  expect(b.detail.length).toBeGreaterThan(0);
  if (detail) expect(b.detail).toMatch(detail);
}

/** The signed-in account's opaque id (how paths name people, issue 15 §7). */
export const accountId = async (url: string, token: string): Promise<string> =>
  ((await get(url, '/user/this', token)).body as { id: string }).id;
