// The first screen, as a user on a slow phone or a clinic's Wi-Fi sees it: when the page's own heading
// is visible, LCP and the layout shift, under Chromium's CPU and network throttling (CDP).

import { fillSignIn, landedPath, submitSignIn } from './sign-in.mjs';

/** 4× CPU on loopback; 4× CPU at 100 ms RTT, 9/3 Mbit/s (the "clinic Wi-Fi"). */
export const PROFILES = {
  cpu4x: { cpu: 4, network: null },
  wifi: {
    cpu: 4,
    network: { latency: 100, downloadThroughput: (9e6 / 8) | 0, uploadThroughput: (3e6 / 8) | 0 },
  },
};

/** Runs in the page before any of its scripts: records heading time, LCP and layout shifts. */
function observe() {
  const w = /** @type {any} */ (window);
  w.__dcp = { heading: null, lcp: null, cls: 0 };
  const check = () => {
    if (w.__dcp.heading !== null) return;
    const h1 = document.querySelector('main#dcp-main h1');
    if (h1 && h1.getBoundingClientRect().height > 0) w.__dcp.heading = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__dcp.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!e.hadRecentInput) w.__dcp.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttled(browser, token, profile) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => localStorage.setItem('apiKey', t), token);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  return { context, page };
}

const read = (page) => page.evaluate(() => /** @type {any} */ (window).__dcp);

/** A cold load of `url`: ms from navigation start to the heading, LCP, CLS, and the path it ended on. */
export async function firstScreen(browser, url, token, profile) {
  const { context, page } = await throttled(browser, token, profile);
  try {
    await page.goto(url);
    await page.waitForFunction(() => /** @type {any} */ (window).__dcp?.heading !== null, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(300); // let LCP and late shifts settle
    return { ...(await read(page)), landed: landedPath(page) };
  } finally {
    await context.close();
  }
}

/** The sign-in transition (form → landing page, same document): the layout shift it causes. */
export async function signInShift(browser, base, who, profile, password) {
  const { context, page } = await throttled(browser, null, profile);
  try {
    await page.goto(base + who.signIn);
    await fillSignIn(page, who, password);
    const before = (await read(page)).cls;
    await submitSignIn(page);
    await page.waitForURL(base + who.home, { timeout: 30_000 });
    await page.waitForSelector('main#dcp-main h1', { timeout: 30_000 });
    await page.waitForTimeout(1000);
    return (await read(page)).cls - before;
  } finally {
    await context.close();
  }
}
