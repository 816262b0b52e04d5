// The patient list page at 2,000 rows under 4× CPU throttling (issue 8): time to the first page of
// rows after navigation and after the list's response arrived, a filter change (click → new count
// shown), and the longest task (issue 41 point 2: none over 200 ms) from navigation to the first page
// and while 100 rows per page are shown. The portal and the plain build alternate in the same run
// (issue 41 point 6: every row beside its reference); medians of RUNS fresh contexts each; used by
// scripts/bench.mjs (alone: scripts/bench-list-page-only.mjs).
import { sideBySide } from './bench/side-by-side.mjs';
import { freshToken, landedPath } from './bench/sign-in.mjs';
import { GOALS, landedRow, mark, where } from './bench/report.mjs';

const GOAL = { readyMs: GOALS.listReadyMs, taskMs: GOALS.listTaskMs };

const PATH = '/doctor/users-list';
const LIST_DOCTOR = { role: 'doctor', email: 'listdoctor@demo.test', signIn: '/login', home: PATH };

async function once(browser, base, token) {
  const context = await browser.newContext();
  await context.addInitScript((t) => localStorage.setItem('apiKey', t), token);
  // Every task of 50 ms or more (the Long Tasks API's floor) from the page's start.
  await context.addInitScript(() => {
    window.__tasks = [];
    new PerformanceObserver((l) => window.__tasks.push(...l.getEntries())).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + PATH);
  // A page that never shows its first page of rows (an error, the sign-in form, a build that does not
  // draw the list) is a failed row, not a figure: its path and `drawn: false`.
  const drawn = await page
    .waitForFunction(
      () =>
        document.querySelectorAll('main tbody tr').length === 10 &&
        /2,000 patients/.test(document.querySelector('main p[role="status"]')?.textContent ?? ''),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!drawn) {
    const landed = landedPath(page);
    await context.close();
    return { landed, drawn, ...Object.fromEntries(FIGURES.map((k) => [k, NaN])) };
  }
  const timing = await page.evaluate(() => {
    const now = performance.now();
    const list = performance
      .getEntriesByType('resource')
      .filter((e) => /\/user\?/.test(e.name))
      .pop();
    return {
      ready: now,
      afterResponse: list ? now - list.responseEnd : NaN,
      listEnd: list?.responseEnd ?? 0,
    };
  });
  // A filter change: the type toggle → the API's answer → the new count and first page on screen.
  const filterMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const status = document.querySelector('main p[role="status"]');
        const before = status.textContent;
        const button = [...document.querySelectorAll('main button')].find((b) => b.textContent === 'Type II');
        const t0 = performance.now();
        new MutationObserver((_, obs) => {
          if (status.textContent !== before) {
            obs.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }
        }).observe(status, { childList: true, subtree: true, characterData: true });
        button.click();
      }),
  );
  // The list's own work: tasks from its answer's arrival to its first page (the shell's and the
  // remote's script evaluation before it are point 1's). responseEnd, not responseStart: the API is
  // another origin without Timing-Allow-Origin, so responseStart read 0 and every task since
  // navigation was counted.
  const longestSince = (from, to = Infinity) =>
    page.evaluate(
      ([t, end]) =>
        Math.max(
          0,
          ...window.__tasks
            .filter((e) => e.startTime + e.duration > t && e.startTime < end)
            .map((e) => e.duration),
        ),
      [from, to],
    );
  const loadLongestMs = await longestSince(timing.listEnd, timing.ready);
  // 100 rows per page (the largest size): the rows a doctor sees at once, rendered.
  const sizeAt = await page.evaluate(() => performance.now());
  await page.getByLabel('Rows per page').selectOption('100');
  await page.waitForFunction(() => document.querySelectorAll('main tbody tr').length === 100, undefined, {
    polling: 1000,
    timeout: 60_000,
  });
  await page.waitForTimeout(1000); // a long task is reported once it has ended
  const rowsLongestMs = await longestSince(sizeAt);
  // The shell's drawn mark (the list's first row painted), on both builds alike.
  const marked = await page.evaluate(() => performance.getEntriesByName('dcp:drawn').length > 0);
  const landed = landedPath(page);
  await context.close();
  return {
    landed,
    drawn: marked,
    readyMs: timing.ready,
    afterResponseMs: timing.afterResponse,
    filterMs,
    loadLongestMs,
    rowsLongestMs,
  };
}

const FIGURES = ['readyMs', 'afterResponseMs', 'filterMs', 'loadLongestMs', 'rowsLongestMs'];

/**
 * The list page on the portal and on the plain build, alternating (`front` points the one origin at
 * `ports[build]`), the list doctor signed in on the portal right before; medians and the load.
 */
export async function measureListPage(browser, front, ports, base, password, runs) {
  front.use(ports.portal);
  const token = await freshToken(browser, base, LIST_DOCTOR, password);
  return { path: PATH, ...(await sideBySide(front, ports, () => once(browser, base, token), runs)) };
}

/** Every run showed the list on both builds (a row whose page never drew fails the bench). */
export const listPageOk = (r) => landedRow(r.path, r.runs);

export function listPageTable(r) {
  const landed = listPageOk(r);
  const fmt = (x) => (Number.isFinite(x) ? `${Math.round(x)}` : '–');
  const ratio = (a, b) => (Number.isFinite(a / b) && b ? `${(a / b).toFixed(2)}×` : '–');
  const row = (label, k, goal) => {
    const met = goal == null ? '' : mark(landed && r.portal[k] <= goal);
    return `| ${label} | ${fmt(r.portal[k])} | ${fmt(r.plain[k])} | ${ratio(r.portal[k], r.plain[k])} | ${goal == null ? '—' : `≤ ${goal}`} | ${met} | ${r.load.toFixed(2)} |`;
  };
  return [
    `| 2,000 rows fetched, 4× CPU${where(r.path, r.runs)} | portal ms | plain ms | portal / plain | goal (portal) | | load avg |`,
    '|---|---:|---:|---:|---:|---|---:|',
    row('navigation → first page shown', 'readyMs', GOAL.readyMs),
    row('list response → first page shown', 'afterResponseMs'),
    row('filter click → new page shown', 'filterMs'),
    row('longest task, list answer → first page', 'loadLongestMs', GOAL.taskMs),
    row('longest task, 100 rows shown', 'rowsLongestMs', GOAL.taskMs),
  ].join('\n');
}
