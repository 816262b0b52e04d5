import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as PgBossModule from 'pg-boss';
import { Client } from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { startBackground, type Background } from '../src/jobs';
import { startJobs, type Jobs } from '../src/leaves/job-queue';
import type { Mailer } from '../src/mail';
import { nativeRequire } from '../src/native-require';
import { captureMailer } from './mail-capture';
import { databaseKeys } from './database-keys';

// The job queue (issue 29 point 2) on the database the suite runs on (PostgreSQL in CI's first
// pass, PGlite in its second): retries with back-off on the queue's own clock, a dedupe key, one
// runner at a time across two queue instances, and the e-mail outbox sent once and retried when the
// relay fails.

jest.setTimeout(120_000);
const { TestClock } = nativeRequire<typeof PgBossModule>('pg-boss');
const dbUrl = process.env.DATABASE_URL;
const schema = dbUrl ? `t_${randomBytes(6).toString('hex')}` : 'public';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-jobs-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: dbUrl,
  ...(dbUrl ? databaseKeys() : {}),
  DB_SCHEMA: dbUrl ? schema : undefined,
  SEED_DEMO: '0',
  START_IDENTITY: '0',
  OUTBOX_CLAIM_SECONDS: '1',
});
let database: Database;
const opened: Jobs[] = [];

/** A second queue instance on the same database: what another process would be. */
const queue = async (clock?: InstanceType<typeof TestClock>) => {
  const j = await startJobs({
    // Its own schema: the outbox's queue below (and its clock) is another one.
    schema: `${schema === 'public' ? 'queue_test' : `${schema}_q`}`,
    ...(database.pglite ? { pglite: database.pglite } : { connectionString: dbUrl }),
    work: true,
    clock,
    pollSeconds: 0.5,
  });
  opened.push(j);
  return j;
};

/** Waits (real time, bounded) for a condition the queue brings about in the background. */
async function until(what: string, cond: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  database = await openDatabase(config);
}, 120_000);
afterAll(async () => {
  for (const j of opened) await j.stop();
  await database?.close();
  if (dbUrl) {
    const c = new Client({ connectionString: dbUrl });
    await c.connect();
    for (const s of [schema, `${schema}_jobs`, `${schema}_q`])
      await c.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
    await c.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('retries a failed job with back-off on the queue clock, and a dedupe key queues one job', async () => {
  const clock = new TestClock();
  const jobs = await queue(clock);
  const runs: number[] = [];
  await jobs.define<{ n: number }>({
    name: 'test.flaky',
    retries: 2,
    retryDelaySeconds: 60,
    run: async (data, job) => {
      runs.push(job.retryCount);
      if (job.retryCount < 2) throw new Error('provider down');
    },
  });
  // Deferred a second on the queue's clock, so the first surely waits (a worker could otherwise have
  // taken it already, and a running job does not block a waiting one of its key).
  expect(await jobs.enqueue('test.flaky', { n: 1 }, { key: 'k', delaySeconds: 1 })).toEqual(
    expect.any(String),
  );
  // The same key while the first waits: dropped.
  expect(await jobs.enqueue('test.flaky', { n: 2 }, { key: 'k' })).toBeNull();
  await clock.tick(1000);
  await until('the first run', () => runs.length === 1);
  // Back-off: nothing before the first delay (60 s at least) has passed on the queue's clock.
  await clock.tick(30_000);
  await new Promise((r) => setTimeout(r, 1500));
  expect(runs).toEqual([0]);
  await clock.tick(100_000);
  await until('the first retry', () => runs.length === 2);
  await clock.tick(300_000);
  await until('the second retry', () => runs.length === 3);
  expect(runs).toEqual([0, 1, 2]);
  await jobs.stop();
});

it('two queue instances (two processes) never run jobs of one key at the same time', async () => {
  const [a, b] = [await queue(), await queue()];
  let running = 0;
  let most = 0;
  let done = 0;
  for (const jobs of [a, b]) {
    await jobs.define<{ i: number }>({
      name: 'test.exclusive',
      run: async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 300));
        running--;
        done++;
      },
    });
  }
  // One key, enqueued from both sides as each finishes: never two at once.
  for (let i = 0; i < 3; i++) {
    await (i % 2 ? a : b).enqueue('test.exclusive', { i }, { key: 'link-1' });
    await until(`run ${i + 1}`, () => done === i + 1);
  }
  expect(most).toBe(1);
  await Promise.all([a.stop(), b.stop()]);
});

describe('the email outbox', () => {
  let bg: Background;
  let relayDown = true;
  const cap = captureMailer();
  const flaky: Mailer = {
    async send(to, m, h) {
      if (relayDown) throw Object.assign(new Error('relay down'), { name: 'ECONNREFUSED' });
      await cap.mailer.send(to, m, h);
    },
    close() {},
  };
  const clock = new TestClock();
  beforeAll(async () => {
    bg = await startBackground({ database, config, mailer: flaky, work: true, clock });
    opened.push(bg.jobs);
  });

  it('a mail the relay refused is retried by the queue and sent once', async () => {
    const id = await bg.outbox.add(database.db, 'invitation', 'ana@outbox.test', {
      subject: 'Hi',
      text: 'x',
    });
    expect(await bg.outbox.dispatch(id)).toBe(false);
    relayDown = false;
    await new Promise((r) => setTimeout(r, 1100)); // the failed attempt's 1 s claim has ended
    // The queue's retry is due 30 s later on its clock: nothing before, then the queue sends it.
    await clock.tick(10_000);
    expect(await bg.outbox.pending()).toBe(1);
    await clock.tick(25_000);
    await until('the retry', async () => (await bg.outbox.pending()) === 0);
    expect(cap.sent.filter((m) => m.to === 'ana@outbox.test')).toHaveLength(1);
  });

  it('two senders at once (request and queue, two processes) send a row once', async () => {
    const id = await bg.outbox.add(database.db, 'plan-ready', 'bo@outbox.test', {
      subject: 'Plan',
      text: 'y',
    });
    const results = await Promise.all([bg.outbox.deliver(id), bg.outbox.deliver(id), bg.outbox.dispatch(id)]);
    expect(results.filter((r) => r === 'sent' || r === true)).toHaveLength(1);
    expect(await bg.outbox.deliver(id)).toBe('not-due');
    expect(cap.sent.filter((m) => m.to === 'bo@outbox.test')).toHaveLength(1);
  });

  it('keeps no message in clear: sealed while waiting, dropped once sent', async () => {
    const id = await bg.outbox.add(database.db, 'password-code', 'cy@outbox.test', {
      subject: 'Code',
      text: 'Your code: SECRET123',
    });
    const row = async () =>
      (await database.db.execute(
        `select sealed, sent_at from mail_outbox where id = '${id}'`,
      )) as unknown as {
        rows: { sealed: string | null; sent_at: unknown }[];
      };
    const before = (await row()).rows[0]!;
    expect(before.sealed).toMatch(/^v1\./);
    expect(before.sealed).not.toContain('SECRET123');
    expect(before.sealed).not.toContain('cy@outbox.test');
    await bg.outbox.dispatch(id);
    expect((await row()).rows[0]!.sealed).toBeNull();
  });
});
