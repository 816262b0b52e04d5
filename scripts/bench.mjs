// `npm run bench` (issue 16): the portal measured side by side with a plain reference — the same
// sources built as one ordinary single-page app (no federation; webpack.base.cjs `plain`) — in one run,
// alternating rows so the machine's noise falls on both:
//   - JavaScript per page (gzip), `/login` and each role's landing page, the ratio portal / plain, and
//     every library that arrives more than once;
//   - the first screen at 4× CPU (loopback) and at 100 ms RTT 9/3 Mbit/s: the page's heading visible,
//     LCP, CLS; the layout shift of the sign-in transition;
//   - Lighthouse, mobile preset, median of 3 (BENCH_LIGHTHOUSE_RUNS=0 skips it);
//   - the streamed export.csv of 100,000 instances on PGlite and PostgreSQL (BENCH_SKIP_EXPORT=1 skips).
// Writes bench/report.md and bench/report.json; BENCH_WRITE_BUDGET=1 also rewrites bench/budget.json.
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { build, buildPlain } from './build.mjs';
import { databaseKeys } from './database-keys.mjs';
import { startStack } from './stack.mjs';
import { resolveFile, startPortal } from './serve.mjs';
import { benchExport, exportTable } from './bench-export.mjs';
import { benchImport, importTable } from './bench-import.mjs';
import { measureListPage, listPageTable } from './bench-list-page.mjs';
import { benchPatientList, patientListTable } from './bench-patient-list.mjs';
import { benchGlucoseCharts, benchGlucoseSync, connect, glucoseTable } from './bench-glucose.mjs';
import { benchLoad, loadTable } from './bench-load.mjs';
import { startFront } from './bench/front.mjs';
import { measurePage } from './bench/pages.mjs';
import { PROFILES, firstScreen, signInShift } from './bench/timing.mjs';
import { lighthouseRun } from './bench/lighthouse.mjs';
import { report, writeBudget } from './bench/report.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LH_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'DemoPass#2026';
const ROLES = [
  {
    role: 'superadmin',
    email: 'superadmin@demo.test',
    signIn: '/sign-in-superadmin',
    home: '/superadmin/results',
  },
  { role: 'admin', email: 'admin@demo.test', signIn: '/sign-in-admin', home: '/admin/doctors-list' },
  { role: 'doctor', email: 'doctor@demo.test', signIn: '/login', home: '/doctor/users-list' },
  { role: 'patient', email: 'patient@demo.test', signIn: '/login', home: '/patient/home' },
];
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const PLAIN_DIST = path.join(root, 'shell', 'dist-plain');

async function tokenFor(browser, base, who) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base + who.signIn);
  if (who.role === 'patient') await page.getByLabel('Patient').check();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(base + who.home);
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  await context.close();
  return token;
}

/** `fn(build)` RUNS times for each build, alternating; the medians of each numeric field per build. */
async function sideBySide(front, ports, fn, runs = RUNS) {
  const out = { portal: [], plain: [] };
  for (let i = 0; i < runs; i++)
    for (const b of ['portal', 'plain']) {
      front.use(ports[b]);
      out[b].push(await fn(b));
    }
  const med = (rs) =>
    Object.fromEntries(
      Object.keys(rs[0]).map((k) => [
        k,
        typeof rs[0][k] === 'number' ? median(rs.map((r) => r[k])) : rs[0][k],
      ]),
    );
  return { portal: med(out.portal), plain: med(out.plain), runs: out };
}

