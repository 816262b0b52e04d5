// Only the patient list page of `npm run bench` (issue 41 point 2), for working on it: builds what is
// not built, starts a private stack (DCP_PORT_OFFSET) with the list clinic of 2,000 patients, serves
// the plain build (shell/dist-plain) beside it through one switchable origin as the bench does, and
// prints measureListPage's table: portal and plain alternating, medians (BENCH_RUNS, default 3), the
// longest tasks at 4× CPU among them, the load average. BENCH_SKIP_BUILD=1 measures the bundles as
// they are (a before/after pair around one change; build the plain one with `build.mjs --plain`).
import { chromium } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, buildPlain } from './build.mjs';
import { startBenchStack } from './bench/front.mjs';
import { CHROMIUM_ARGS } from './bench/chromium-args.mjs';
import { listPageOk, listPageTable, measureListPage } from './bench-list-page.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PLAIN_DIST = path.join(
  path.dirname(path.dirname(fileURLToPath(import.meta.url))),
  'shell',
  'dist-plain',
);
const o = Number(process.env.DCP_PORT_OFFSET ?? 0);

if (!process.env.BENCH_SKIP_BUILD) {
  await build({ ifNeeded: true });
  await buildPlain();
}
// front and plain clear of the other offsets' stack ports (28082 + o …).
const ports = {
  front: 28160 + o,
  portal: 28082 + o,
  plain: 28170 + o,
  api: 24001 + o,
  identity: 29230 + o,
  smtp: 21026 + o,
  mailWeb: 21081 + o,
  dexcom: 26301 + o,
  widgetExample: 28091 + o,
};
const { base, front, stop: stopStack } = await startBenchStack(ports, PLAIN_DIST);
const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
let result;
try {
  result = await measureListPage(browser, front, ports, base, 'DemoPass#2026', RUNS);
  console.log(listPageTable(result));
} finally {
  await browser.close();
  await stopStack();
}
if (!listPageOk(result)) process.exit(1);
