import { expect, test, type Page } from '@playwright/test';
import { declineCookies, signInAs, type DemoRole } from './helpers';
import {
  PUBLIC_PAGES,
  ROLE_PAGES,
  goClientSide,
  latestInstance,
  resolveVisit,
  settled,
  unvisitedPatterns,
  type Visit,
} from './a11y-routes';
import { LOCALES, SIZES, applyPreferences, axeFor } from './a11y-variants';

/**
 * The accessibility gate (issue 10): axe-core's WCAG 2.2 A/AA rules on every page, as each role that
 * can open it, in English and Spanish, at the three font sizes: zero violations. One sign-in per
 * role; the language and font size are switched through their stored preferences and one reload,
 * and pages are opened client-side, so the whole run stays short.
 */
// The doctor visits the most pages (the one-pager too, issue 24): 6 variants each on a shared machine.
test.describe.configure({ timeout: 300_000 });

async function checkPages(page: Page, visits: Visit[], instance = '') {
  const found: string[] = [];
  let checked = 0;
  for (const locale of LOCALES) {
    for (const size of SIZES) {
      await applyPreferences(page, locale, size);
      for (const v of visits) {
        const path = await resolveVisit(page, v, instance);
        await goClientSide(page, path);
        await settled(page, path);
        const t0 = Date.now();
        const { violations } = await axeFor(page, size).analyze();
        checked++;
        if (process.env.A11Y_TIMING) console.log(path, Date.now() - t0);
        for (const x of violations) {
          const where = x.nodes.map((n) => n.target.join(' ')).slice(0, 3);
          found.push(`${path} [${locale}, ${size}] ${x.id}: ${x.help} — ${where.join(' | ')}`);
        }
      }
    }
  }
  test.info().annotations.push({ type: 'axe pages × variants', description: String(checked) });
  console.log(`axe: ${checked} page × variant runs`);
  expect(found, found.join('\n')).toEqual([]);
}

test('every route pattern is visited by the gate', () => {
  expect(unvisitedPatterns()).toEqual([]);
});

test('public pages have no WCAG 2.2 A/AA violations', async ({ page }) => {
  await page.goto('/login');
  await declineCookies(page);
  await checkPages(page, PUBLIC_PAGES);
});

for (const role of Object.keys(ROLE_PAGES) as DemoRole[]) {
  test(`${role} pages have no WCAG 2.2 A/AA violations`, async ({ page }) => {
    await signInAs(page, 'patient');
    const instance = await latestInstance(page);
    if (role !== 'patient') {
      await page.evaluate(() => localStorage.removeItem('apiKey'));
      await signInAs(page, role);
    }
    await declineCookies(page);
    await checkPages(page, ROLE_PAGES[role], instance);
  });
}
