import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { call, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';

// Abuse limits count in the database, not in one process's memory (issue 12 point 1). On PostgreSQL
// (CI's first pass, DATABASE_URL set): two API instances on one database, each with its own
// connection pool and limiter, share every count. On PGlite (one process per data folder): an API
// restarted on the same folder goes on counting where the last one stopped.

const onPostgres = Boolean(process.env.DATABASE_URL);
const cap = captureMailer();
let s: Stack;
let other: FastifyInstance;
let otherUrl: string;

beforeAll(async () => {
  s = await startStack({
    mailer: cap.mailer,
    env: { RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT: '4/60', RATE_LIMIT_FORGOT_PASSWORD_IP: '1000/60' },
  });
}, 120_000);
afterAll(async () => {
  await other?.close();
  await s?.stop();
});

/** The second instance: beside the first on PostgreSQL; after it, on the same folder, on PGlite. */
async function second() {
  if (!onPostgres) await s.app.close();
  other = await buildServer({ config: s.config, mailer: cap.mailer, seed: false, strictContract: true });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const addr = other.server.address();
  otherUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

const forgot = (url: string, email: string) =>
  call(url, 'POST', '/auth/password/forgot', { body: { email } });

it(`${onPostgres ? 'two API processes on one PostgreSQL share' : 'a restarted API on the same PGlite folder keeps'} the per-account count`, async () => {
  const email = 'patient@demo.test';
  const firstTwo = [await forgot(s.url, email), await forgot(s.url, email)];
  await second();
  const urls = onPostgres ? [otherUrl, s.url, otherUrl] : [otherUrl, otherUrl, otherUrl];
  const rest = [];
  for (const url of urls) rest.push(await forgot(url, email));
  expect([...firstTwo, ...rest].map((r) => r.status)).toEqual([200, 200, 200, 200, 429]);
  expect(Number(rest[2]?.headers.get('retry-after'))).toBeGreaterThan(0);
}, 120_000);
