import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

// Issue 15 point 6: what the portal page may do (CSP with a per-answer nonce for styles, no powerful
// features) and what it does not hand out (source maps).

test('the page carries a fresh style nonce, a Permissions-Policy, and no CSP violation in use', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const first = (await page.request.get('/login')).headers();
  const second = (await page.request.get('/login')).headers();
  const nonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  expect(nonce(first['content-security-policy'])).toBeTruthy();
  expect(nonce(first['content-security-policy'])).not.toBe(nonce(second['content-security-policy']));
  expect(first['content-security-policy']).not.toMatch(/style-src [^;]*unsafe-inline/);
  expect(first['permissions-policy']).toContain('camera=()');
  expect(first['permissions-policy']).toContain('geolocation=()');
  // Plain http on loopback: no HSTS (it is sent only over TLS).
  expect(first['strict-transport-security']).toBeUndefined();

  // The page works under that policy: styled-components' <style> elements carry the nonce.
  await signInAs(page, 'patient');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-styled]')].map((s) => (s as HTMLStyleElement).nonce),
  );
  expect(styles.length).toBeGreaterThan(0);
  for (const n of styles) expect(n).toBeTruthy();
  const background = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(background).not.toBe('');
  expect(violations).toEqual([]);
});

test('source maps are not served by default', async ({ page }) => {
  expect((await page.request.get('/main.js')).status()).toBe(200);
  const main = await (await page.request.get('/main.js')).text();
  expect(main).not.toMatch(/sourceMappingURL=/);
  expect((await page.request.get('/main.js.map')).status()).toBe(404);
});

test('a missing asset answers 404 with the same headers as the page', async ({ page }) => {
  const pageHeaders = (await page.request.get('/login')).headers();
  const missing = await page.request.get('/no-such-chunk.0123abcd.js');
  expect(missing.status()).toBe(404);
  const headers = missing.headers();
  for (const name of [
    'content-security-policy',
    'permissions-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
  ])
    expect([name, Boolean(headers[name])]).toEqual([name, Boolean(pageHeaders[name])]);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['cache-control']).toBe('no-cache');
});
