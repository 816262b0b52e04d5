// Lighthouse 12 (the npm package, pinned in package.json to the version the goals name;
// Debian's Chromium), mobile preset, cold cache: performance and best practices per page, signed in
// where the page needs it (the token is put in the browser's own profile first, and Lighthouse told
// not to wipe storage; the HTTP cache is cleared before each run).
import { chromium } from '@playwright/test';

/**
 * { landed, performance, bestPractices, lcp, cls, tbt, mainThread, lcpEl, phases, failing, opportunities, bootup, errors }
 * of one run; throws when Lighthouse is not installed. `extraFlags`: Chromium's own (a proxy).
 */
export async function lighthouseRun(url, token, chromePath, extraFlags = []) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-sync',
      '--no-first-run',
      ...extraFlags,
    ],
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/robots.txt', url).toString()).catch(() => {});
    await page.evaluate((t) => (t ? localStorage.setItem('apiKey', t) : localStorage.clear()), token);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    // (the connection ends with the browser, below)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
      disableStorageReset: true,
    });
    const { categories, audits } = result.lhr;
    // The largest content's element and its phases (TTFB, load delay, load time, render delay).
    const lcpItems = audits['largest-contentful-paint-element']?.details?.items;
    return {
      // The page Lighthouse measured: a staff page whose session had ended shows the sign-in form.
      landed: new URL(result.lhr.finalDisplayedUrl).pathname,
      performance: Math.round(categories.performance.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      // Script, style, layout and paint on the main thread (issue 41: ≤ 1.15× the plain build's).
      mainThread: audits['mainthread-work-breakdown'].numericValue,
      lcpEl: (lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 80),
      phases: lcpItems?.[1]?.items?.map((i) => `${i.phase} ${Math.round(i.timing)}`).join(', ') ?? '',
      // The best-practices audits that cost points, and the largest performance opportunities.
      failing: categories['best-practices'].auditRefs
        .filter((r) => r.weight > 0 && audits[r.id].score !== null && audits[r.id].score < 1)
        .map((r) => r.id),
      opportunities: Object.values(audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) >= 100)
        .sort((a, b) => b.numericValue - a.numericValue)
        .slice(0, 3)
        .map((a) => `${a.id} ${Math.round(a.numericValue)} ms`),
      // Where the main thread's script time went: the five scripts with the most, ms of evaluation.
      bootup: (audits['bootup-time']?.details?.items ?? [])
        .slice(0, 5)
        // An item's url is a script's address, or "Unattributable" for work no script is named for.
        .map((i) => `${i.url.split('?')[0].split('/').pop()} ${Math.round(i.scripting)}`)
        .join(', '),
      errors: (audits['errors-in-console'].details?.items ?? [])
        .map((i) => `${i.source}: ${i.description ?? i.url}`)
        .slice(0, 3),
    };
  } finally {
    chrome.kill();
  }
}
