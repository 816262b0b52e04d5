import { expect, test, type Page, type Response } from '@playwright/test';
import { signInAs } from './helpers';

// The test runner serves mfe-auth from a second origin (scripts/test.mjs), as an independently
// deployed remote on a CDN would be; every other bundle comes from the portal's own origin.
const REMOTE_ORIGIN = process.env.REMOTE_AUTH_ORIGIN ?? '';

/** Every JavaScript response of the page, with its body, as it arrives. */
function recordScripts(page: Page) {
  const scripts: { url: string; body: string; response: Response }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => ''), response });
  });
  return scripts;
}

test.skip(!REMOTE_ORIGIN, 'needs the second-origin remote that `npm test` starts');

test('sign-in runs from mfe-auth served on a second origin, revalidated so a remote rebuilt alone is picked up', async ({
  page,
  baseURL,
}) => {
  const manifests: Response[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('mf-manifest.json')) manifests.push(r);
  });
  const scripts = recordScripts(page);
  await signInAs(page, 'doctor');

  const authManifest = manifests.find((r) => r.url().startsWith(REMOTE_ORIGIN));
  expect(authManifest, 'mfe-auth manifest from the second origin').toBeDefined();
  const authEntry = scripts.find((s) => s.url === `${REMOTE_ORIGIN}/remoteEntry.js`);
  expect(authEntry, 'mfe-auth remoteEntry from the second origin').toBeDefined();
  // Its chunks follow the entry to its origin (publicPath 'auto'), never the portal's /remotes/mfe-auth/.
  expect(scripts.some((s) => s.url.startsWith(`${REMOTE_ORIGIN}/`) && /\.[0-9a-f]{8}\.js$/.test(s.url))).toBe(
    true,
  );
  expect(scripts.some((s) => s.url.includes('/remotes/mfe-auth/'))).toBe(false);
  // The shell itself came from the portal.
  expect(scripts.some((s) => s.url === `${baseURL}/main.js`)).toBe(true);

  // Entries and manifests are revalidated on every load; hashed chunks are immutable.
  expect(authManifest!.headers()['cache-control']).toBe('no-cache');
  expect(authEntry!.response.headers()['cache-control']).toBe('no-cache');
  expect(authManifest!.headers()['access-control-allow-origin']).toBe('*');
  const chunk = scripts.find((s) => /\.[0-9a-f]{8}\.js$/.test(s.url));
  expect(chunk!.response.headers()['cache-control']).toContain('immutable');

  // The shell has no remote URL compiled in: remotes come from /remotes.json at run time.
  const shellScripts = scripts.filter((s) => s.url.startsWith(`${baseURL}/`) && !s.url.includes('/remotes/'));
  for (const s of shellScripts) expect(s.body, s.url).not.toContain('mf-manifest.json');
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  expect(remotes.mfe_auth).toBe(`${REMOTE_ORIGIN}/mf-manifest.json`);

  // The portal's content-security policy lets that origin run code and be fetched.
  const csp = (await page.request.get('/login')).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`script-src 'self' ${REMOTE_ORIGIN.replace(/[.:/]/g, '\\$&')}(;| )`));
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${REMOTE_ORIGIN.replace(/[.:/]/g, '\\$&')}`));
});

test('two remotes built separately share one token store and one HTTP client', async ({ page }) => {
  const scripts = recordScripts(page);
  const authorizations: string[] = [];
  page.on('request', (r) => {
    const auth = r.headers()['authorization'];
    if (auth && r.url().includes('/surveyInstance')) authorizations.push(auth);
  });
  // Sign-in is mfe-auth's (second origin); patient/home and its requests are mfe-patient's.
  await signInAs(page, 'patient');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  expect(token).toBeTruthy();
  await expect.poll(() => authorizations.length).toBeGreaterThan(0);
  expect(new Set(authorizations)).toEqual(new Set([`Bearer ${token}`]));

  // The share scope holds exactly one loaded version of each stateful shared subpath.
  const loaded = await page.evaluate(() => {
    type Entry = { loaded?: boolean; loading?: unknown; from: string };
    const fed = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    const out: Record<string, string[]> = {};
    for (const scopes of Object.values(fed.__SHARE__)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (entry.loaded || entry.loading) (out[pkg] ??= []).push(`${version}@${entry.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...new Set(v)]]));
  });
  for (const pkg of ['@dcp/shared/bus', '@dcp/shared/http', '@dcp/shared/session']) {
    expect(loaded[pkg], pkg).toHaveLength(1);
  }

  // And no loaded script carries a private copy: the bus (its preference key "uiSize" sits beside the
  // token store) and the client's bearer header are each in exactly one script of the page; a bundle
  // importing shared by relative path would add one. ("apiKey" itself also appears in Amplify.)
  const withTokenStore = scripts.filter((s) => s.body.includes('"uiSize"'));
  const withHttpClient = scripts.filter(
    (s) => s.body.includes('Bearer ') && s.body.includes('shared.http.requestError'),
  );
  expect(withTokenStore.map((s) => s.url)).toHaveLength(1);
  expect(withHttpClient.map((s) => s.url)).toHaveLength(1);
});
