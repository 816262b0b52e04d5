// One row of `npm run bench` alone (issue 41 point 1): the patient's home, portal and plain build
// alternating, on a running `node scripts/dev-stack.mjs <N>` (no build, no 2,000-patient seed):
//   DCP_STACK=<N> node scripts/bench-patient-home.mjs   (BENCH_RUNS, BENCH_LIGHTHOUSE_RUNS as in the bench)
// The API accepts the stack's portal origin only, so Chromium (and Lighthouse's) goes through a proxy
// that sends that origin to the stack's portal or to the plain build (shell/dist-plain: build it first
// with scripts/build.mjs's buildPlain), in turn. The demo patient must have a linked sensor (the bench's
// connect(), bench-glucose.mjs). Bytes to the drawn mark, the heading at 4× CPU and at 100 ms RTT, and
// Lighthouse 12 mobile with the LCP element's phases; each with the plain figure and the load average.
import { chromium } from '@playwright/test';
import { createServer, request } from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveFile, startPortal } from './serve.mjs';
import { measurePage } from './bench/pages.mjs';
import { PROFILES, firstScreen } from './bench/timing.mjs';
import { freshToken } from './bench/sign-in.mjs';
import { lighthouseRun } from './bench/lighthouse.mjs';
import { CHROMIUM_ARGS } from './bench/chromium-args.mjs';
import { sideBySide } from './bench/side-by-side.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LH_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = '/usr/bin/chromium';
const PLAIN_DIST = path.join(
  path.dirname(path.dirname(fileURLToPath(import.meta.url))),
  'shell',
  'dist-plain',
);
const N = Number(process.env.DCP_STACK ?? 1);
const PORTAL = Number(`${N}8080`);
const API = `http://localhost:${N}4000`;
const PROXY = PORTAL + 101;
const PLAIN = PORTAL + 102;
const target = { port: PORTAL };
createServer((req, res) => {
  const u = new URL(req.url);
  const port = Number(u.port) === PORTAL ? target.port : Number(u.port);
  const up = request(
    { host: '127.0.0.1', port, path: u.pathname + u.search, method: req.method, headers: req.headers },
    (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    },
  );
  up.on('error', () => res.writeHead(502).end());
  req.pipe(up);
}).listen(PROXY, '127.0.0.1');
const env = { ...process.env, API_URL: API, COGNITO_PUBLIC_ENDPOINT: `${API}/identity` };
await startPortal({ port: PLAIN, shellDist: PLAIN_DIST, env });
const ports = { portal: PORTAL, plain: PLAIN };
// The proxy sends the stack's portal origin to the build being measured.
const front = { use: (port) => (target.port = port) };
const use = (b) => front.use(ports[b]);
const PROXY_ARGS = [`--proxy-server=http://127.0.0.1:${PROXY}`, '--proxy-bypass-list=<-loopback>'];
const alternate = (fn, runs = RUNS) => sideBySide(front, ports, fn, runs);
const browser = await chromium.launch({
  executablePath: CHROME,
  args: [...CHROMIUM_ARGS, ...PROXY_ARGS],
});
const base = `http://localhost:${PORTAL}`;
const who = { role: 'patient', email: 'patient@demo.test', signIn: '/login', home: '/patient/home' };
const tok = () => {
  use('portal');
  return freshToken(browser, base, who, 'DemoPass#2026');
};
const url = base + who.home;
const out = {};
const fileOf = { portal: (p) => resolveFile(p), plain: (p) => resolveFile(p, PLAIN_DIST) };
let token = await tok();
out.bytes = await alternate((b) => measurePage(browser, url, token, fileOf[b]));
out.timing = {};
for (const [profile, settings] of Object.entries(PROFILES)) {
  token = await tok();
  out.timing[profile] = await alternate(() => firstScreen(browser, url, token, settings));
}
if (LH_RUNS > 0)
  // Signed in on the portal, then pointed back at the build this run measures (`tok` points the proxy
  // at the portal: the plain build's runs measured the portal until this was set apart).
  out.lighthouse = await alternate(async (b) => {
    const t = await tok();
    use(b);
    return lighthouseRun(url, t, CHROME, PROXY_ARGS);
  }, LH_RUNS);
await browser.close();
const r = (a, b) => (b ? (a / b).toFixed(2) : '—');
const L = [];
L.push(
  `bytes gzip KiB portal ${(out.bytes.portal.gzip / 1024).toFixed(1)} (${out.bytes.portal.files} files, drawn ${out.bytes.portal.drawn}) plain ${(out.bytes.plain.gzip / 1024).toFixed(1)} ratio ${r(out.bytes.portal.gzip, out.bytes.plain.gzip)} load ${out.bytes.load.toFixed(2)}`,
);
for (const [p, t] of Object.entries(out.timing))
  L.push(
    `${p}: heading ${t.portal.heading?.toFixed(0)} / plain ${t.plain.heading?.toFixed(0)} = ${r(t.portal.heading, t.plain.heading)}; LCP ${t.portal.lcp?.toFixed(0)} / ${t.plain.lcp?.toFixed(0)} = ${r(t.portal.lcp, t.plain.lcp)}; CLS ${t.portal.cls.toFixed(3)} / ${t.plain.cls.toFixed(3)}; landed ${t.portal.landed} load ${t.load.toFixed(2)}`,
  );
if (out.lighthouse) {
  const l = out.lighthouse;
  L.push(
    `lighthouse perf ${l.portal.performance} / plain ${l.plain.performance}; LCP ${l.portal.lcp.toFixed(0)} / ${l.plain.lcp.toFixed(0)} = ${r(l.portal.lcp, l.plain.lcp)}; TBT ${l.portal.tbt.toFixed(0)} / ${l.plain.tbt.toFixed(0)} = ${r(l.portal.tbt, l.plain.tbt)}; CLS ${l.portal.cls.toFixed(3)} / ${l.plain.cls.toFixed(3)}; landed ${l.portal.landed}/${l.plain.landed}; load ${l.load.toFixed(2)}`,
  );
  L.push(
    'LCP el portal: ' + out.lighthouse.runs.portal.map((x) => x.lcpEl + ' [' + x.phases + ']').join(' | '),
  );
  for (const b of ['portal', 'plain'])
    L.push(`script time ${b}: ${out.lighthouse.runs[b].map((x) => x.bootup).join(' | ')}`);
  L.push(
    'LCP el plain: ' + out.lighthouse.runs.plain.map((x) => x.lcpEl + ' [' + x.phases + ']').join(' | '),
  );
}
console.log(L.join('\n'));
if (process.env.OUT) writeFileSync(process.env.OUT, JSON.stringify(out, null, 2));
process.exit(0);
