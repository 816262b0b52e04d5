// Worker of scripts/bench-import.mjs (run with tsx): one timed import — POST user/bulkSignup of a CSV
// of N rows, sent in slices as the portal sends it — against a fresh cognito-local and a fresh PGlite
// (or schema of DATABASE_URL), so every run starts from the same empty clinic. Mail goes to a mailer
// that drops it (the SMTP relay is not what is measured). Prints one JSON line on stdout.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createSession } from '../src/auth/sessions';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { accounts, clinics } from '../src/db/schema';
import { startCognitoLocal } from '../src/identity/cognito-local';
import { buildServer } from '../src/server';

const N = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
/** The portal's slice (mfe-doctor/src/features/import/api/importPatients.ts). */
const SLICE = 25;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-import-'));
  const identity = await startCognitoLocal({ dataDir, port: await freePort() });
  const dbUrl = process.env.DATABASE_URL || undefined;
  const schema = dbUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
    // Every process on a shared database opens the same provider tokens (the bench sets one key).
    DEXCOM_TOKEN_KEY: process.env.DEXCOM_TOKEN_KEY,
    DB_SCHEMA: schema,
    COGNITO_ENDPOINT: identity.endpoint,
    ALLOW_LOCAL_ISSUER: '1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    START_IDENTITY: '0',
  });
  const database = await openDatabase(config);
  try {
    const db = database.db;
    const [clinic] = await db.insert(clinics).values({ name: 'Bench Clinic' }).returning();
    const [doctor] = await db
      .insert(accounts)
      .values({
        pool: 'doctor',
        email: 'doc@bench.test',
        role: 'doctor',
        status: 'ACTIVE',
        clinicId: clinic!.id,
      })
      .returning();
    const token = await createSession(db, doctor!.id, 1);
    const mailer = { send: async () => undefined, close: () => undefined };
    const app = await buildServer({ config, database, seed: false, mailer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/user/bulkSignup?doctor=doc%40bench.test`;
    const csv = [
      'email,firstName,lastName,language',
      ...Array.from({ length: N }, (_, i) => `p${i}@bench.test,First${i},Last${i},${i % 2 ? 'en' : 'es'}`),
    ].join('\n');
    let created = 0;
    const t0 = performance.now();
    for (let from = 0; from < N; from += SLICE) {
      const res = await fetch(`${base}&from=${from}&count=${SLICE}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: csv,
      });
      if (res.status !== 200) throw new Error(`slice ${from} answered ${res.status}: ${await res.text()}`);
      created += ((await res.json()) as { created: number }).created;
    }
    const ms = performance.now() - t0;
    await app.close();
    console.log(JSON.stringify({ database: database.kind, rows: N, created, ms: Math.round(ms) }));
    if (dbUrl && schema) await db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  } finally {
    await database.close().catch(() => undefined);
    await identity.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
