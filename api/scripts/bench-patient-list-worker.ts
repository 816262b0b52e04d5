// Worker of scripts/bench-patient-list.mjs (run with tsx): a clinic of N patients (the list seed), the
// API in this process, and a bare Fastify route sending the same gzip bytes the API sends (stored, as
// the API keeps them beside its cached page: issue 41 point 2). Prints one JSON line
// (URLs, token, sizes) on stdout, serves until its stdin closes; the parent loads both with autocannon
// from its own process, so the load generator never shares this event loop.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createSession } from '../src/auth/sessions';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { accounts, clinics } from '../src/db/schema';
import { seedListPatients } from '../src/seed-patient-list';
import { buildServer } from '../src/server';

const N = Number(process.env.BENCH_LIST_PATIENTS ?? 2000);
const QUERY = `/user?page=0&size=2000&sort=priorityScore&dir=desc`;

const portOf = (app: { server: { address(): unknown } }) => {
  const a = app.server.address() as { port: number } | null;
  return a?.port ?? 0;
};

/** The bytes on the wire of a gzip answer (fetch would decompress them). */
function gzipBytesOf(url: string, headers: Record<string, string>) {
  return new Promise<Buffer>((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve(Buffer.concat(parts)));
      })
      .on('error', reject);
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-list-'));
  const dbUrl = process.env.DATABASE_URL || undefined;
  const schema = dbUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
    // Every process on a shared database is given the same keys (the bench sets one set; without the
    // audit and pseudonym keys the PostgreSQL row stopped at loadConfig).
    DEXCOM_TOKEN_KEY: process.env.DEXCOM_TOKEN_KEY,
    AUDIT_HMAC_KEY: process.env.AUDIT_HMAC_KEY,
    PSEUDONYM_KEY: process.env.PSEUDONYM_KEY,
    DB_SCHEMA: schema,
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
        email: 'bench-doctor@test.example',
        role: 'doctor',
        status: 'ACTIVE',
        clinicId: clinic!.id,
      })
      .returning();
    const t0 = performance.now();
    await seedListPatients(db, { clinicId: clinic!.id, doctorId: doctor!.id, count: N, prefix: 'bench' });
    const seedMs = Math.round(performance.now() - t0);
    const token = await createSession(db, doctor!.id, 1);
    const app = await buildServer({ config, database, seed: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${token}` };
    const url = `http://127.0.0.1:${portOf(app)}${QUERY}`;
    const first = await fetch(url, { headers });
    const body = Buffer.from(await first.arrayBuffer());
    const gzipped = await gzipBytesOf(url, headers);
    const single: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      single.push(performance.now() - s);
    }
    // The ceiling: a bare route sending the same stored gzip bytes.
    const bare = Fastify();
    bare.get('/user', async (_req, reply) =>
      reply.type('application/json').header('content-encoding', 'gzip').send(gzipped),
    );
    await bare.listen({ port: 0, host: '127.0.0.1' });
    single.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        database: database.kind,
        status: first.status,
        patients: N,
        seedMs,
        jsonKiB: Math.round(body.length / 1024),
        gzipKiB: Math.round(gzipped.length / 1024),
        singleMs: Math.round(single[2]!),
        apiUrl: url,
        bareUrl: `http://127.0.0.1:${portOf(bare)}${QUERY}`,
        token,
      }),
    );
    await new Promise<void>((resolve) => {
      process.stdin.on('end', resolve).on('close', resolve).resume();
    });
    await bare.close();
    await app.close();
    if (dbUrl && schema) await db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  } finally {
    await database.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
