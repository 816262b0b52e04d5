// The patient list page at 2,000 rows under 4× CPU throttling (issue 8): time to the first page of
// rows after navigation and after the list's response arrived, and a filter change (click → new
// count shown). Medians of RUNS fresh contexts; used by scripts/bench.mjs.
const LIST_DOCTOR = 'listdoctor@demo.test';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function tokenOf(browser, base, password) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(/^E-?mail$/).fill(LIST_DOCTOR);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/doctor/users-list`);
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  await context.close();
  return token;
}

async function once(browser, base, token) {
  const context = await browser.newContext();
  await context.addInitScript((t) => localStorage.setItem('apiKey', t), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/doctor/users-list`);
  await page.waitForFunction(
    () =>
      document.querySelectorAll('main tbody tr').length === 10 &&
      /2,000 patients/.test(document.querySelector('main p[role="status"]')?.textContent ?? ''),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const timing = await page.evaluate(() => {
    const now = performance.now();
    const list = performance
      .getEntriesByType('resource')
      .filter((e) => /\/user\?/.test(e.name))
      .pop();
    return { ready: now, afterResponse: list ? now - list.responseEnd : null };
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
  await context.close();
  return { readyMs: timing.ready, afterResponseMs: timing.afterResponse, filterMs };
}

export async function measureListPage(browser, base, password, runs = 3) {
  const token = await tokenOf(browser, base, password);
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await once(browser, base, token));
  const pick = (k) => Math.round(median(all.map((r) => r[k])));
  return {
    runs,
    readyMs: pick('readyMs'),
    afterResponseMs: pick('afterResponseMs'),
    filterMs: pick('filterMs'),
  };
}

export const listPageTable = (r) =>
  [
    '| rows fetched | CPU | navigation → first page shown (ms) | list response → first page shown (ms) | filter click → new page shown (ms) |',
    '|---:|---|---:|---:|---:|',
    `| 2000 | 4× slower | ${r.readyMs} | ${r.afterResponseMs} | ${r.filterMs} |`,
  ].join('\n');
