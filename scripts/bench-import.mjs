// Import bench (issue 8): POST user/bulkSignup of a 2,000-row CSV, sent in the portal's slices, with
// cognito-local creating every identity user — median time and rows per second — on PGlite, and on
// PostgreSQL too when DATABASE_URL is set. `node scripts/bench-import.mjs` prints the table;
// scripts/bench.mjs imports benchImport().
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function runWorker(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'api', 'scripts', 'bench-import-worker.ts')],
      { cwd: path.join(root, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop();
      if (code !== 0 || !last) return reject(new Error(`import bench worker exited with ${code}`));
      resolve(JSON.parse(last));
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Each run a fresh worker (empty identity pool and database); the median of `runs`. */
async function onDatabase(env, rows, runs) {
  const times = [];
  let database = '';
  for (let i = 0; i < runs; i++) {
    const r = await runWorker({ ...env, BENCH_IMPORT_ROWS: String(rows) });
    if (r.created !== rows) throw new Error(`import bench created ${r.created} of ${rows} rows`);
    times.push(r.ms);
    database = r.database;
  }
  const ms = median(times);
  return {
    database,
    rows,
    runs,
    medianMs: ms,
    rowsPerSecond: Math.round((rows / ms) * 10000) / 10,
    timesMs: times,
  };
}

/** Rows of the report: one per database. */
export async function benchImport({
  rows = Number(process.env.BENCH_IMPORT_ROWS ?? 2000),
  runs = Number(process.env.BENCH_IMPORT_RUNS ?? 3),
} = {}) {
  const results = [await onDatabase({ DATABASE_URL: '' }, rows, runs)];
  if (process.env.DATABASE_URL) results.push(await onDatabase({}, rows, runs));
  return results;
}

export function importTable(results) {
  return [
    '| database | rows | runs | median (s) | rows/s | each run (s) |',
    '|---|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.rows} | ${r.runs} | ${(r.medianMs / 1000).toFixed(1)} | ${r.rowsPerSecond} | ${r.timesMs.map((t) => (t / 1000).toFixed(1)).join(', ')} |`,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(importTable(await benchImport()));
}
