// "The clinic at a glance" at 2,000 patients (issue 42 point 4): GET clinic/{id}/overview (the
// superadmin, as a clinic's admin asks it) and GET doctor/this/overview (the list clinic's doctor, whose
// patients they all are) on the compiled API, the list clinic seeded as for the list bench
// (SEED_PATIENTS=2000: questionnaires, reviews and glucose days). One request at a time; the first
// (cold) apart, then the median and p95 of BENCH_OVERVIEW_RUNS. On PostgreSQL (DATABASE_URL), and on
// PGlite when no DATABASE_URL is given. `node scripts/bench-overview.mjs` prints the table.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';
import { compiledApiArgs } from './bench/compiled-api.mjs';
import { ONE_ADDRESS_LIMITS, apiToken, poolClients } from './bench/api-sign-in.mjs';
import { databaseKeys } from './database-keys.mjs';

const PASSWORD = 'DemoPass#2026';
const PATIENTS = 2000;
const RUNS = Number(process.env.BENCH_OVERVIEW_RUNS ?? 20);
/** api/src/seed-patient-list.ts: LIST_CLINIC_ID, LIST_DOCTOR_EMAIL. */
const LIST_CLINIC_ID = '00000000-0000-4000-8000-00000000715c';
const LIST_DOCTOR = 'listdoctor@demo.test';
export const OVERVIEW_GOAL_MS = 1000;

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const round = (ms) => Math.round(ms * 10) / 10;

/** One route timed: the cold first request, then RUNS more one after the other. */
async function timeRoute(url, jwt) {
  const once = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${jwt}` } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    return performance.now() - t;
  };
  const firstMs = await once();
  const ms = [];
  for (let i = 0; i < RUNS; i++) ms.push(await once());
  ms.sort((a, b) => a - b);
  return { firstMs: round(firstMs), medianMs: round(pct(ms, 50)), p95Ms: round(pct(ms, 95)), runs: RUNS };
}

export async function benchOverview({ databaseUrl = process.env.DATABASE_URL ?? '', portOffset = 0 } = {}) {
  const o = portOffset;
  const ports = { portal: 27380 + o, api: 23350 + o, identity: 26529 + o, smtp: 25325 + o };
  Object.assign(ports, { mailWeb: 25380 + o, dexcom: 23650 + o, widgetExample: 27390 + o });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-overview-'));
  const stack = await startStack({
    ports,
    dataDir,
    quiet: true,
    apiArgs: await compiledApiArgs(),
    env: {
      SEED_DEMO: '1',
      SEED_PATIENTS: String(PATIENTS),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ...(databaseUrl ? databaseKeys() : {}),
      ...ONE_ADDRESS_LIMITS,
      PORTAL_ORIGIN: `http://localhost:${ports.portal}`,
    },
  });
  try {
    const api = stack.urls.api;
    const clients = await poolClients(stack.urls.portal);
    const admin = await apiToken(api, clients.superadmin, 'superadmin@demo.test', PASSWORD);
    const doctor = await apiToken(api, clients.doctor, LIST_DOCTOR, PASSWORD);
    const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
    const rows = [];
    for (const period of ['30d', '12m']) {
      const clinic = `${api}/clinic/${LIST_CLINIC_ID}/overview?period=${period}`;
      rows.push({
        database,
        route: `clinic/{id}/overview?period=${period}`,
        ...(await timeRoute(clinic, admin)),
      });
      rows.at(-1).load = os.loadavg()[0];
      const own = `${api}/doctor/this/overview?period=${period}`;
      rows.push({
        database,
        route: `doctor/this/overview?period=${period}`,
        ...(await timeRoute(own, doctor)),
      });
      rows.at(-1).load = os.loadavg()[0];
    }
    return rows.map((r) => ({ ...r, patients: PATIENTS }));
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function overviewTable(rows) {
  if (rows.length === 0) return '(skipped)';
  return [
    `| database | route | patients | first (cold) ms | median ms | p95 ms (goal < ${OVERVIEW_GOAL_MS}) | runs | load (1 min) | |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.route} | ${r.patients} | ${r.firstMs} | ${r.medianMs} | ${r.p95Ms} | ${r.runs} | ${r.load.toFixed(1)} | ${r.p95Ms < OVERVIEW_GOAL_MS ? '✓' : '✗'} |`,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await benchOverview({ portOffset: Number(process.env.DCP_PORT_OFFSET ?? 0) });
  console.log(overviewTable(rows));
  if (rows.some((r) => r.p95Ms >= OVERVIEW_GOAL_MS)) process.exitCode = 1;
}
