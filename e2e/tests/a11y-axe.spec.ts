import { expect, test, type Page } from '@playwright/test';
import { declineCookies, signInAs, type DemoRole } from './helpers';
import {
  PUBLIC_PAGES,
  ROLE_PAGES,
  changedSinceWatch,
  goClientSide,
  latestInstance,
  resolveVisit,
  settled,
  unvisitedPatterns,
  watchMain,
  type Visit,
} from './a11y-routes';
import { LOCALES, SIZES, applyPreferences, axeFor } from './a11y-variants';

/**
 * The accessibility gate (issue 10): axe-core's WCAG 2.2 A/AA rules on every page, as each role that
 * can open it, in English and Spanish, at the medium font size: zero violations. The larger two sizes
 * change only what the size-dependent rules read (a11y-variants.ts SIZE_RULES), so they run on a
 * sample (issue 26 point 6): the pages that together hold every kind of element found on the role's
 * pages, chosen from what the medium pass saw, so a new kind of element joins the sample by itself.
 * One sign-in per role; the language and font size are switched through their stored preferences and
 * one reload, and pages are opened client-side, so the whole run stays short.
 */
// The doctor visits the most pages (the one-pager too, issue 24) on a shared machine.
test.describe.configure({ timeout: 300_000 });

/** The kinds of element a larger font can break (overflow, contrast of large text, tap targets). */
const KINDS: Record<string, string> = {
  table: 'table',
  field: 'input:not([type=radio]):not([type=checkbox]), select, textarea',
  choice: 'input[type=radio], input[type=checkbox]',
  chart: 'svg:not([aria-hidden=true])',
  navigation: 'nav',
  button: 'button',
  link: 'main a[href]',
  disclosure: 'details, [aria-expanded]',
  alert: '[role=alert], [role=status]',
};

const kindsOn = (page: Page) =>
  page.evaluate(
    (kinds) => Object.keys(kinds).filter((k) => document.querySelector(kinds[k]!) !== null),
    KINDS,
  );

/** The fewest pages (greedily) that hold every kind any page held; the first page is always in. */
function sample(kindsByPath: Map<string, string[]>): string[] {
  const paths = [...kindsByPath.keys()];
  const chosen = paths.slice(0, 1);
  const covered = new Set(kindsByPath.get(paths[0]!) ?? []);
  const all = new Set([...kindsByPath.values()].flat());
  while (covered.size < all.size) {
    const gain = (p: string) => (kindsByPath.get(p) ?? []).filter((k) => !covered.has(k)).length;
    const best = paths.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best);
    for (const k of kindsByPath.get(best) ?? []) covered.add(k);
  }
  return chosen;
}

async function checkPages(page: Page, visits: Visit[], instance = '') {
  const found: string[] = [];
  let checked = 0;
  const kindsByPath = new Map<string, string[]>();
  const run = async (path: string, locale: string, size: string) => {
    await goClientSide(page, path);
    let violations: Awaited<ReturnType<ReturnType<typeof axeFor>['analyze']>>['violations'] = [];
    // A page that changed while axe read it is read again once it is still (at most three reads).
    for (let read = 1; read <= 3; read++) {
      await settled(page, path);
      await watchMain(page);
      ({ violations } = await axeFor(page, size).analyze());
      if (!(await changedSinceWatch(page))) break;
    }
    if (size === 'medium' && locale === LOCALES[0]) kindsByPath.set(path, await kindsOn(page));
    checked++;
    for (const x of violations) {
      const where = x.nodes.map((n) => n.target.join(' ')).slice(0, 3);
      found.push(`${path} [${locale}, ${size}] ${x.id}: ${x.help} — ${where.join(' | ')}`);
    }
  };
  const paths: string[] = [];
  for (const locale of LOCALES) {
    await applyPreferences(page, locale, 'medium');
    for (const [i, v] of visits.entries()) {
      paths[i] ??= await resolveVisit(page, v, instance);
      await run(paths[i]!, locale, 'medium');
    }
  }
  // Spanish at the larger sizes: its longer words are the first to overflow.
  const bigger = sample(kindsByPath);
  for (const size of SIZES.filter((s) => s !== 'medium')) {
    await applyPreferences(page, LOCALES[1], size);
    for (const path of bigger) await run(path, LOCALES[1], size);
  }
  test.info().annotations.push({ type: 'axe pages × variants', description: String(checked) });
  console.log(`axe: ${checked} page × variant runs; larger sizes on ${bigger.join(', ')}`);
  // The sample held every kind of element the role's pages hold (kept honest by its construction and
  // checked here, so a change to `sample` cannot drop one unseen).
  const kindsIn = (ps: string[]) => new Set(ps.flatMap((p) => kindsByPath.get(p) ?? []));
  expect([...kindsIn(bigger)].sort()).toEqual([...kindsIn(paths)].sort());
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
