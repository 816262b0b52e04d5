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

/** Rows of the report: one per database. */
export async function benchImport({ rows = Number(process.env.BENCH_IMPORT_ROWS ?? 2000) } = {}) {
  const results = [await runWorker({ DATABASE_URL: '', BENCH_IMPORT_ROWS: String(rows) })];
  if (process.env.DATABASE_URL) results.push(await runWorker({ BENCH_IMPORT_ROWS: String(rows) }));
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
