// Glucose in `npm run bench` (issue 9): the charts of 14 days (4,032 readings) and 90 days (25,920)
// under 4× CPU throttling — from the period switch to the charts drawn, and the longest task — and the
// first sync of 90 days for 50 emulated users (api/scripts/bench-glucose-sync-worker.ts). Medians of
// RUNS; figures for the report, never pass/fail.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The sync worker's one JSON line; the emulator runs in a process of its own, as deployed. */
export async function benchGlucoseSync(env = {}) {
  const port = 24350 + Number(process.env.DCP_PORT_OFFSET ?? 0);
  const emulator = spawn(process.execPath, ['--import', 'tsx', 'dexcom-emulator/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DEXCOM_EMULATOR_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; i < 120; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 250));
    }
    return await runSyncWorker({ ...env, DEXCOM_BASE_URL: `http://127.0.0.1:${port}` });
  } finally {
    emulator.kill('SIGTERM');
  }
}

function runSyncWorker(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'api', 'scripts', 'bench-glucose-sync-worker.ts')],
      { cwd: path.join(root, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()))
        : reject(new Error(`sync worker: ${code}`)),
    );
  });
}

/** Links the signed-in patient (API token) to a sandbox user and syncs its 90 days. */
export async function connect(api, dexcom, token) {
  const auth = { authorization: `Bearer ${token}` };
  const { authorizationUrl } = await (await fetch(`${api}/api/dexcom/auth-url`, { headers: auth })).json();
  const u = new URL(authorizationUrl);
  const login = await fetch(`${dexcom}/v2/oauth2/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: u.searchParams.get('client_id'),
      redirect_uri: u.searchParams.get('redirect_uri'),
      state: u.searchParams.get('state'),
      user: 'sandbox-well-controlled',
      decision: 'allow',
    }).toString(),
  });
  const back = new URL(login.headers.get('location'));
  const body = JSON.stringify({
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    cgmDataConsent: true,
  });
  const json = { ...auth, 'content-type': 'application/json' };
  await fetch(`${api}/api/dexcom/token`, { method: 'POST', headers: json, body });
  await fetch(`${api}/api/dexcom/glucose/sync`, { method: 'POST', headers: json, body: '{}' });
}

/**
 * One patient page per period: the switch clicked at 4× CPU; render = click → the new period's charts
 * in the page and painted; the longest task of the whole switch.
 */
export async function benchGlucoseCharts(browser, { portal, api, dexcom }, runs = 3, { trace = null } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${portal}/login`);
  await page.getByLabel('Patient').check();
  await page.getByLabel(/^E-?mail$/).fill('patient@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('DemoPass#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/patient/home');
  await connect(api, dexcom, await page.evaluate(() => localStorage.getItem('apiKey')));
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) =>
      window.__long.push(...l.getEntries().map((e) => [e.startTime, e.duration])),
    ).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const cdp = await context.newCDPSession(page);
  const rows = [];
  for (const days of [14, 90]) {
    const renders = [];
    const longest = [];
    // `trace`: one more switch, traced ({ start, stop(days) }: scripts/bench-glucose-charts.mjs).
    for (let i = 0; i < runs + (trace ? 1 : 0); i++) {
      const traced = trace && i === runs;
      await page.goto(`${portal}/patient/home`);
      await page.getByText('Ambulatory glucose profile').waitFor({ timeout: 60_000 });
      // From another period, so the switch to `days` loads and draws.
      const from = days === 14 ? '30 days' : '14 days';
      await page.getByRole('button', { name: from, exact: true }).click();
      await page.getByText('Ambulatory glucose profile').waitFor({ timeout: 60_000 });
      // Found before throttling and clicked by position: a locator's query in the page (roles, names
      // over the whole DOM) would be a long task of the bench's own at 4× CPU.
      const box = await page.getByRole('button', { name: `${days} days`, exact: true }).boundingBox();
      await page.waitForTimeout(500);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (traced) await trace.start(page);
      const t0 = await page.evaluate(() => ((window.__long = []), performance.now()));
      const answered = page.waitForResponse((r) => r.url().includes(`glucose/summary?days=${days}`));
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const { start: period } = await (await answered).json();
      // The charts render in the background, in parts: drawn = the new period's charts all in the page
      // (`data-charted`, set once the last part is there) and the frame after them painted; watched from
      // inside the page, a cheap query every 50 ms.
      const drawn = await page.evaluate(
        (p) =>
          new Promise((resolve) => {
            const check = () =>
              document.querySelector(`[data-charted="${p}"]`)
                ? requestAnimationFrame(() => resolve(performance.now()))
                : setTimeout(check, 50);
            check();
          }),
        period,
      );
      await page.waitForTimeout(1500);
      const m = await page.evaluate((start) => {
        const tasks = window.__long.filter(([s]) => s >= start);
        return { longest: Math.max(0, ...tasks.map(([, d]) => d)) };
      }, t0);
      m.render = drawn - t0;
      if (traced) await trace.stop(days);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (traced) {
        console.log(`traced switch: render ${Math.round(m.render)} ms, longest task ${m.longest} ms`);
        continue;
      }
      renders.push(m.render);
      longest.push(m.longest);
    }
    rows.push({
      days,
      readings: days * 288,
      renderMs: Math.round(median(renders)),
      longestTaskMs: Math.round(median(longest)),
    });
  }
  await context.close();
  return rows;
}