/** Wall and CPU seconds of `fn` (webpack runs in this process, so its CPU is ours). */
async function timed(fn) {
  const wall = Date.now();
  const cpu = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(cpu);
  return { wallS: (Date.now() - wall) / 1000, cpuS: (used.user + used.system) / 1e6 };
}
// The whole production build from its sources (no persistent cache), then the plain reference.
const buildTimes = { portal: await timed(() => build()), plain: await timed(() => buildPlain()) };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-'));
// DCP_PORT_OFFSET: several checkouts on one machine can bench at once.
const o = Number(process.env.DCP_PORT_OFFSET ?? 0);
const ports = {
  front: 28080 + o,
  portal: 28081 + o,
  plain: 28082 + o,
  api: 24000 + o,
  identity: 29229 + o,
  smtp: 21025 + o,
  mailWeb: 21080 + o,
  dexcom: 24300 + o,
  widgetExample: 28090 + o,
};
const base = `http://localhost:${ports.front}`;
const stack = await startStack({
  ports,
  dataDir,
  quiet: true,
  // SEED_PATIENTS: the list clinic of 2,000 patients the list page's timing opens.
  env: { SEED_DEMO: '1', SEED_PATIENTS: '2000', LOG_LEVEL: 'warn', PORTAL_ORIGIN: base },
});
const plainPortal = await startPortal({
  port: ports.plain,
  shellDist: PLAIN_DIST,
  env: { ...process.env, API_URL: stack.urls.api, COGNITO_PUBLIC_ENDPOINT: `${stack.urls.api}/identity` },
});
const front = await startFront(ports.front, ports.portal);
const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
const results = { pages: [], signIn: [], lighthouse: [], build: buildTimes };
try {
  const pages = [{ name: '/login', url: `${base}/login`, token: null }];
  for (const who of ROLES) {
    const token = await tokenFor(browser, base, who);
    // The patient's home as a patient with a linked sensor sees it, counted until the glucose charts
    // are drawn — on both builds (issue 27 point 3).
    if (who.role === 'patient') await connect(stack.urls.api, stack.urls.dexcom, token);
    const drawn = who.role === 'patient' ? '[data-charted]' : null;
    pages.push({ name: `${who.home} (${who.role})`, url: base + who.home, token, drawn });
  }
  const fileOf = { portal: (p) => resolveFile(p), plain: (p) => resolveFile(p, PLAIN_DIST) };
  for (const p of pages) {
    console.log(`measuring ${p.name} …`);
    const bytes = await sideBySide(front, ports, (b) =>
      measurePage(browser, p.url, p.token, fileOf[b], p.drawn),
    );
    const timing = {};
    for (const [profile, settings] of Object.entries(PROFILES))
      timing[profile] = await sideBySide(front, ports, () => firstScreen(browser, p.url, p.token, settings));
    results.pages.push({ page: p.name, bytes, timing });
  }
  for (const who of ROLES)
    results.signIn.push({
      role: who.role,
      ...(await sideBySide(front, ports, async () => ({
        cls: await signInShift(browser, base, who, PROFILES.wifi, PASSWORD),
      }))),
    });
  front.use(ports.portal);
  for (const p of LH_RUNS > 0 ? pages : []) {
    console.log(`lighthouse ${p.name} …`);
    const runs = [];
    for (let i = 0; i < LH_RUNS; i++) runs.push(await lighthouseRun(p.url, p.token, CHROME));
    const med = (k) => median(runs.map((r) => r[k]));
    results.lighthouse.push({
      page: p.name,
      performance: med('performance'),
      bestPractices: med('bestPractices'),
      lcp: med('lcp'),
      cls: med('cls'),
      tbt: med('tbt'),
      errors: [...new Set(runs.flatMap((r) => r.errors))],
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      opportunities: runs[0].opportunities,
    });
  }
  results.listPage = await measureListPage(browser, base, PASSWORD, RUNS);
  // BENCH_SKIP_GLUCOSE=1 leaves the glucose charts and sync out.
  if (!process.env.BENCH_SKIP_GLUCOSE) {
    console.log('glucose charts …');
    const where = { portal: base, api: stack.urls.api, dexcom: stack.urls.dexcom };
    results.glucoseCharts = await benchGlucoseCharts(browser, where, RUNS);
  }
} finally {
  await browser.close();
  await front.close();
  await new Promise((r) => plainPortal.close(r));
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The export on both databases: DATABASE_URL when given, else a throwaway local cluster when this
 * machine has Debian's PostgreSQL (as CI does); PGlite always.
 */
async function exportOnBothDatabases() {
  const pgCluster = path.join(root, 'scripts', 'pg-cluster.sh');
  const ownCluster = !process.env.DATABASE_URL && existsSync('/usr/lib/postgresql');
  if (ownCluster)
    process.env.DATABASE_URL = execFileSync(pgCluster, ['start', 'bench', '5434']).toString().trim();
  // Every process on a shared database is given the same keys (api/src/config-keys.ts).
  Object.assign(process.env, databaseKeys());
  try {
    const exported = process.env.BENCH_SKIP_EXPORT ? [] : await benchExport();
    const imported = process.env.BENCH_SKIP_IMPORT ? [] : await benchImport();
    const list = process.env.BENCH_SKIP_LIST ? [] : await benchPatientList();
    const load = [];
    if (!process.env.BENCH_SKIP_LOAD) {
      load.push(...(await benchLoad({ portOffset: o })));
      if (process.env.DATABASE_URL)
        load.push(...(await benchLoad({ databaseUrl: process.env.DATABASE_URL, portOffset: o })));
    }
    const glucose = [];
    // BENCH_SKIP_GLUCOSE_SYNC=1 keeps the charts and leaves the 50-user sync out.
    if (!process.env.BENCH_SKIP_GLUCOSE && !process.env.BENCH_SKIP_GLUCOSE_SYNC) {
      glucose.push(await benchGlucoseSync({ DATABASE_URL: '' }));
      if (process.env.DATABASE_URL) glucose.push(await benchGlucoseSync());
    }
    return { exported, imported, list, load, glucose };
  } finally {
    if (ownCluster) {
      execFileSync(pgCluster, ['stop', 'bench']);
      delete process.env.DATABASE_URL;
    }
  }
}
// BENCH_SKIP_EXPORT=1 / BENCH_SKIP_IMPORT=1 / BENCH_SKIP_LIST=1 / BENCH_SKIP_LOAD=1 leave those out.
const {
  exported: exportResults,
  imported: importResults,
  list: listResults,
  load: loadResults,
  glucose: glucoseSync,
} = await exportOnBothDatabases();
const { markdown: pagesMarkdown, ok } = report(results, RUNS, LH_RUNS, exportTable(exportResults));
const markdown = `${pagesMarkdown}
## Mass import (POST user/bulkSignup, 2,000-row CSV)

${importTable(importResults)}

Sent in the portal's slices of 25 rows; each row is an identity user in cognito-local, an account, a doctor assignment and an (undelivered) invitation.

## Patient list API (GET user, 2,000 patients, size 2000)

${patientListTable(listResults)}

autocannon in the API's process against the API and against a bare Fastify route sending the same JSON bytes; no compression (autocannon asks for none).

## 200 patients at once (each signs in and answers a questionnaire, one request per answer)

${loadTable(loadResults)}

The stack as \`npm start\` runs it (the API process with cognito-local; PGlite, or PostgreSQL in its own processes), the load generated from the bench's process on the same two cores. "Burst": every patient's 28 requests back to back, all 200 at the same moment — a stress test no clinic produces. "Paced": the same 200 patients signing in at the same moment, then taking a few seconds per question (people take 5–15). Nothing lost = every questionnaire read back submitted with all its answers. RSS is the API process's alone, at rest after start and seed, and after each run.

## Patient list page (doctor/users-list, 2,000 rows fetched, 4× CPU throttling)

${listPageTable(results.listPage)}

## Glucose (issue 9): charts at 4× CPU, first sync of 90 days

${glucoseTable(results.glucoseCharts ?? [], glucoseSync)}

Charts: the period switch clicked on the patient's home (the API reduces the readings to statistics, AGP bins and 15-minute daily traces before they reach the page); "switch → drawn" runs from the click to the new period's charts in the page and painted (they render in the background, in slices, so the page keeps answering); goal: no task over 100 ms. Sync: every user's first sync (three ≤ 30-day chunks) against the in-process emulator, which generates its traces in the same process.
`;
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'report.md'), markdown);
writeFileSync(
  path.join(root, 'bench', 'report.json'),
  JSON.stringify(
    {
      ...results,
      export: exportResults,
      import: importResults,
      patientList: listResults,
      load: loadResults,
      glucoseSync,
    },
    null,
    2,
  ),
);
if (process.env.BENCH_WRITE_BUDGET === '1') writeBudget(path.join(root, 'bench', 'budget.json'), results);
console.log(markdown);
if (!ok) process.exit(1);
