// Patient-list bench (issue 8): GET user at 2,000 patients under 50 concurrent connections, against a
// bare Fastify route sending the same stored gzip bytes in the same process and run (both asked with
// Accept-Encoding: gzip, as a browser asks; issue 41 point 2) — on PGlite, and on PostgreSQL
// when DATABASE_URL is set. `node scripts/bench-patient-list.mjs` prints the table; bench.mjs imports it.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcess } from './pglite-process.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 10);

const load = (url, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 30, headers }, (err, r) =>
      err
        ? reject(err)
        : resolve({
            p50Ms: r.latency.p50,
            p99Ms: r.latency.p99,
            reqPerSec: Math.round(r.requests.average * 10) / 10,
            errors: r.errors + r.non2xx,
          }),
    ),
  );

/** Starts a worker (one database), loads its API and its bare route from this process, stops it. */
function runWorker(env) {
  return new Promise((resolve, reject) => {
    // On PGlite as `npm start` runs the API (pglite-process.mjs).
    const how = apiProcess(env.DATABASE_URL ?? process.env.DATABASE_URL);
    const child = spawn(
      process.execPath,
      [...how.nodeArgs, '--import', 'tsx', path.join(root, 'api', 'scripts', 'bench-patient-list-worker.ts')],
      {
        cwd: path.join(root, 'api'),
        env: { ...process.env, ...how.env, ...env },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    let out = '';
    let result = null;
    child.stdout.on('data', async (c) => {
      out += c;
      if (result || !out.includes('\n')) return;
      const info = JSON.parse(out.trim().split('\n')[0]);
      result = info;
      try {
        const gzip = { 'accept-encoding': 'gzip, deflate, br' };
        const api = await load(info.apiUrl, { ...gzip, authorization: `Bearer ${info.token}` });
        const bare = await load(info.bareUrl, gzip);
        const { token: _t, apiUrl: _a, bareUrl: _b, ...meta } = info;
        result = {
          ...meta,
          connections: CONNECTIONS,
          seconds: SECONDS,
          api,
          bare,
          ratio: Math.round((api.reqPerSec / bare.reqPerSec) * 1000) / 1000,
        };
      } catch (e) {
        reject(e);
      }
      child.stdin.end();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0 || !result?.api)
        return reject(new Error(`patient-list bench worker exited with ${code}`));
      resolve(result);
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
