// Worker of scripts/bench-patient-list.mjs (run with tsx): a clinic of N patients (the list seed), the
// API in this process, and a bare Fastify route sending the same gzip bytes the API sends (stored, as
// the API keeps them beside its cached page: issue 41 point 2). Prints one JSON line
// (URLs, token, sizes) on stdout, serves until its stdin closes; the parent loads both with autocannon
// from its own process, so the load generator never shares this event loop.
import http from 'node:http';
import Fastify from 'fastify';
import { createSession } from '../src/auth/sessions';
import { seedListPatients } from '../src/seed-patient-list';
import { buildServer } from '../src/server';
import { benchAccount, openBenchDatabase, portOf } from './bench-database';

const N = Number(process.env.BENCH_LIST_PATIENTS ?? 2000);
const QUERY = `/user?page=0&size=2000&sort=priorityScore&dir=desc`;

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
  const bench = await openBenchDatabase('list');
  try {
    const { config, database, db } = bench;
    const doctor = await benchAccount(bench, 'doctor', 'bench-doctor@test.example');
    const t0 = performance.now();
    await seedListPatients(db, { clinicId: bench.clinicId, doctorId: doctor, count: N, prefix: 'bench' });
    const seedMs = Math.round(performance.now() - t0);
    const token = await createSession(db, doctor, 1);
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
  } finally {
    await bench.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
