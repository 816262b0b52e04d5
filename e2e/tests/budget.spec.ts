import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser } from '@playwright/test';
import { DEMO, type DemoRole } from './helpers';
import { openAs } from './sessions';

// Issue 16's byte guard: the JavaScript each page downloads (gzip, as the bench counts it) may not grow
// more than the tolerance over the figure committed in bench/budget.json. Deterministic: the same build
// loads the same scripts. After an intended change, `BENCH_WRITE_BUDGET=1 npm run bench` rewrites the
// budget (and the report shows the ratio to the plain build beside it).

interface Budget {
  tolerance: number;
  pages: Record<string, { gzipBytes: number; plainGzipBytes: number; ratio: number }>;
}
const budget = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'bench', 'budget.json'), 'utf8'),
) as Budget;

const roleOf = (page: string) =>
  (Object.keys(DEMO) as DemoRole[]).find((role) => DEMO[role].home === page) ?? null;

async function scriptBytes(browser: Browser, url: string, token: string | null) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => localStorage.setItem('apiKey', t), token);
  // The portal's CSP refusing something on load is a DevTools issue (Lighthouse best practices < 100),
  // e.g. zod's `new Function` probe before it ran jitless: the page must load without one.
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const sizes: number[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    sizes.push(gzipSync(await res.body().catch(() => Buffer.alloc(0))).length);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(page.locator('main#dcp-main h1')).toBeVisible();
  const refused = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  await context.close();
  return { bytes: sizes.reduce((a, b) => a + b, 0), refused };
}

for (const [pagePath, figures] of Object.entries(budget.pages)) {
  test(`${pagePath}: JavaScript within ${budget.tolerance * 100} % of its budget, nothing refused by the CSP`, async ({
    browser,
    baseURL,
  }) => {
    const role = roleOf(pagePath);
    let token: string | null = null;
    if (role) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await openAs(page, role);
      token = await page.evaluate(() => localStorage.getItem('apiKey'));
      await context.close();
    } else expect(pagePath, 'a budget page is /login or a role’s landing page').toBe('/login');
    const { bytes, refused } = await scriptBytes(browser, `${baseURL}${pagePath}`, token);
    expect(refused, `${pagePath}: the Content-Security-Policy refused something on load`).toEqual([]);
    const limit = Math.round(figures.gzipBytes * (1 + budget.tolerance));
    test.info().annotations.push({
      type: 'bytes',
      description: `${(bytes / 1024).toFixed(1)} KiB gzip (budget ${(figures.gzipBytes / 1024).toFixed(1)}, plain build ${(figures.plainGzipBytes / 1024).toFixed(1)}, ratio ${(bytes / figures.plainGzipBytes).toFixed(2)}×)`,
    });
    expect(
      bytes,
      `${pagePath} grew over its budget (bench/budget.json); see npm run bench`,
    ).toBeLessThanOrEqual(limit);
  });
}
