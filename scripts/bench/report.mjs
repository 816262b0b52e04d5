// bench/report.md from the bench's results: every figure beside its reference (the plain build) and
// the issue-16 goal, so a reader sees the ratio without reading code. And bench/budget.json, the
// committed bytes per page that CI's byte guard (e2e/tests/budget.spec.ts) holds the portal to.
import { writeFileSync } from 'node:fs';

export const GOALS = {
  ratio: 1.25,
  loginKiB: 250,
  landingKiB: 300,
  headingCpuMs: 1000,
  headingWifiMs: 1800,
  lcpMs: 2000,
  buildS: 25,
  repeatRatio: 0.6,
  // Issue 41's table: the API's memory at rest; the list page at 2,000 rows; 200 patients at once.
  memoryMiB: 250,
  listReadyMs: 3000,
  listTaskMs: 200,
  loadApiP99Ms: 1000,
  loadApiMaxMs: 5000,
  // And as ratios to the plain build / the bare route in the same run.
  mainThreadRatio: 1.15,
  headingRatio: 1.05,
  listApiRatio: 0.25,
};

/**
 * 200 at once (issue 41), on the API's own requests (the identity emulator's sign-ins reported
 * apart): p99 ≤ 1 s on PostgreSQL, none over 5 s on PGlite; every visit complete.
 */
export const loadGoalMet = (r) =>
  r.complete === r.patients &&
  (r.database === 'PostgreSQL' ? r.api.p99Ms <= GOALS.loadApiP99Ms : r.api.maxMs <= GOALS.loadApiMaxMs);

const kib = (b) => (b / 1024).toFixed(1);
const ms = (x) => (x == null ? '–' : `${Math.round(x)}`);
export const mark = (ok) => (ok ? '✓' : '✗');
const load = (x) => (x == null ? '–' : x.toFixed(2));

/**
 * Whether every run of a row measured the page it names: it stayed on its path (a staff page whose
 * session had ended shows the sign-in form) and, where the page has one, reached its drawn mark.
 */
export function landedRow(path, runs) {
  return [...runs.portal, ...runs.plain].every((r) => r.landed === path && r.drawn !== false);
}
/** A row's warning when a run ended elsewhere or never drew (empty when every run measured its page). */
export const where = (path, runs) =>
  landedRow(path, runs)
    ? ''
    : ` (✗ not the page: ${[...new Set([...runs.portal, ...runs.plain].map((r) => (r.drawn === false ? `${r.landed}, not drawn` : r.landed)))].join('; ')})`;
const twice = (t) =>
  Object.entries(t ?? {})
    .map(([lib, n]) => `${lib} ×${n}`)
    .join(', ') || 'none';

function bytesTable(pages) {
  const rows = pages.map(({ page, path, bytes: { portal, plain, runs, load: l } }) => {
    const ratio = portal.gzip / plain.gzip;
    const limit = page === '/login' ? GOALS.loginKiB : GOALS.landingKiB;
    const landed = landedRow(path, runs);
    const ok =
      landed && ratio <= GOALS.ratio && portal.gzip / 1024 <= limit && Object.keys(portal.twice).length === 0;
    return {
      ok,
      line: `| ${page}${where(path, runs)} | ${portal.files} | ${kib(portal.gzip)} | ${plain.files} | ${kib(plain.gzip)} | ${ratio.toFixed(2)}× | ≤ ${limit} KiB, ≤ ${GOALS.ratio}× | ${twice(portal.twice)} | ${load(l)} | ${mark(ok)} |`,
    };
  });
  return {
    ok: rows.every((r) => r.ok),
    text: [
      '| page (counted until its drawn mark) | portal JS files | portal gzip KiB | plain files | plain gzip KiB | portal / plain | goal | loaded more than once (portal) | load avg | |',
      '|---|---:|---:|---:|---:|---:|---|---|---:|---|',
      ...rows.map((r) => r.line),
    ].join('\n'),
  };
}

function timingTable(pages) {
  const line = ({ page, path, timing: { cpu4x, wifi } }) => {
    const r = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '–');
    const bad = where(path, cpu4x.runs) || where(path, wifi.runs);
    return `| ${page}${bad} | ${ms(cpu4x.portal.heading)} | ${ms(cpu4x.plain.heading)} | ${r(cpu4x.portal.heading, cpu4x.plain.heading)} | ${ms(wifi.portal.heading)} | ${ms(wifi.plain.heading)} | ${r(wifi.portal.heading, wifi.plain.heading)} | ${ms(wifi.portal.lcp)} | ${ms(wifi.plain.lcp)} | ${wifi.portal.cls.toFixed(3)} | ${load(cpu4x.load)} / ${load(wifi.load)} |`;
  };
  return [
    `| page | heading 4× CPU, portal ms (goal ≤ ${GOALS.headingCpuMs}) | plain | ratio | heading 100 ms RTT 9/3 Mbit/s, portal (≤ ${GOALS.headingWifiMs}) | plain | ratio | LCP there, portal (≤ ${GOALS.lcpMs}) | plain | CLS cold load, portal (goal 0) | load avg (4× CPU / RTT) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...pages.map(line),
  ].join('\n');
}

function lighthouseTable(rows) {
  if (rows.length === 0) return '(skipped: BENCH_LIGHTHOUSE_RUNS=0)';
  const bad = (r) => r.landed.some((l) => l !== r.path);
  return [
    '| page | performance, portal (goal ≥ 90 and ≥ plain) | plain | best practices, portal (goal 100) | plain | LCP ms, portal | plain | TBT ms, portal | plain | CLS, portal | console errors (portal) | best-practice audits failed (portal) | largest opportunities (portal) | load avg | |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.page}${bad(r) ? ` (✗ measured ${r.landed.join('; ')})` : ''} | ${r.portal.performance} | ${r.plain.performance} | ${r.portal.bestPractices} | ${r.plain.bestPractices} | ${ms(r.portal.lcp)} | ${ms(r.plain.lcp)} | ${ms(r.portal.tbt)} | ${ms(r.plain.tbt)} | ${r.portal.cls.toFixed(3)} | ${r.errors.join('; ') || 'none'} | ${r.failing.join(', ') || 'none'} | ${r.opportunities.join(', ') || 'none'} | ${load(r.load)} | ${mark(!bad(r))} |`,
    ),
  ].join('\n');
}

