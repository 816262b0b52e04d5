// Worker of scripts/bench-glucose.mjs (run with tsx): the API's sync in this process, on PGlite (or
// DATABASE_URL), against the Dexcom emulator (its own process). N patients each linked to a sandbox user through the real
// OAuth code flow, then every patient's first sync (90 days in ≤ 30-day chunks) run CONCURRENCY at a
// time, as the background sync would. Prints one JSON line: wall time, per-user median, rows.
import { count } from 'drizzle-orm';
import { buildEmulator, SANDBOX_USERS } from '@dcp/dexcom-emulator';
import { glucoseReadings } from '../src/db/schema-dexcom';
import { glucoseService, upsertLink } from '../src/dexcom/link';
import { glucoseSummary } from '../src/dexcom/summary';
import { syncReadings } from '../src/dexcom/sync';
import { rawSummaryFigures } from '../test/glucose-reference';
import { benchAccount, openBenchDatabase } from './bench-database';

const N = Number(process.env.BENCH_GLUCOSE_USERS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_GLUCOSE_CONCURRENCY ?? 2);
const SUMMARY_RUNS = Number(process.env.BENCH_SUMMARY_RUNS ?? 15);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const DAY_MS = 86_400_000;

/**
 * The summary of 14/30/90 days for one synced patient, medians of SUMMARY_RUNS: `after` the
 * production path (per-day aggregates + the edge days' readings), `before` every reading of the
 * window reduced by stats.ts (api/test/glucose-reference.ts), on the same database.
 */
async function summaryTimes(db: Parameters<typeof glucoseSummary>[0], accountId: string) {
  const out: { days: number; beforeMs: number; afterMs: number }[] = [];
  for (const days of [14, 30, 90]) {
    const before: number[] = [];
    const after: number[] = [];
    for (let i = 0; i < SUMMARY_RUNS + 1; i++) {
      const t0 = performance.now();
      await glucoseSummary(db, accountId, days);
      const t1 = performance.now();
      const end = Date.now();
      await rawSummaryFigures(db, accountId, days, end - days * DAY_MS, end);
      const t2 = performance.now();
      // The first run warms the caches and the JIT: not counted.
      if (i === 0) continue;
      after.push(t1 - t0);
      before.push(t2 - t1);
    }
    const r1 = (x: number) => Math.round(x * 10) / 10;
    out.push({ days, beforeMs: r1(median(before)), afterMs: r1(median(after)) });
  }
  return out;
}

async function main() {
  // The emulator in its own process (DEXCOM_BASE_URL, as deployed) when given, else in this one.
  const emu = process.env.DEXCOM_BASE_URL ? null : buildEmulator();
  const emulator = process.env.DEXCOM_BASE_URL || (await emu!.app.listen({ port: 0, host: '127.0.0.1' }));
  const bench = await openBenchDatabase('glucose', () => ({ DEXCOM_BASE_URL: emulator }));
  try {
    const { config, database } = bench;
    const g = glucoseService(database.db, config);
    const ids: string[] = [];
    for (let i = 0; i < N; i++) {
      const a = await benchAccount(bench, 'patient', `bench-${i}@test.example`);
      // The emulator's login form, answered as a browser would; then the API's code exchange.
      const login = await fetch(`${emulator}/v2/oauth2/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: config.dexcom.clientId,
          redirect_uri: config.dexcom.redirectUri,
          state: 'bench',
          user: SANDBOX_USERS[i % SANDBOX_USERS.length]!.id,
          decision: 'allow',
        }).toString(),
      });
      const code = new URL(login.headers.get('location')!).searchParams.get('code')!;
      const t = await g.client.exchangeCode(code);
      await upsertLink(database.db, a, {
        state: 'connected',
        accessTokenEnc: g.cipher.seal(t.accessToken),
        refreshTokenEnc: g.cipher.seal(t.refreshToken),
        accessExpiresAt: new Date(Date.now() + t.expiresIn * 1000),
      });
      ids.push(a);
    }
    const perUser: number[] = [];
    const queue = [...ids];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          const t0 = performance.now();
          await syncReadings(g, id);
          perUser.push(performance.now() - t0);
        }
      }),
    );
    const wallMs = performance.now() - started;
    const [{ rows } = { rows: 0 }] = await database.db.select({ rows: count() }).from(glucoseReadings);
    // A second pass: nothing new, so its time is the cost of an idle scheduled sync.
    const again = performance.now();
    for (const id of ids.slice(0, 10)) await syncReadings(g, id);
    const idleMs = (performance.now() - again) / 10;
    const summary = await summaryTimes(database.db, ids[0]!);
    console.log(
      JSON.stringify({
        database: database.kind,
        users: N,
        concurrency: CONCURRENCY,
        wallS: Math.round(wallMs / 100) / 10,
        perUserMedianMs: Math.round(median(perUser)),
        rows,
        rowsPerS: Math.round(rows / (wallMs / 1000)),
        idleSyncMs: Math.round(idleMs),
        summary,
      }),
    );
  } finally {
    await bench.close();
    await emu?.app.close();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
