import type * as PgliteModule from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { nativeRequire } from '../src/native-require';
import { migrationsFolder } from '../src/paths';
import { databaseKeys } from './database-keys';

// Migration tests: a database left by an earlier release (the journal stopped before a migration),
// with rows written by SQL, opened by this release (which migrates it), on PGlite or PostgreSQL.

/** The migrations folder as the previous release shipped it: the journal stops before `tag`. */
function previousRelease(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-mig-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < tag);
  fs.writeFileSync(file, JSON.stringify(journal));
  return dir;
}

async function legacyPglite(dataDir: string, folder: string, rows: string[]) {
  const { PGlite } = nativeRequire<typeof PgliteModule>('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  await migrate(drizzle({ client }), { migrationsFolder: folder });
  for (const q of rows) await client.query(q);
  await client.close();
}

async function legacyPostgres(url: string, schema: string, folder: string, rows: string[]) {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, options: `-c search_path=${schema}` });
  await pool.query(`CREATE SCHEMA "${schema}"`);
  await migrate(drizzle({ client: pool }), { migrationsFolder: folder, migrationsSchema: schema });
  for (const q of rows) await pool.query(q);
  await pool.end();
}

type Database = Awaited<ReturnType<typeof openDatabase>>;

/** Writes `rows` into a database migrated up to before `tag`, then opens it with this release. */
export async function withLegacyDatabase(
  tag: string,
  rows: string[],
  check: (db: Database) => Promise<void>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-mig-data-'));
  const folder = previousRelease(tag);
  const url = process.env.DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  try {
    if (url) await legacyPostgres(url, schema, folder, rows);
    else await legacyPglite(dataDir, folder, rows);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      ...(url ? databaseKeys() : {}),
      DB_SCHEMA: url ? schema : undefined,
    });
    const database = await openDatabase(config);
    try {
      await check(database);
    } finally {
      await database.close();
    }
  } finally {
    if (url) {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
