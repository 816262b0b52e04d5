import { expect, type Page } from '@playwright/test';
import { ROUTES, matches } from '../../shared/src/guard/routes';
import { apiUrlOf, type DemoRole } from './helpers';

/**
 * Every page of the portal, by who can open it: the accessibility gate (a11y-axe.spec.ts) and the
 * phone layout check (mobile-layout.spec.ts) visit these. Addresses that hold an id are found the way
 * a person finds them, from a list page's link, so they follow whatever the link carries (e-mail or
 * id). `coverage.test` checks that every pattern of the route table (shared/src/guard/routes.ts) is
 * visited by someone, so a new route cannot skip the gate.
 */
export type Visit = string | { instance: (id: string) => string } | { from: string; link: string };

export const PUBLIC_PAGES: Visit[] = [
  '/login',
  '/sign-in-superadmin',
  '/sign-in-admin',
  '/registration-admin',
  '/registration-doctor',
  '/registration-patient',
  '/registration-superadmin',
  '/forgot-password',
  '/reset-password/not.a-real.token',
  '/change-password',
  '/docs',
  '/docs/privacy-policy',
  '/survey',
  '/one-time',
  '/patient/not.a-real.token',
  '/stop-reminders/not.a-real.token',
];

export const ROLE_PAGES: Record<DemoRole, Visit[]> = {
  superadmin: [
    '/superadmin/results',
    '/superadmin/audit',
    '/superadmin/erasure-requests',
    '/superadmin/superadmins-list',
    '/superadmin/clinics-list',
    { from: '/superadmin/clinics-list', link: '/superadmin/clinic-profile/' },
    '/superadmin/admins-list',
    { from: '/superadmin/admins-list', link: '/admin-profile/' },
    '/doctors-list',
    { from: '/doctors-list', link: '/doctor-profile/' },
    '/patients-list',
    { from: '/patients-list', link: '/patient-profile/' },
  ],
  admin: [
    '/admin/doctors-list',
    { from: '/admin/doctors-list', link: '/admin/doctor-profile/' },
    '/admin/patients-list',
    { from: '/admin/patients-list', link: '/admin/patient-profile/' },
    '/admin/audit',
    '/admin/clinic',
    '/admin/clinic/reminders',
    '/admin/erasure-requests',
    '/admin/overview',
  ],
  doctor: [
    '/doctor/users-list',
    { from: '/doctor/users-list', link: '/doctor/survey-results' },
    { instance: (id) => `/doctor/survey-results/${id}` },
    { from: '/doctor/users-list', link: '/doctor/patients/' },
    '/doctor/resources',
    '/doctor/resources/t1',
    '/doctor/es-ES/resources',
    '/doctor/research',
    '/doctor/help',
    '/doctor/overview',
    '/dexcom/auth',
  ],
  patient: [
    '/patient/home',
    '/patient/results',
    { instance: (id) => `/patient/results/${id}` },
    '/patient/notes',
    '/patient/resources',
    '/patient/account/delete',
    { instance: (id) => `/survey/${id}` },
    '/change-password',
    '/authenticator-app',
    '/dexcom/glucose',
    '/dexcom/auth',
    '/dexcom/success',
    '/dexcom/error',
  ],
};

/** Only redirect, or reached only while onboarding (checked by onboarding-phone.spec.ts). */
export const NOT_VISITED = ['terms-and-conditions', 'initial-survey', 'sign-out', 'one-time/**'];

/** Route-table patterns no visited path matches (should be none). */
export function unvisitedPatterns(): string[] {
  const samples = [...PUBLIC_PAGES, ...Object.values(ROLE_PAGES).flat()].map((v) =>
    typeof v === 'string' ? v : 'instance' in v ? v.instance('x') : `${v.link}x`,
  );
  return ROUTES.map((r) => r.pattern).filter(
    (p) => !NOT_VISITED.includes(p) && !samples.some((s) => matches(p, s)),
  );
}

/** After this long, a heading unchanged by a navigation is the new page's own. */
const STILL_MS = 3000;

type Before = { h1: Element | null; text: string | null | undefined; at: number };

/**
 * Client-side navigation (single-spa reroutes on pushState): no reload, as a person clicking. The
 * heading on screen before it is noted, so `settled` can tell the new page's heading from the old.
 */
export async function goClientSide(page: Page, path: string) {
  await page.evaluate((p) => {
    const h1 = document.querySelector('main h1');
    (window as { beforeNav?: Before }).beforeNav = { h1, text: h1?.textContent, at: Date.now() };
    window.history.pushState(null, '', p);
  }, path);
}

