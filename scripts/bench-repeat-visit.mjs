// Only the "returning patient on a phone" row of `npm run bench` (issue 41 point 5), for working on the
// service worker: a private stack (DCP_PORT_OFFSET), the bench's front server adding 150 ms to every
// portal request, the patient's home visited twice in one profile at 4× CPU, portal and plain build
// alternating (BENCH_RUNS, default 3; medians), with the load average. Builds what is not built
// (BENCH_SKIP_BUILD=1 measures the bundles as they are; the plain build is measured only if
// shell/dist-plain exists). BENCH_TRACE=1 also prints each request of the portal's last repeat visit:
// when it started and ended (ms from the navigation), and whether the worker answered it.
// BENCH_SHELL_DIST=<dir>: that copy of the shell's dist/ is served instead (a before/after pair).
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { startStack } from './stack.mjs';
import { resolveFile, startPortal } from './serve.mjs';
import { connect } from './bench-glucose.mjs';
import { startFront } from './bench/front.mjs';
import { CHROMIUM_ARGS } from './bench/chromium-args.mjs';
import { sideBySide } from './bench/side-by-side.mjs';
import { freshToken } from './bench/sign-in.mjs';
import { repeatVisit } from './bench/repeat-visit.mjs';
import { repeatTable } from './bench/report.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PLAIN_DIST = path.join(root, 'shell', 'dist-plain');
const patient = { role: 'patient', email: 'patient@demo.test', signIn: '/login', home: '/patient/home' };
const o = Number(process.env.DCP_PORT_OFFSET ?? 0);
const ports = {
  front: 28180 + o,
  portal: 28181 + o,
  plain: 28182 + o,
  api: 24100 + o,
  identity: 29329 + o,
  smtp: 21125 + o,
  mailWeb: 21180 + o,
  dexcom: 24400 + o,
  widgetExample: 28190 + o,
};

if (!process.env.BENCH_SKIP_BUILD) await build({ ifNeeded: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-repeat-'));
const base = `http://localhost:${ports.front}`;
const stack = await startStack({
  ports,
  dataDir,
  quiet: true,
  env: { SEED_DEMO: '1', LOG_LEVEL: 'warn', PORTAL_ORIGIN: base },
});
const withPlain = existsSync(path.join(PLAIN_DIST, 'index.html'));
const plainPortal = withPlain
  ? await startPortal({
      port: ports.plain,
      shellDist: PLAIN_DIST,
      env: { ...process.env, API_URL: stack.urls.api, COGNITO_PUBLIC_ENDPOINT: `${stack.urls.api}/identity` },
    })
  : null;
// BENCH_SHELL_DIST: another copy of the shell's dist/ (e.g. with the previous worker) measured instead.
const other = process.env.BENCH_SHELL_DIST
  ? await startPortal({
      port: ports.portal + 50,
      shellDist: process.env.BENCH_SHELL_DIST,
      env: { ...process.env, API_URL: stack.urls.api, COGNITO_PUBLIC_ENDPOINT: `${stack.urls.api}/identity` },
    })
  : null;
if (other) ports.portal += 50;
const front = await startFront(ports.front, ports.portal);
const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
try {
  const fileOf = { portal: (p) => resolveFile(p), plain: (p) => resolveFile(p, PLAIN_DIST) };
  await connect(stack.urls.api, stack.urls.dexcom, await freshToken(browser, base, patient, 'DemoPass#2026'));
  const token = await freshToken(browser, base, patient, 'DemoPass#2026');
  const trace = process.env.BENCH_TRACE === '1';
  const measure = (b) =>
    repeatVisit(browser, front, base + patient.home, token, fileOf[b], trace && b === 'portal');
  // Without the plain build, the portal alone: the same shape as sideBySide's answer.
  const row = withPlain
    ? await sideBySide(front, ports, measure)
    : await sideBySide({ use: () => {} }, { portal: ports.portal, plain: ports.portal }, measure);
  console.log(repeatTable({ page: `${patient.home} (patient)`, path: patient.home, ...row }));
  for (const r of row.runs.portal) console.log('portal run', Math.round(r.first), Math.round(r.repeat));
  const last = row.runs.portal.at(-1).trace ?? [];
  for (const t of last) console.log(t);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  // The front server and the plain portal keep the browser's idle keep-alive sockets open: not waited for.
  void front.close();
  plainPortal?.close();
}
process.exit(0);
