// Only the patient list page of `npm run bench` (issue 41 point 2), for working on it: builds what is
// not built, starts a private stack (DCP_PORT_OFFSET) with the list clinic of 2,000 patients and prints
// measureListPage's medians (BENCH_RUNS, default 3), the longest tasks at 4× CPU among them.
// BENCH_SKIP_BUILD=1 measures the bundles as they are (a before/after pair around one change).
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { startStack } from './stack.mjs';
import { listPageTable, measureListPage } from './bench-list-page.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const o = Number(process.env.DCP_PORT_OFFSET ?? 0);

if (!process.env.BENCH_SKIP_BUILD) await build({ ifNeeded: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-list-page-'));
const ports = {
  portal: 28082 + o,
  api: 24001 + o,
  identity: 29230 + o,
  smtp: 21026 + o,
  mailWeb: 21081 + o,
  dexcom: 26301 + o,
  widgetExample: 28091 + o,
};
const stack = await startStack({
  ports,
  dataDir,
  quiet: true,
  env: { SEED_DEMO: '1', SEED_PATIENTS: '2000', LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  console.log(listPageTable(await measureListPage(browser, stack.urls.portal, 'DemoPass#2026', RUNS)));
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
