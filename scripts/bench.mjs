// `npm run bench`: what the browser downloads — for the login page and each role's landing page,
// the JavaScript bytes fetched (raw and gzip) and whether React was loaded exactly once (medians of
// RUNS fresh browser contexts) — and the streamed export.csv of 100,000 instances on PGlite and
// PostgreSQL. Writes bench/report.md and bench/report.json.
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { startStack } from './stack.mjs';
import { benchExport, exportTable } from './bench-export.mjs';
import { benchImport, importTable } from './bench-import.mjs';
import { measureListPage, listPageTable } from './bench-list-page.mjs';
import { benchPatientList, patientListTable } from './bench-patient-list.mjs';
import { execFileSync } from 'node:child_process';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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
/** A name only React's own package defines: counting the scripts that hold it counts the Reacts loaded. */
const REACT_MARKER = '__COMPILER_RUNTIME';
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

async function measure(browser, url, token) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => localStorage.setItem('apiKey', t), token);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: res.url(), body: await res.body() });
    } catch {
      // a response without a body (e.g. aborted) downloads nothing
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('main#dcp-main h1', { timeout: 15_000 });
  await context.close();
  const raw = scripts.reduce((n, s) => n + s.body.length, 0);
  const gzip = scripts.reduce((n, s) => n + gzipSync(s.body).length, 0);
  const reactCopies = scripts.filter((s) => s.body.includes(REACT_MARKER)).length;
  return { files: scripts.length, raw, gzip, reactCopies };
}

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

await build({ ifNeeded: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-'));
const ports = { portal: 28080, api: 24000, identity: 29229, smtp: 21025, mailWeb: 21080 };
const stack = await startStack({
  ports,
  dataDir,
  quiet: true,
  env: { SEED_DEMO: '1', SEED_PATIENTS: '2000', LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const rows = [];
let listPage;
try {
  const base = stack.urls.portal;
  const pages = [{ name: 'login (signed out)', url: `${base}/login`, token: null }];
  for (const who of ROLES)
    pages.push({
      name: `${who.role} landing (${who.home})`,
      url: base + who.home,
      token: await tokenFor(browser, base, who),
    });
  for (const p of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, p.url, p.token));
    rows.push({
      page: p.name,
      files: median(runs.map((r) => r.files)),
      rawKiB: median(runs.map((r) => r.raw)) / 1024,
      gzipKiB: median(runs.map((r) => r.gzip)) / 1024,
      reactCopies: Math.max(...runs.map((r) => r.reactCopies)),
    });
  }
  listPage = await measureListPage(browser, base, PASSWORD, RUNS);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  '| page | JS files | JS raw (KiB) | JS gzip (KiB) | React copies loaded |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(
    (r) => `| ${r.page} | ${r.files} | ${r.rawKiB.toFixed(1)} | ${r.gzipKiB.toFixed(1)} | ${r.reactCopies} |`,
  ),
].join('\n');
const once = rows.every((r) => r.reactCopies === 1);

/**
 * The export, the import and the patient-list API on both databases: DATABASE_URL when given, else a throwaway local cluster when this
 * machine has Debian's PostgreSQL (as CI does); PGlite always.
 */
async function onBothDatabases() {
  const pgCluster = path.join(root, 'scripts', 'pg-cluster.sh');
  const ownCluster = !process.env.DATABASE_URL && existsSync('/usr/lib/postgresql');
  if (ownCluster)
    process.env.DATABASE_URL = execFileSync(pgCluster, ['start', 'bench', '5434']).toString().trim();
  try {
    const exported = process.env.BENCH_SKIP_EXPORT ? [] : await benchExport();
    const imported = process.env.BENCH_SKIP_IMPORT ? [] : await benchImport();
    // The patient-list API shares the databases (BENCH_SKIP_LIST=1 leaves it out).
    const list = process.env.BENCH_SKIP_LIST ? [] : await benchPatientList();
    return { exported, imported, list };
  } finally {
    if (ownCluster) {
      execFileSync(pgCluster, ['stop', 'bench']);
      delete process.env.DATABASE_URL;
    }
  }
}
// BENCH_SKIP_EXPORT=1 / BENCH_SKIP_IMPORT=1 / BENCH_SKIP_LIST=1 leave those out (a quick before/after of a bundle change).
const { exported: exportResults, imported: importResults, list: listResults } = await onBothDatabases();
const report = `# Bench report\n\n${new Date().toISOString()} — median of ${RUNS} fresh browser contexts per page, production build, Debian Chromium.\n\n## JavaScript downloaded per page\n\n${table}\n\nReact loaded exactly once on every page: **${once ? 'yes' : 'NO'}**.\n\n## export.csv (GET surveyInstance/csv, streamed)\n\n${exportTable(exportResults)}\n\nMemory is the API process's own (a worker per database); flat peaks as rows grow mean constant memory.\n\n## Mass import (POST user/bulkSignup, 2,000-row CSV)\n\n${importTable(importResults)}\n\nSent in the portal's slices of 25 rows; each row is an identity user in cognito-local, an account, a doctor assignment and an (undelivered) invitation.\n\n## Patient list API (GET user, 2,000 patients, size 2000)\n\n${patientListTable(listResults)}\n\nautocannon in the API's process against the API and against a bare Fastify route sending the same JSON bytes; no compression (autocannon asks for none).\n\n## Patient list page (doctor/users-list, 2,000 rows fetched, 4× CPU throttling)\n\n${listPageTable(listPage)}\n`;
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'report.md'), report);
writeFileSync(
  path.join(root, 'bench', 'report.json'),
  JSON.stringify(
    {
      rows,
      reactOnce: once,
      export: exportResults,
      import: importResults,
      patientList: listResults,
      listPage,
    },
    null,
    2,
  ),
);
console.log(report);
if (!once) process.exit(1);