/**
 * Watches the main area from now until `changedSinceWatch`: a page swapped in while axe read it (a
 * chunk or answer arriving late on a loaded machine, after the heading had been still) was neither
 * the old page nor the new one, so its result says nothing and the check runs again.
 */
export async function watchMain(page: Page) {
  await page.evaluate(() => {
    const w = window as { mainChanged?: boolean; mainWatch?: MutationObserver };
    w.mainWatch?.disconnect();
    w.mainChanged = false;
    w.mainWatch = new MutationObserver(() => (w.mainChanged = true));
    const main = document.querySelector('main');
    if (main) w.mainWatch.observe(main, { subtree: true, childList: true, characterData: true });
  });
}

export const changedSinceWatch = (page: Page) =>
  page.evaluate(() => {
    const w = window as { mainChanged?: boolean; mainWatch?: MutationObserver };
    w.mainWatch?.disconnect();
    return w.mainChanged === true || document.querySelector('main') === null;
  });

/**
 * Waits for the new page's heading and for the main area to stop changing (data loaded). The old
 * page's heading does not count: a chunk still loading (in a transition, the old page stays drawn)
 * left the main area quiet with the old heading, and axe ran on the swap that followed. A heading
 * unchanged in element and text for STILL_MS is the new page's own (two addresses of one page).
 */
export async function settled(page: Page, where: string) {
  await expect(page.locator('main h1').first(), where).toBeVisible();
  await page.waitForFunction(
    (stillMs) =>
      new Promise<boolean>((resolve) => {
        const main = document.querySelector('main');
        let changed = false;
        const obs = new MutationObserver(() => (changed = true));
        if (main) obs.observe(main, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          obs.disconnect();
          const h1 = document.querySelector('main h1');
          const before = (window as { beforeNav?: Before }).beforeNav;
          const fresh =
            !before ||
            h1 !== before.h1 ||
            h1?.textContent !== before.text ||
            Date.now() - before.at > stillMs;
          const spinner = document.querySelector('main [role="status"] [aria-hidden="true"]');
          resolve(!changed && !spinner && fresh && !!h1 && h1.getClientRects().length > 0);
        }, 150);
      }),
    STILL_MS,
    { polling: 50, timeout: 10_000 },
  );
}

/** The concrete address of a visit: an instance id, or where a list page's first row or link leads. */
export async function resolveVisit(page: Page, v: Visit, instance: string): Promise<string> {
  if (typeof v === 'string') return v;
  if ('instance' in v) return v.instance(instance);
  await goClientSide(page, v.from);
  const row = page.locator(`main a[href*="${v.link}"], main tbody tr[tabindex="0"]`).first();
  await expect(row, `a row or link to ${v.link} on ${v.from}`).toBeVisible();
  // A link inside a row (the list's "Print summary") is followed rather than the row it sits in; the
  // rows may be drawn a moment before their links, so the link is waited for before the row is taken.
  const link = page.locator(`main a[href*="${v.link}"]`).first();
  const hasLink = await link.waitFor({ state: 'attached', timeout: 3000 }).then(
    () => true,
    () => false,
  );
  // On a laptop the doctor's list keeps a row's links behind the row's actions button.
  const actions = page.getByRole('main').getByRole('button', { name: /^(Actions for|Acciones para) / });
  if (hasLink && !(await link.isVisible()) && (await actions.first().isVisible()))
    await actions.first().click();
  await (hasLink ? link : row).click();
  await expect(page, `${v.from} leads to ${v.link}`).toHaveURL((u) => u.pathname.startsWith(v.link));
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** The demo patient's latest survey instance, read through the API with the page's own token. */
export async function latestInstance(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  const apiUrl = await apiUrlOf(page);
  const list = await page.request.get(`${apiUrl}/surveyInstance`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await list.json()) as { content: { id: string }[] };
  return body.content[0]!.id;
}

/** Nothing scrolls sideways; the heading and the page's first button are on screen (issue 10). */
export async function fitsThePhone(page: Page, path: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  await expect(page.locator('main h1').first(), path).toBeInViewport();
  // The main action: the page's first button or form control is on screen, not cut off at the side.
  const action = page.locator('main button:visible, main [role="button"]:visible').first();
  if (await action.count()) {
    const box = (await action.boundingBox())!;
    expect(box.x, `${path} main action starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${path} main action ends on screen`).toBeLessThanOrEqual(innerWidth);
  }
}
