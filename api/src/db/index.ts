import type * as PgliteModule from '@electric-sql/pglite';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as PgModule from 'pg';
import type { Config } from '../config';
import { nativeRequire } from '../native-require';
import { apiRoot, migrationsFolder } from '../paths';
import { acquireLock } from './lock';
import { grantApplicationRole, jobsSchema, roleOf } from './roles';
import * as schema from './schema';
import { orderedQueries } from './statement-order';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (the job queue shares its one connection). */
  pglite?: PgliteModule.PGlite;
  /** PostgreSQL: the pool (its use is a metric). */
  pool?: PgModule.Pool;
  /** Answers when the database answers a trivial query (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database of the config (PostgreSQL when DATABASE_URL is set, else PGlite). Migrates it
 * unless `migrate` is false (production runs `npm run migrate` as a step: config.migrateAtStart).
 */
export async function openDatabase(config: Config, migrate = config.migrateAtStart): Promise<Database> {
  if (!config.databaseUrl) return openPglite(config.dataDir);
  // As the owner (MIGRATE_DATABASE_URL) when there is one, on a connection of its own.
  if (migrate) await migrateDatabase(config);
  return openPostgres(config.databaseUrl, config.dbSchema, config.dbPoolMax);
}

/** Advisory lock key of the migrations: N replicas starting at once migrate one after another. */
export const MIGRATION_LOCK = 0x0dc9_0001;

/**
 * One process, one user: PostgreSQL's default 128 MB of shared buffers is sized for a server shared by
 * many sessions; the embedded database reads its files through the operating system's cache anyway.
 * 32 MB saved ≈ 120 MiB at rest when it came (issue 16); 16 MB saves 18 MiB more of the WebAssembly
 * memory (issue 41 point 3: with scripts/pglite-process.mjs's flags, 312–361 → 216–233 MiB at rest),
 * for 8 % fewer list requests per second at 50 connections (docs/performance.md, "API memory at rest").
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * PGlite runs initdb inside the process that creates a data folder, and that process keeps initdb's
 * memory (≈ 500 MiB resident) for the rest of its life. A short-lived child creates the folder, so the
 * API itself only ever opens an existing one.
 */
function createDataFolder(dir: string): void {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const entry = createRequire(path.join(apiRoot(), 'package.json')).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(entry)}).PGlite.create(${JSON.stringify(dir)}).then((db) => db.close())`;
  execFileSync(process.execPath, ['-e', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 120_000,
  });
}

async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const dir = path.join(dataDir, 'pglite');
  const lock = acquireLock(`${dir}.lock`, `PGlite data folder ${dir}`);
  try {
    const { PGlite } = nativeRequire<typeof PgliteModule>('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    createDataFolder(dir);
    const client = orderedQueries(await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS }));
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      ping: async () => void (await client.query('select 1')),
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}

async function openPostgres(url: string, dbSchema: string, poolMax: number): Promise<Database> {
  const { Pool } = nativeRequire<typeof PgModule>('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({
    connectionString: url,
    max: poolMax,
    options: `-c search_path=${dbSchema}`,
    // A request waits this long for a connection while the server is away, then answers 503.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // pg_stat_activity names the process and its schema (tests end one schema's connections).
    application_name: `dcp-api${dbSchema === 'public' ? '' : `:${dbSchema}`}`.slice(0, 63),
  });
  rideOutRestarts(pool);
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool,
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/** How long a request waits for a connection (the server restarting) before it answers 503. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A server that goes (a restart, a fail-over) must not crash the process (issue 38 point 1). pg-pool
 * listens for an idle client's 'error', but takes its listener off while the client is checked out
 * (a transaction): then the client's 'error' event, unheard, is an uncaught exception. A listener on
 * every client for its whole life makes that a failed query (answered 503) and a client discarded.
 */
function rideOutRestarts(pool: PgModule.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => void client.on('error', () => undefined));
}

/**
 * Applies pending migrations while holding a session advisory lock on one connection: replicas that
 * start together (or `npm run migrate` run twice) wait for the first, then find nothing to do. Creates
 * the job queue's schema too, and grants `appRole` (the API's, when it is not the owner) its rights.
 */
export async function migratePostgres(
  pool: PgModule.Pool,
  dbSchema: string,
  appRole?: string,
): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    if (dbSchema !== 'public') await client.query(`CREATE SCHEMA IF NOT EXISTS "${dbSchema}"`);
    await migrate(drizzle({ client, schema }), {
      migrationsFolder: migrationsFolder(),
      migrationsSchema: dbSchema === 'public' ? 'drizzle' : dbSchema,
    });
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${jobsSchema(dbSchema)}"`);
    if (appRole) await grantApplicationRole(client, dbSchema, appRole);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * `npm run migrate`: applies pending migrations and closes (PostgreSQL under the advisory lock), as the
 * owner MIGRATE_DATABASE_URL names, else as DATABASE_URL's role (one role for both, as before).
 */
export async function migrateDatabase(config: Config): Promise<void> {
  if (!config.databaseUrl) return (await openPglite(config.dataDir)).close();
  const ownerUrl = config.migrateDatabaseUrl ?? config.databaseUrl;
  const appRole = roleOf(config.databaseUrl);
  const { Pool } = nativeRequire<typeof PgModule>('pg');
  const pool = new Pool({
    connectionString: ownerUrl,
    max: 1,
    options: `-c search_path=${config.dbSchema}`,
  });
  rideOutRestarts(pool);
  try {
    await migratePostgres(pool, config.dbSchema, appRole === roleOf(ownerUrl) ? undefined : appRole);
  } finally {
    await pool.end();
  }
}
