import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { migrationsFolder, repoRoot } from '../src/paths';
import { databaseKeys } from './database-keys';

// Issue 29 point 4: `npm run migrate` holds an advisory lock, so N replicas that migrate at once (a
// rolling deploy's first pods, or a migrate Job beside API pods that migrate at start) apply each
// migration exactly once. PostgreSQL only: the embedded PGlite is one process by construction.

jest.setTimeout(120_000);
const dbUrl = process.env.DATABASE_URL;
const onPostgres = dbUrl ? it : it.skip;

function migrate(schema: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli.ts', 'migrate'], {
      cwd: repoRoot(),
      env: {
        ...process.env,
        JEST_WORKER_ID: '',
        DATABASE_URL: dbUrl,
        ...databaseKeys(),
        DB_SCHEMA: schema,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    for (const s of [child.stdout, child.stderr]) s.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

onPostgres('four migrate processes started together all succeed and apply every migration once', async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const c = new Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const runs = await Promise.all([1, 2, 3, 4].map(() => migrate(schema)));
    for (const r of runs)
      expect(r).toMatchObject({ code: 0, out: expect.stringContaining('migrations applied') });
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = await c.query(`select count(*)::int as n from "${schema}".__drizzle_migrations`);
    expect(applied.rows[0].n).toBe(journal.entries.length);
    const tables = await c.query(
      `select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name = 'accounts'`,
      [schema],
    );
    expect(tables.rows[0].n).toBe(1);
  } finally {
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await c.end();
  }
});
