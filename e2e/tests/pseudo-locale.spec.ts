import { expect, test, type Page } from '@playwright/test';
import { DEMO, declineCookies, signInAs, type DemoRole } from './helpers';

// Issue 10 point 3: a pseudo-locale run finds no untranslated text. With localStorage.pseudoLocale =
// 'en-XA' every catalogue text renders accented and bracketed (shared/src/i18n/pseudo.ts), so a
// visible text with plain letters did not come from a catalogue — unless it is data: what the API
// answered (names, e-mails, clinic and survey names, questionnaire content), or what Intl wrote
// (month and day names). Each role's main routes are the links of its own sidebar.

const PSEUDO = /[ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ]/;
const SIGNED_OUT = ['/login', '/sign-in-admin', '/sign-in-superadmin', '/forgot-password'];

/** Every word of every string the API answered this page (its data, not its texts). */
function collectApiWords(page: Page): Set<string> {
  const words = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') for (const w of v.split(/[^\p{L}\p{N}@._-]+/u)) words.add(w.toLowerCase());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  page.on('response', (res) => {
    if (!(res.headers()['content-type'] ?? '').includes('json')) return;
    res.json().then(walk, () => undefined);
  });
  return words;
}

/** The visible text nodes of the page, and the names Intl gives months and weekdays. */
async function visibleTexts(page: Page): Promise<{ texts: string[]; intlWords: string[] }> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('script, style, noscript, svg title')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
      texts.push(text);
    }
    const intlWords: string[] = [];
    for (let m = 0; m < 12; m++) {
      for (const month of ['long', 'short'] as const) {
        intlWords.push(new Date(2000, m, 1).toLocaleString('en-GB', { month }));
      }
    }
    for (let d = 0; d < 7; d++) {
      for (const weekday of ['long', 'short'] as const) {
        intlWords.push(new Date(2000, 0, 2 + d).toLocaleString('en-GB', { weekday }));
      }
    }
    return { texts, intlWords };
  });
}

/** Texts with plain letters that are neither pseudo-localised nor data. */
async function untranslated(page: Page, apiWords: Set<string>): Promise<string[]> {
  // Let the page settle: its loads answered and rendered.
  await page.waitForLoadState('networkidle');
  const { texts, intlWords } = await visibleTexts(page);
  const known = new Set([...apiWords, ...intlWords.map((w) => w.toLowerCase())]);
  return texts.filter((t) => {
    if (PSEUDO.test(t) || !/[A-Za-z]/.test(t)) return false;
    const words = t.split(/[^\p{L}\p{N}@._-]+/u).filter((w) => /[A-Za-z]/.test(w));
    return !words.every((w) => known.has(w.toLowerCase()));
  });
}

async function usePseudoLocale(page: Page) {
  await page.evaluate(() => localStorage.setItem('pseudoLocale', 'en-XA'));
  await page.reload();
}

test('signed-out pages show only catalogue texts', async ({ page }) => {
  const apiWords = collectApiWords(page);
  await page.goto('/login');
  await declineCookies(page);
  await usePseudoLocale(page);
  const found: Record<string, string[]> = {};
  for (const route of SIGNED_OUT) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(PSEUDO);
    found[route] = await untranslated(page, apiWords);
  }
  expect(found).toEqual(Object.fromEntries(SIGNED_OUT.map((r) => [r, []])));
});

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`${role}: every sidebar route shows only catalogue texts and data`, async ({ page }) => {
    const apiWords = collectApiWords(page);
    await signInAs(page, role);
    await declineCookies(page);
    await usePseudoLocale(page);
    const nav = page.getByRole('navigation').first();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.filter((a) => a.getAttribute('target') !== '_blank').map((a) => a.getAttribute('href') ?? ''),
      );
    const routes = [...new Set(hrefs.filter((h) => h.startsWith('/')))];
    expect(routes.length).toBeGreaterThan(0);
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(PSEUDO);
      found[route] = await untranslated(page, apiWords);
    }
    expect(found).toEqual(Object.fromEntries(routes.map((r) => [r, []])));
  });
}
