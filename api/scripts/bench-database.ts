// What every bench worker starts from (issue 40 point 5: the workers had copied it): a fresh database
// — PGlite in a temporary folder, or a schema of its own on DATABASE_URL — with one empty clinic, and
// the API's helpers the workers share. A worker gives its own settings on top (an identity endpoint,
// the Dexcom emulator's URL).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db';
import { accounts, clinics } from '../src/db/schema';

export interface BenchDatabase {
  dataDir: string;
  config: Config;
  database: Database;
  db: Db;
  clinicId: string;
  /** Drops the bench's schema (PostgreSQL), closes the database and removes the folder. */
  close(): Promise<void>;
}

/**
 * Opens the bench's database in a new folder `dcp-bench-<name>-…`. `settings` are the worker's own,
 * given the folder (cognito-local keeps its data there).
 */
export async function openBenchDatabase(
  name: string,
  settings: (dataDir: string) => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dcp-bench-${name}-`));
  const dbUrl = process.env.DATABASE_URL || undefined;
  const schema = dbUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
    // Every process on a shared database is given the same keys (the bench sets one set; without the
    // audit and pseudonym keys a PostgreSQL row stopped at loadConfig).
    DEXCOM_TOKEN_KEY: process.env.DEXCOM_TOKEN_KEY,
    AUDIT_HMAC_KEY: process.env.AUDIT_HMAC_KEY,
    PSEUDONYM_KEY: process.env.PSEUDONYM_KEY,
    DB_SCHEMA: schema,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    START_IDENTITY: '0',
    ...(await settings(dataDir)),
  });
  const database = await openDatabase(config);
  const [clinic] = await database.db.insert(clinics).values({ name: 'Bench Clinic' }).returning();
  return {
    dataDir,
    config,
    database,
    db: database.db,
    clinicId: clinic!.id,
    async close() {
      if (schema)
        await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)).catch(() => {});
      await database.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An active account of the bench's clinic (none for a superadmin). */
export async function benchAccount(
  bench: BenchDatabase,
  role: 'superadmin' | 'doctor' | 'patient',
  email: string,
): Promise<string> {
  const [a] = await bench.db
    .insert(accounts)
    .values({
      pool: role,
      email,
      role,
      status: 'ACTIVE',
      clinicId: role === 'superadmin' ? undefined : bench.clinicId,
    })
    .returning();
  return a!.id;
}

/** The local port a listening Fastify app (or any server) was given. */
export const portOf = (app: { server: { address(): unknown } }) =>
  (app.server.address() as { port: number } | null)?.port ?? 0;
