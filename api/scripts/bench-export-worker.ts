// Worker of scripts/bench-export.mjs (run with tsx): fills a database with N survey instances, serves
// the API in this process and times GET surveyInstance/csv. Prints one JSON line on stdout.
import { sql } from 'drizzle-orm';
import { createSession } from '../src/auth/sessions';
import { buildServer } from '../src/server';
import { benchAccount, openBenchDatabase, portOf } from './bench-database';

const N = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const PATIENTS = 1000;

async function main() {
  const bench = await openBenchDatabase('export');
  try {
    const { config, database, db } = bench;
    const admin = await benchAccount(bench, 'superadmin', 'bench@test.example');
    await db.execute(sql`
      INSERT INTO accounts (pool, email, first_name, last_name, role, status, clinic_id)
      SELECT 'patient', 'bench-' || g || '@test.example', 'First' || g, 'Last, "' || g || '"', 'patient', 'ACTIVE', ${bench.clinicId}::uuid
      FROM generate_series(1, ${PATIENTS}) g`);
    const fill = Date.now();
    await db.execute(sql`
      INSERT INTO survey_instances (survey_id, respondent_account_id, status, stage, scores, priority_score, main_concern, phq2, created_at, updated_at, submitted_at)
      SELECT 'type1-v2', a.id, 'RECOMMENDATIONS', 'SECOND_WAVE',
        jsonb_build_array(
          jsonb_build_object('category', 'PSYCH', 'scoreValue', g % 10, 'scorePct', (g % 10) * 11, 'questionIds', '[]'::jsonb),
          jsonb_build_object('category', 'THERAPY', 'scoreValue', g % 7, 'scorePct', (g % 7) * 11, 'questionIds', '[]'::jsonb),
          jsonb_build_object('category', 'PHQ2', 'scoreValue', g % 7, 'scorePct', (g % 7) * 16, 'questionIds', '[]'::jsonb)),
        g % 10, 'PSYCH', g % 7, now() - make_interval(secs => g), now(), now()
      FROM generate_series(1, ${N}) g
      JOIN accounts a ON a.email = 'bench-' || (g % ${PATIENTS} + 1) || '@test.example'`);
    const fillMs = Date.now() - fill;
    const token = await createSession(db, admin, 1);
    const app = await buildServer({ config, database, seed: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${portOf(app)}/surveyInstance/csv`;
    global.gc?.();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 5);
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const reader = res.body!.getReader();
    let ttfb = 0;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!ttfb) ttfb = performance.now() - t0;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
    }
    const total = performance.now() - t0;
    clearInterval(sampler);
    await app.close();
    const mib = (n: number) => Math.round((n / 1048576) * 10) / 10;
    console.log(
      JSON.stringify({
        database: database.kind,
        status: res.status,
        rows: lines - 1,
        bytesMiB: mib(bytes),
        fillMs,
        ttfbMs: Math.round(ttfb),
        totalMs: Math.round(total),
        rssBaseMiB: mib(base.rss),
        rssPeakMiB: mib(peakRss),
        heapBaseMiB: mib(base.heapUsed),
        heapPeakMiB: mib(peakHeap),
      }),
    );
  } finally {
    await bench.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