export function repeatTable(r) {
  if (!r) return '(not measured)';
  const { portal, plain } = r;
  const ok = landedRow(r.path, r.runs) && portal.ratio <= GOALS.repeatRatio;
  return [
    `| page | first visit, portal ms | repeat visit | repeat / first (goal ≤ ${GOALS.repeatRatio}) | plain first | plain repeat (HTTP cache only) | plain repeat / first | the worker's extra bytes on the first visit (gzip KiB, files) | load avg | |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${r.page}${where(r.path, r.runs)} | ${ms(portal.first)} | ${ms(portal.repeat)} | ${portal.ratio.toFixed(2)} | ${ms(plain.first)} | ${ms(plain.repeat)} | ${plain.ratio.toFixed(2)} | ${kib(portal.extraGzip)} (${portal.extraFiles}) | ${load(r.load)} | ${mark(ok)} |`,
  ].join('\n');
}

function buildTable({ portal, plain }) {
  return [
    `| build | wall s (goal ≤ ${GOALS.buildS}) | CPU s, with webpack's child processes | of which the bench's own process | load avg | |`,
    '|---|---:|---:|---:|---:|---|',
    `| portal | ${portal.wallS.toFixed(1)} | ${portal.cpuS.toFixed(1)} | ${portal.selfCpuS.toFixed(1)} | ${load(portal.load)} | ${mark(portal.wallS <= GOALS.buildS)} |`,
    `| plain reference (one bundle, no federation) | ${plain.wallS.toFixed(1)} | ${plain.cpuS.toFixed(1)} | ${plain.selfCpuS.toFixed(1)} | ${load(plain.load)} | |`,
  ].join('\n');
}

export function report(results, runs, lhRuns, exportText) {
  const bytes = bytesTable(results.pages);
  const signIn = [
    '| role | sign-in transition CLS, portal (goal 0) | plain | load avg |',
    '|---|---:|---:|---:|',
    ...results.signIn.map(
      (r) => `| ${r.role} | ${r.portal.cls.toFixed(3)} | ${r.plain.cls.toFixed(3)} | ${load(r.load)} |`,
    ),
  ].join('\n');
  const markdown = `# Bench report

${new Date().toISOString()} — production builds, Debian Chromium, cold cache. Portal and the plain reference
(the same sources as one single-page build without federation) alternate in one run; medians of ${runs}.

## JavaScript per page

${bytes.text}

## First screen (CDP throttling)

${timingTable(results.pages)}

${signIn}

## A returning patient on a phone (service worker, issue 41 point 5)

${repeatTable(results.repeatVisit)}

To the page's drawn mark (its glucose charts), 4× CPU, 150 ms added to every portal request (the API's are not delayed); both visits in one browser profile. The plain build has no service worker: its repeat visit is the HTTP cache's.

## Lighthouse ${results.lighthouseVersion}, mobile preset (median of ${lhRuns}, portal and plain alternating, each run signed in afresh)

${lighthouseTable(results.lighthouse)}

## Build (all seven bundles and the widget, production, from the sources)

${buildTable(results.build)}

## export.csv (GET surveyInstance/csv, streamed)

${exportText}

Memory is the API process's own (a worker per database); flat peaks as rows grow mean constant memory.
`;
  // The exit code: every application library loaded once (the federation runtime's second copy, the
  // remote's, is the known gap listed in docs/performance.md and shown in the table).
  // And every row measured the page it names (a staff page signed out, or an error page, fails the run).
  const ok =
    results.pages.every(
      ({ path, bytes, timing }) =>
        Object.keys(bytes.portal.twice).filter((lib) => !lib.startsWith('@module-federation/')).length ===
          0 &&
        landedRow(path, bytes.runs) &&
        Object.values(timing).every((t) => landedRow(path, t.runs)),
    ) &&
    results.lighthouse.every((r) => r.landed.every((l) => l === r.path)) &&
    (!results.repeatVisit || landedRow(results.repeatVisit.path, results.repeatVisit.runs));
  return { markdown, ok };
}

/** The bytes per page CI holds the portal to (+5 %), with the plain reference beside them. */
export function writeBudget(file, results) {
  const pages = Object.fromEntries(
    results.pages.map(({ page, bytes: { portal, plain } }) => [
      page.split(' ')[0],
      {
        gzipBytes: portal.gzip,
        files: portal.files,
        plainGzipBytes: plain.gzip,
        ratio: +(portal.gzip / plain.gzip).toFixed(3),
      },
    ]),
  );
  writeFileSync(file, `${JSON.stringify({ tolerance: 0.05, pages }, null, 2)}\n`);
}
