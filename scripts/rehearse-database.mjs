// The rehearsal's database drills (scripts/rehearse.mjs, issue 38): the API's own role refused the audit
// trail's structure (point 3), and PostgreSQL restarted in the middle of the journeys (point 1).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const pgCluster = (...args) =>
  execFileSync(path.join(root, 'scripts/pg-cluster.sh'), args.map(String)).toString().trim();

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The API's role (DATABASE_URL) tries to lift the audit trail's trigger; it must be refused. */
export async function checkAppRole(appUrl) {
  const code = await withClient(appUrl, (c) =>
    c.query('ALTER TABLE audit_log DISABLE TRIGGER USER').then(
      () => 'allowed',
      (e) => e.code,
    ),
  );
  return [["the API's database role cannot lift the audit trail's trigger", code === '42501', code]];
}

const status = (url) =>
  fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
    (r) => r.status,
    () => 0,
  );

async function untilReady(urls, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const all = await Promise.all(urls.map(status));
    if (all.every((s) => s === 200) || Date.now() > end) return all;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What was acknowledged before the restart: the audit chain's newest row (every write is audited). */
const newestAudited = (c) =>
  c
    .query(
      'select chain_index::int as index, hash from audit_log order by chain_index desc nulls last limit 1',
    )
    .then((r) => r.rows[0] ?? null);

/**
 * Stops PostgreSQL (fast: every session ended, as a restart or fail-over does), asks each process's
 * readiness while it is down, starts it again and waits until every process is ready on its own.
 * Answers the rehearsal's checks: readiness said 503 while down and 200 after, and the newest audited
 * write from before the stop is still there, unchanged.
 */
export async function restartDatabase({ cluster, ownerUrl, readyUrls }) {
  const before = await withClient(ownerUrl, newestAudited);
  pgCluster('down', cluster);
  const whileDown = await Promise.all(readyUrls.map(status));
  pgCluster('up', cluster);
  const after = await untilReady(readyUrls);
  const kept = await withClient(ownerUrl, (c) =>
    c.query('select hash from audit_log where chain_index = $1', [before?.index ?? 0]).then((r) => r.rows[0]),
  );
  console.log(`PostgreSQL restarted: readiness ${whileDown.join(',')} while down, ${after.join(',')} after`);
  return [
    [
      'readiness answered 503 while PostgreSQL was down',
      whileDown.every((s) => s === 503),
      whileDown.join(','),
    ],
    [
      'every process served again after the restart, without one of its own',
      after.every((s) => s === 200),
      after.join(','),
    ],
    [
      'no write acknowledged before the restart was lost',
      before !== null && kept?.hash === before.hash,
      `audit row ${before?.index}`,
    ],
  ];
}
