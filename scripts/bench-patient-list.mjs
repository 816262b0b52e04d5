// Patient-list bench (issue 8): GET user at 2,000 patients under 50 concurrent connections, against a
// bare Fastify route sending the same JSON in the same process and run — on PGlite, and on PostgreSQL
// when DATABASE_URL is set. `node scripts/bench-patient-list.mjs` prints the table; bench.mjs imports it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function runWorker(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'api', 'scripts', 'bench-patient-list-worker.ts')],
      { cwd: path.join(root, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop();
      if (code !== 0 || !last) return reject(new Error(`patient-list bench worker exited with ${code}`));
      resolve(JSON.parse(last));
    });
  });
}

/** One row per database. */
export async function benchPatientList() {
  const results = [await runWorker({ DATABASE_URL: '' })];
  if (process.env.DATABASE_URL) results.push(await runWorker({}));
  return results;
}

export function patientListTable(results) {
  return [
    '| database | patients | conns | JSON (KiB) → gzip | one request (ms) | API p50 / p99 (ms) | API req/s | bare p50 / p99 (ms) | bare req/s | API / bare req/s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.patients} | ${r.connections} | ${r.jsonKiB} → ${r.gzipKiB} | ${r.singleMs} | ${r.api.p50Ms} / ${r.api.p99Ms} | ${r.api.reqPerSec} | ${r.bare.p50Ms} / ${r.bare.p99Ms} | ${r.bare.reqPerSec} | ${r.ratio} |`,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchPatientList();
  console.log(patientListTable(results));
  if (results.some((r) => r.status !== 200 || r.api.errors > 0)) process.exit(1);
}
