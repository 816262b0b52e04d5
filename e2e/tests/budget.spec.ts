import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser } from '@playwright/test';
import { DEMO, type DemoRole } from './helpers';
import { linkGlucose, unlinkGlucose } from './glucose-link';
import { openAs } from './sessions';

// Issue 16's byte guard: the JavaScript each page downloads (gzip, as the bench counts it) may not grow
// more than the tolerance over the figure committed in bench/budget.json. Deterministic: the same build
// loads the same scripts. After an intended change, `BENCH_WRITE_BUDGET=1 npm run bench` rewrites the
// budget (and the report shows the ratio to the plain build beside it).
// Every page is counted until its "drawn" mark (issue 41 point 6), as the bench counts it; the
// patient's home is measured as a patient WITH a linked sensor sees it, drawn once its glucose charts
// are (their chunk comes after the summary, after network idle would have ended the count).

interface Budget {
  tolerance: number;
  pages: Record<string, { gzipBytes: number; plainGzipBytes: number; ratio: number }>;
}
const budget = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'bench', 'budget.json'), 'utf8'),
) as Budget;

// Linking the patient syncs 90 days of readings first.
test.setTimeout(180_000);

const roleOf = (page: string) =>
  (Object.keys(DEMO) as DemoRole[]).find((role) => DEMO[role].home === page) ?? null;

/** Set by the shell once the page's main content is drawn (shell/src/drawn.ts). */
const DRAWN_MARK = 'dcp:drawn';

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
  const sizes: Promise<number>[] = [];
  const files: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    files.push(new URL(res.url()).pathname);
    sizes.push(
      res.body().then(
        (b) => gzipSync(b).length,
        () => 0,
      ),
    );
  });
  await page.goto(url);
  await expect(page.locator('main#dcp-main h1')).toBeVisible();
  // The shell's drawn mark (shell/src/drawn.ts), as the bench ends its count: the page's content is in
  // the page and painted — on /login the sign-in remote's form, whose files came after network idle.
  await page.waitForFunction((m) => performance.getEntriesByName(m, 'mark').length > 0, DRAWN_MARK, {
    timeout: 60_000,
  });
  expect(new URL(page.url()).pathname, 'the page measured is the page asked for').toBe(new URL(url).pathname);
  // The scripts requested until now; one requested later is not counted.
  const bytes = (await Promise.all([...sizes])).reduce((a, b) => a + b, 0);
  const { resolveFile } = await import('../../scripts/serve.mjs');
  const built = files.map((f) => resolveFile(f));
  const refused = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  await context.close();
  // Libraries whose code two of the page's scripts both carry (read from the build's source maps, as
  // the bench reads them). The federation runtime's helpers in each remote's entry are the known gap
  // (docs/performance.md); anything else twice is a sharing mistake (issue 41: a request-example
  // helper once came in the shell's file and again in a remote's contracts chunk).
  const { duplicates } = await import('../../scripts/bench/pages.mjs');
  const twice = Object.keys(duplicates(built)).filter((lib) => !lib.startsWith('@module-federation/'));
  return { bytes, refused, twice };
}

for (const [pagePath, figures] of Object.entries(budget.pages)) {
  test(`${pagePath}: JavaScript within ${budget.tolerance * 100} % of its budget, nothing refused by the CSP, no library twice`, async ({
    browser,
    baseURL,
  }) => {
    const role = roleOf(pagePath);
    let token: string | null = null;
    // The patient's home is drawn once its glucose charts are: the demo patient's sensor is linked.
    const linked = pagePath === DEMO.patient.home;
    const context = await browser.newContext({ baseURL });
    const { apiUrl } = (await (await context.request.get('/config.json')).json()) as { apiUrl: string };
    if (role) {
      const page = await context.newPage();
      await openAs(page, role);
      token = await page.evaluate(() => localStorage.getItem('apiKey'));
    } else expect(pagePath, 'a budget page is /login or a role’s landing page').toBe('/login');
    // The demo patient is linked for the measurement only: the journeys after find them unlinked.
    if (linked) await linkGlucose(context.request, apiUrl, token!);
    const measured = await scriptBytes(browser, `${baseURL}${pagePath}`, token).finally(
      () => linked && unlinkGlucose(context.request, apiUrl, token!),
    );
    await context.close();
    const { bytes, refused, twice } = measured;
    expect(refused, `${pagePath}: the Content-Security-Policy refused something on load`).toEqual([]);
    expect(twice, `${pagePath}: libraries loaded more than once`).toEqual([]);
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
