// Worker of scripts/bench-patient-list.mjs (run with tsx): a clinic of N patients (the list seed), the
// API in this process, and a bare Fastify route sending the same JSON bytes; autocannon loads each
// with C connections for D seconds. Prints one JSON line on stdout.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createSession } from '../src/auth/sessions';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { accounts, clinics } from '../src/db/schema';
import { seedListPatients } from '../src/seed-patient-list';
import { buildServer } from '../src/server';

const N = Number(process.env.BENCH_LIST_PATIENTS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 10);
const QUERY = `/user?page=0&size=2000&sort=priorityScore&dir=desc`;

const portOf = (app: { server: { address(): unknown } }) => {
  const a = app.server.address() as { port: number } | null;
  return a?.port ?? 0;
};

function load(url: string, headers: Record<string, string>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}
const summary = (r: autocannon.Result) => ({
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  reqPerSec: Math.round(r.requests.average),
  errors: r.errors + r.non2xx,
});

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-list-'));
  const dbUrl = process.env.DATABASE_URL || undefined;
  const schema = dbUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
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
    const gz = await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    const gzipBytes = Number(gz.headers.get('content-length') ?? (await gz.arrayBuffer()).byteLength);
    const single: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      single.push(performance.now() - s);
    }
    // The ceiling: a bare route sending the same bytes.
    const bare = Fastify();
    bare.get('/user', async (_req, reply) => reply.type('application/json').send(body));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const api = summary(await load(url, headers));
    const ref = summary(await load(`http://127.0.0.1:${portOf(bare)}${QUERY}`, {}));
    await bare.close();
    await app.close();
    single.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        database: database.kind,
        status: first.status,
        patients: N,
        connections: CONNECTIONS,
        seconds: SECONDS,
        seedMs,
        jsonKiB: Math.round(body.length / 1024),
        gzipKiB: Math.round(gzipBytes / 1024),
        singleMs: Math.round(single[2]!),
        api,
        bare: ref,
        ratio: Math.round((api.reqPerSec / ref.reqPerSec) * 1000) / 1000,
      }),
    );
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