/** The summary's API time before (raw readings) and after (per-day aggregates), per database. */
export function summaryTable(sync) {
  return [
    '| summary (API, one patient) | database | before: raw readings, median (ms) | after: per-day aggregates, median (ms) |',
    '|---|---|---:|---:|',
    ...sync.flatMap((s) =>
      (s.summary ?? []).map((r) => `| ${r.days} days | ${s.database} | ${r.beforeMs} | ${r.afterMs} |`),
    ),
  ].join('\n');
}

export function glucoseTable(charts, sync) {
  return [
    '| charts | readings | switch → drawn, median (ms) | longest task, median (ms) |',
    '|---|---:|---:|---:|',
    ...charts.map(
      (r) => `| ${r.days} days | ${r.readings.toLocaleString('en')} | ${r.renderMs} | ${r.longestTaskMs} |`,
    ),
    '',
    '| sync | database | users | at a time | wall (s) | per user, median (ms) | rows | rows/s | idle re-sync (ms) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...sync.map(
      (s) =>
        `| 90 days each | ${s.database} | ${s.users} | ${s.concurrency} | ${s.wallS} | ${s.perUserMedianMs} | ${s.rows.toLocaleString('en')} | ${s.rowsPerS} | ${s.idleSyncMs} |`,
    ),
    '',
    summaryTable(sync),
  ].join('\n');
}

/**
 * `node scripts/bench-glucose.mjs --summary`: only the summary's API time (no browser): a few patients
 * synced on PGlite, and on PostgreSQL when BENCH_PG_URL names one; figures before/after aggregates.
 */
async function summaryOnly() {
  const users = process.env.BENCH_GLUCOSE_USERS ?? '3';
  const runs = [await benchGlucoseSync({ DATABASE_URL: '', BENCH_GLUCOSE_USERS: users })];
  if (process.env.BENCH_PG_URL) {
    // Keys of this run's own (a shared database needs every one given: api/src/config-keys.ts).
    const { databaseKeys } = await import('./database-keys.mjs');
    const pg = { DATABASE_URL: process.env.BENCH_PG_URL, ...databaseKeys(), BENCH_GLUCOSE_USERS: users };
    runs.push(await benchGlucoseSync(pg));
  }
  console.log(summaryTable(runs));
}

// `node scripts/bench-glucose.mjs`: these figures alone (bundles built; its own stack and ports).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--summary')) {
  await summaryOnly();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { chromium } = await import('@playwright/test');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const { startStack } = await import('./stack.mjs');
  const o = Number(process.env.DCP_PORT_OFFSET ?? 0);
  const ports = { portal: 38080 + o, api: 34000 + o, identity: 39229 + o, smtp: 31025 + o };
  Object.assign(ports, { mailWeb: 31080 + o, dexcom: 34300 + o, widgetExample: 38090 + o });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-glucose-'));
  const portal = `http://localhost:${ports.portal}`;
  const env = { SEED_DEMO: '1', LOG_LEVEL: 'warn', PORTAL_ORIGIN: portal };
  const stack = await startStack({ ports, dataDir, quiet: true, env });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  let charts;
  try {
    const where = { portal, api: stack.urls.api, dexcom: stack.urls.dexcom };
    charts = await benchGlucoseCharts(browser, where, Number(process.env.BENCH_RUNS ?? 3));
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sync = process.env.BENCH_SKIP_GLUCOSE_SYNC ? [] : [await benchGlucoseSync({ DATABASE_URL: '' })];
  console.log(glucoseTable(charts, sync));
}
