import { expect, test, type Page } from '@playwright/test';
import authEn from '../../mfe-auth/src/lang/en.json';
import authEs from '../../mfe-auth/src/lang/es.json';
import shellEn from '../../shell/src/lang/en.json';
import shellEs from '../../shell/src/lang/es.json';

// Issue 27 point 1: the public pages arrive as HTML — their heading and form labels are in the
// portal's first answer, before (here: without) any JavaScript, in the visitor's language.
const LANGS = [
  { name: 'English', locale: 'en-GB', text: authEn, shell: shellEn },
  { name: 'Spanish', locale: 'es-ES', text: authEs, shell: shellEs },
];

test.describe('with JavaScript disabled', () => {
  for (const { name, locale, text, shell } of LANGS)
    test(`the sign-in page is drawn from its HTML in ${name}`, async ({ browser }) => {
      // The browser's language (navigator.language, the first Accept-Language tag) picks the page's.
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text['auth.roleSelect.title']);
      await expect(page.getByRole('radio', { name: text['auth.roleSelect.role.patient'] })).toBeVisible();
      await expect(page.getByLabel(text['auth.signIn.email'])).toBeVisible();
      await expect(page.getByLabel(text['auth.signIn.password'], { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: text['auth.signIn.submit'] })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${text['auth.roleSelect.title']} · `));
      // A first visit is asked about cookies, as the portal asks once it runs.
      await expect(page.getByRole('region', { name: shell['shell.cookies.label'] })).toBeVisible();
      await context.close();
    });

  test('a chosen language (its cookie) wins over the browser’s, and a policy page has its text', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
    await context.addCookies([
      { name: 'CookieConsent', value: 'true', url: baseURL! },
      { name: 'Language', value: 'es-ES', url: baseURL! },
    ]);
    const page = await context.newPage();
    await page.goto('/docs/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authEs['auth.docs.terms.title']);
    // Cookies accepted: no banner asking again.
    await expect(page.getByRole('region', { name: shellEs['shell.cookies.label'] })).toHaveCount(0);
    await context.close();
  });
});

test('a page for signed-in people answers the layout alone, its header in the HTML', async ({ request }) => {
  const res = await request.get('/patient/home', { headers: { 'accept-language': 'es-ES' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="es-ES"');
  expect(html).toMatch(/<header[^>]*>[\s\S]*Portal de Atención a la Diabetes[\s\S]*<\/header>/);
  expect(html).not.toContain('data-prerendered');
  expect(res.headers()['vary']).toMatch(/accept-language/);
});

async function heading(page: Page) {
  return page.locator('main#dcp-main h1');
}

test('the remote takes over the pre-rendered page: one heading, the form works', async ({ page }) => {
  await page.goto('/login');
  await expect(await heading(page)).toHaveText(authEn['auth.roleSelect.title']);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(await heading(page)).toHaveCount(1);
  await page.getByRole('radio', { name: authEn['auth.roleSelect.role.patient'] }).check();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    authEn['auth.roleSelect.cardTitle.patient'],
  );
});

test('what was typed before the code arrived is kept when the portal takes the page over', async ({
  page,
}) => {
  // The sign-in remote's entry is held back, as on a slow phone, while the person starts typing (the
  // only remote /login loads; in this stack it is served from an origin of its own).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remoteEntry\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not until 'load': the held entry, once the shell has asked for it, holds the load event too.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: authEn['auth.roleSelect.role.patient'] }).check();
  const email = page.getByLabel(authEn['auth.signIn.email']);
  await email.fill('someone@example.org');
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(email).toHaveValue('someone@example.org');
  await expect(email).toBeFocused();
  // The portal's own page now: the chosen role's card, as if it had been chosen there.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    authEn['auth.roleSelect.cardTitle.patient'],
  );
});

// Issue 41 point 1: the first-screen file is preloaded from the HTML (scripts/first-screen-preload.cjs),
// so it is requested with the page — its initiator the HTML parser — not by main.js once it has run.
for (const path of ['/login', '/patient/home'])
  test(`${path}: the first-screen file is requested by the page’s HTML, not after main.js`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const initiators = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) =>
      initiators.set(new URL(e.request.url).pathname, e.initiator.type),
    );
    await page.goto(path, { waitUntil: 'load' });
    const firstScreen = [...initiators].filter(([file]) => /^\/first-screen\.[0-9a-f]{8}\.js$/.test(file));
    expect(firstScreen.map(([, by]) => by)).toEqual(['parser']);
  });
