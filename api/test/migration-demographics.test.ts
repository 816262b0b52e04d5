import type * as PgliteModule from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { surveyInstances } from '../src/db/schema-surveys';
import { nativeRequire } from '../src/native-require';
import { migrationsFolder } from '../src/paths';
import { accountView } from '../src/people';

jest.setTimeout(60_000);

// Migration 0003 folds the demographics table into survey instances: a data folder (or PostgreSQL
// schema) left by the previous release must start and keep every entry with its status.

const PATIENT = '00000000-0000-4000-8000-0000000000a1';
const DOCTOR = '00000000-0000-4000-8000-0000000000a2';
const LEGACY = [
  `INSERT INTO clinics (id, name) VALUES ('00000000-0000-4000-8000-0000000000c1', 'Old Clinic')`,
  `INSERT INTO accounts (id, pool, email, role, status, clinic_id) VALUES
     ('${PATIENT}', 'patient', 'p@old.test', 'patient', 'ACTIVE', '00000000-0000-4000-8000-0000000000c1'),
     ('${DOCTOR}', 'doctor', 'd@old.test', 'doctor', 'ACTIVE', '00000000-0000-4000-8000-0000000000c1')`,
  // e1: an entry never opened (no instance yet); e2: the doctor's; e3: opened, so already an instance,
  // whose status is the true one (the entry's mirror lagged behind).
  `INSERT INTO demographics (id, account_id, status, created_at) VALUES
     ('00000000-0000-4000-8000-0000000000e1', '${PATIENT}', 'CREATED', '2026-01-01T00:00:00Z'),
     ('00000000-0000-4000-8000-0000000000e2', '${DOCTOR}', 'COMPLETED', '2026-01-02T00:00:00Z'),
     ('00000000-0000-4000-8000-0000000000e3', '${PATIENT}', 'IN_PROGRESS', '2026-01-03T00:00:00Z')`,
  `INSERT INTO survey_instances (id, survey_id, respondent_account_id, status, created_at) VALUES
     ('00000000-0000-4000-8000-0000000000e3', 'demographics-patient-v1', '${PATIENT}', 'COMPLETED', '2026-01-03T00:00:00Z')`,
];

/** The migrations folder as the previous release shipped it: the journal stops before 0003. */
function previousRelease(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-mig-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0003');
  fs.writeFileSync(file, JSON.stringify(journal));
  return dir;
}

async function legacyPglite(dataDir: string, folder: string) {
  const { PGlite } = nativeRequire<typeof PgliteModule>('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  await migrate(drizzle({ client }), { migrationsFolder: folder });
  for (const q of LEGACY) await client.query(q);
  await client.close();
}

async function legacyPostgres(url: string, schema: string, folder: string) {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, options: `-c search_path=${schema}` });
  await pool.query(`CREATE SCHEMA "${schema}"`);
  await migrate(drizzle({ client: pool }), { migrationsFolder: folder, migrationsSchema: schema });
  for (const q of LEGACY) await pool.query(q);
  await pool.end();
}

it('an existing database migrates: every demographics entry becomes an instance, statuses kept', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-mig-data-'));
  const folder = previousRelease();
  const url = process.env.DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  try {
    if (url) await legacyPostgres(url, schema, folder);
    else await legacyPglite(dataDir, folder);
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DB_SCHEMA: url ? schema : undefined });
    const database = await openDatabase(config);
    try {
      const patient = await accountView(database.db, PATIENT);
      expect(patient?.demographics).toEqual([
        { id: '00000000-0000-4000-8000-0000000000e1', status: 'CREATED' },
        { id: '00000000-0000-4000-8000-0000000000e3', status: 'COMPLETED' },
      ]);
      const doctor = await accountView(database.db, DOCTOR);
      expect(doctor?.demographics).toEqual([
        { id: '00000000-0000-4000-8000-0000000000e2', status: 'COMPLETED' },
      ]);
      const [entry] = await database.db
        .select({ surveyId: surveyInstances.surveyId })
        .from(surveyInstances)
        .where(eq(surveyInstances.id, '00000000-0000-4000-8000-0000000000e2'));
      expect(entry?.surveyId).toBe('demographics-doctor-v1');
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
});
