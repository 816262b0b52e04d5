// The rehearsal's backup drill (scripts/rehearse.mjs, issue 38 point 2): a backup taken mid-run with
// pg_dump, restored into a fresh database, an API process started on it, and checked — every table's
// rows as they were at the backup's moment, the audit chain against the head the API processes had
// published (to audit_heads, which their role cannot write) before it, and a sign-in. docs/deploy.md ("Backups") gives the operator's steps.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pgCluster, restartDatabase } from './rehearse-database.mjs';
import { waitFor } from './stack.mjs';

const DEMO_PASSWORD = 'DemoPass#2026';

/** Rows of every product table, read in `client`'s transaction (its snapshot). */
async function counts(client) {
  const { rows } = await client.query(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out = {};
  for (const { name } of rows)
    out[name] = (await client.query(`select count(*)::int as n from "${name}"`)).rows[0].n;
  return out;
}

/**
 * The newest head the processes published to audit_heads, once one names a row: the worker publishes
 * one a minute (AUDIT_HEAD_EVERY_MINUTES=1 in the rehearsal), and logs it too.
 */
async function publishedHead(ownerUrl) {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    for (const end = Date.now() + 120_000; Date.now() < end; await new Promise((r) => setTimeout(r, 1000))) {
      const { rows } = await client.query(
        'select chain_index::int as index, hash from audit_heads order by chain_index desc limit 1',
      );
      if (rows[0]) return rows[0];
    }
    return undefined;
  } finally {
    await client.end();
  }
}

/**
 * pg_dump of the product's schemas as one snapshot (the queue's schema is left out: its jobs are
 * rebuilt from the data, and it belongs to the API's role), with the row counts of that snapshot.
 */
export async function takeBackup({ ownerUrl, file }) {
  const head = await publishedHead(ownerUrl);
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read');
    const snapshot = (await client.query('select pg_export_snapshot() as s')).rows[0].s;
    execFileSync('pg_dump', [
      `--dbname=${ownerUrl}`,
      `--snapshot=${snapshot}`,
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--exclude-schema=pgboss',
      `--file=${file}`,
    ]);
    const rows = await counts(client);
    await client.query('commit');
    console.log(`backup taken (${fs.statSync(file).size} bytes), published head ${head?.index}`);
    return { file, rows, head };
  } finally {
    await client.end();
  }
}

/**
 * Mid-journeys: a sign-in through the balancer (an acknowledged, audited write), PostgreSQL restarted,
 * then a backup taken. Answers the restart's checks and the backup.
 */
export async function midRunDrills({ cluster, ownerUrl, readyUrls, dir, P, clientId }) {
  const identity = `http://127.0.0.1:${P.identity}`;
  const signedIn = await signIn(identity, clientId, `http://127.0.0.1:${P.api}`);
  const checks = await restartDatabase({ cluster, ownerUrl, readyUrls });
  checks.push(['a sign-in was acknowledged just before the restart', Boolean(signedIn)]);
  return { checks, backup: await takeBackup({ ownerUrl, file: path.join(dir, 'backup.dump') }) };
}

const ask = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });

/** A fresh sign-in as the demo superadmin: the identity's ID token exchanged at the API. */
async function signIn(identity, clientId, api) {
  const r = await ask(identity, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: 'superadmin@demo.test', PASSWORD: DEMO_PASSWORD },
    }),
  });
  const token = (await r.json()).AuthenticationResult?.IdToken;
  const x = await ask(`${api}/auth/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return x.ok ? (await x.json()).jwt : undefined;
}

/**
 * Restores `backup` into a new database of the cluster, migrates it (the grants to the API's role),
 * starts an API process on it (`restored(env)` starts it on P.restored) and answers the drill's checks.
 */
export async function restoreDrill({ backup, cluster, P, migrate, restored, clientId }) {
  const ownerUrl = pgCluster('database', cluster, P.pg, 'dcp_restore');
  const appUrl = ownerUrl.replace('//dcp:dcp@', '//dcp_app:dcp_app@');
  const t0 = performance.now();
  execFileSync('pg_restore', [`--dbname=${ownerUrl}`, '--no-owner', '--no-privileges', backup.file]);
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  const rows = await counts(client).finally(() => client.end());
  migrate({ DATABASE_URL: appUrl, MIGRATE_DATABASE_URL: ownerUrl });
  const api = `http://127.0.0.1:${P.restored}`;
  await waitFor(
    `${api}/health/ready`,
    restored({ DATABASE_URL: appUrl }),
    'API on the restored database',
    120_000,
  );
  console.log(`restored and serving in ${Math.round(performance.now() - t0)} ms`);
  const jwt = await signIn(`http://127.0.0.1:${P.identity}`, clientId, api);
  const h = backup.head;
  const chain = jwt
    ? await (
        await ask(`${api}/audit/chain?index=${h?.index}&hash=${h?.hash}`, {
          headers: { authorization: `Bearer ${jwt}` },
        })
      ).json()
    : {};
  const differ = Object.keys(backup.rows).filter((t) => rows[t] !== backup.rows[t]);
  return [
    [
      "the restored database holds every table's rows as at the backup's moment",
      Object.keys(rows).length > 0 && differ.length === 0,
      differ.length
        ? differ.map((t) => `${t} ${rows[t]}≠${backup.rows[t]}`).join(', ')
        : `${Object.keys(rows).length} tables`,
    ],
    ['a fresh sign-in works on the restored database', Boolean(jwt)],
    [
      'the restored audit chain verifies against the head published before the backup',
      chain.intact === true && chain.published === 'matches',
      `head ${h?.index}: ${chain.published}`,
    ],
  ];
}
