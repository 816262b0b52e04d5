// Export bench (issue 4): GET surveyInstance/csv over 100,000 instances — time to first byte, total
// time and peak memory of the API process — on PGlite, and on PostgreSQL too when DATABASE_URL is set.
// `node scripts/bench-export.mjs` prints the table; scripts/bench.mjs imports benchExport().
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function runWorker(env) {
  return new Promise((resolve, reject) => {
    // A process of its own per database: its memory figures are the export's, not the caller's.
    const child = spawn(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['--expose-gc', path.join(root, 'api', 'scripts', 'bench-export-worker.ts')],
      {
        cwd: path.join(root, 'api'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop();
      if (code !== 0 || !last) return reject(new Error(`export bench worker exited with ${code}`));
      resolve(JSON.parse(last));
    });
  });
}

/** Rows of the report: one per database. */
export async function benchExport({ rows = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000) } = {}) {
  const results = [await runWorker({ DATABASE_URL: '', BENCH_EXPORT_ROWS: String(rows) })];
  if (process.env.DATABASE_URL) results.push(await runWorker({ BENCH_EXPORT_ROWS: String(rows) }));
  return results;
}

export function exportTable(results) {
  return [
    '| database | rows | CSV (MiB) | time to first byte (ms) | total (ms) | RSS before → peak (MiB) | heap before → peak (MiB) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.rows} | ${r.bytesMiB} | ${r.ttfbMs} | ${r.totalMs} | ${r.rssBaseMiB} → ${r.rssPeakMiB} | ${r.heapBaseMiB} → ${r.heapPeakMiB} |`,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchExport();
  console.log(exportTable(results));
  if (results.some((r) => r.status !== 200)) process.exit(1);
}
