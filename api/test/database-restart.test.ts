import { Client } from 'pg';
import { demoTokens, expectError, get, startStack, type Stack } from './helpers';

// Issue 38 point 1: the database goes while a request is in a transaction (a restart, a fail-over,
// an administrator ending connections). The process must not crash (a pg client checked out by the
// pool emits 'error', which unheard is an uncaught exception), the request answers a clean 503 with
// Retry-After, and the next request is served without a restart. PostgreSQL only: the embedded PGlite
// lives in the process itself.

jest.setTimeout(120_000);
const dbUrl = process.env.DATABASE_URL;
const onPostgres = dbUrl ? describe : describe.skip;

onPostgres('the database ending the API’s connections mid-request', () => {
  let s: Stack;
  let token: string;
  let admin: Client;
  beforeAll(async () => {
    s = await startStack();
    ({ patient: token } = await demoTokens(s, ['patient']));
    admin = new Client({ connectionString: dbUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await s?.stop();
  });

  /** The API pool's backends (its application_name names the test's schema). */
  const apiName = () => `dcp-api:${s.config.dbSchema}`;

  /** Polls until one of the API's backends waits on a lock (the request is inside its transaction). */
  async function untilWaiting() {
    for (;;) {
      const r = await admin.query(
        `select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
        [apiName()],
      );
      if (r.rows[0].n > 0) return;
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  it('answers 503 with Retry-After, keeps running, and serves the next request', async () => {
    expect((await get(s.url, '/user/this', token)).status).toBe(200);
    // Hold the audit table so the request's audit write waits inside its transaction, then end every
    // connection of the API's pool, as `pg_ctl restart -m fast` does.
    await admin.query('begin');
    await admin.query(`lock table "${s.config.dbSchema}".audit_log in access exclusive mode`);
    const inFlight = get(s.url, '/user/this', token);
    try {
      await untilWaiting();
      const ended = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
        [apiName()],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.query('rollback');
    }
    const res = await inFlight;
    expectError(res, 503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same process, with fresh connections: reads, writes and readiness as before.
    expect((await get(s.url, '/user/this', token)).status).toBe(200);
    expect((await get(s.url, '/health/ready')).status).toBe(200);
  });
});
