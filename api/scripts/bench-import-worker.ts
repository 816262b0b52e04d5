// Worker of scripts/bench-import.mjs (run with tsx): one timed import — POST user/bulkSignup of a CSV
// of N rows, sent in slices as the portal sends it — against a fresh cognito-local and a fresh PGlite
// (or schema of DATABASE_URL), so every run starts from the same empty clinic. Mail goes to a mailer
// that drops it (the SMTP relay is not what is measured). Prints one JSON line on stdout.
import net from 'node:net';
import { createSession } from '../src/auth/sessions';
import { startCognitoLocal } from '../src/identity/cognito-local';
import { buildServer } from '../src/server';
import { benchAccount, openBenchDatabase, portOf } from './bench-database';

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
  let identity: Awaited<ReturnType<typeof startCognitoLocal>> | undefined;
  const bench = await openBenchDatabase('import', async (dataDir) => {
    identity = await startCognitoLocal({ dataDir, port: await freePort() });
    return { COGNITO_ENDPOINT: identity.endpoint, ALLOW_LOCAL_ISSUER: '1' };
  });
  try {
    const { config, database, db } = bench;
    const doctor = await benchAccount(bench, 'doctor', 'doc@bench.test');
    const token = await createSession(db, doctor, 1);
    const mailer = { send: async () => undefined, close: () => undefined };
    const app = await buildServer({ config, database, seed: false, mailer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${portOf(app)}/user/bulkSignup?doctor=${doctor}`;
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
  } finally {
    await bench.close();
    await identity?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
