// A returning patient on a phone (issue 41 point 5): the patient's home opened twice in one browser
// profile — a first visit (nothing cached; the service worker installs after load and precaches the
// patient's files) and a repeat visit — each timed to the page's drawn mark, at 4× CPU with 150 ms
// added to every request by the bench's front server (Lighthouse's mobile RTT). The latency is added
// there, not by Chromium's emulation, because that does not slow the service worker's own requests.
// And the bytes the worker fetched that the first visit itself had not: its cost on that visit.
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { DRAWN_MARK, waitDrawn } from './pages.mjs';
import { landedPath } from './sign-in.mjs';

export const PHONE_RTT_MS = 150;

async function visit(context, url, trace = false) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const byWorker = new Map();
  if (trace) page.on('response', (r) => byWorker.set(r.url(), r.fromServiceWorker()));
  await page.goto(url);
  const drawn = await waitDrawn(page);
  const ms = await page.evaluate(
    (m) => performance.getEntriesByName(m, 'mark')[0]?.startTime ?? null,
    DRAWN_MARK,
  );
  return {
    page,
    ms,
    drawn,
    landed: landedPath(page),
    ...(trace ? { trace: await requests(page, byWorker) } : {}),
  };
}

/** Each request of the visit up to now: start and end (ms from navigation), and who answered it. */
async function requests(page, byWorker) {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      url: e.name,
      start: Math.round(e.startTime),
      worker: Math.round(e.workerStart),
      end: Math.round(e.responseEnd),
    })),
  );
  return entries.map((e) => {
    const fromWorker = byWorker.get(e.url);
    const who = fromWorker === undefined ? '?' : fromWorker ? 'worker' : 'network';
    return `${String(e.start).padStart(5)}–${String(e.end).padStart(5)} ms  sw-start ${String(e.worker).padStart(5)}  ${who.padEnd(7)} ${e.url}`;
  });
}

/** The worker's cache once it is active: the URLs it holds (none without a worker: the plain build). */
async function workerCache(page) {
  return page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return [];
    const registered = await navigator.serviceWorker.getRegistration();
    if (!registered) return [];
    await navigator.serviceWorker.ready;
    const urls = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

/**
 * { first, repeat, ratio, extraGzip, landed, drawn } for `url` signed in with `token`; `fileOf(path)`
 * names the built file behind a URL path (to count the worker's extra bytes as the byte table does);
 * `trace` adds the repeat visit's requests (scripts/bench-repeat-visit.mjs, BENCH_TRACE=1).
 */
export async function repeatVisit(browser, front, url, token, fileOf, trace = false) {
  const context = await browser.newContext();
  await context.addInitScript((t) => localStorage.setItem('apiKey', t), token);
  front.latency(PHONE_RTT_MS);
  try {
    const first = await visit(context, url);
    const loaded = new Set(
      await first.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)),
    );
    // The page registers the worker once loaded; wait for it to be active (its precache is complete).
    await first.page.waitForLoadState('load');
    await first.page.waitForTimeout(500);
    const cached = await workerCache(first.page);
    await first.page.close();
    const repeat = await visit(context, url, trace);
    await repeat.page.close();
    const extra = cached.filter((u) => !loaded.has(u) && existsSync(fileOf(new URL(u).pathname)));
    const extraGzip = extra.reduce(
      (n, u) => n + gzipSync(readFileSync(fileOf(new URL(u).pathname))).length,
      0,
    );
    return {
      first: first.ms,
      repeat: repeat.ms,
      ratio: repeat.ms / first.ms,
      extraGzip,
      extraFiles: extra.length,
      landed: first.landed === repeat.landed ? first.landed : `${first.landed} then ${repeat.landed}`,
      drawn: first.drawn && repeat.drawn,
      ...(trace ? { trace: repeat.trace } : {}),
    };
  } finally {
    front.latency(0);
    await context.close();
  }
}
