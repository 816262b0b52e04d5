import { expect, test, type Page } from '@playwright/test';
import { DEMO, declineCookies, type DemoRole } from './helpers';
import { openAs } from './sessions';

// Issue 10 point 3: a pseudo-locale run finds no untranslated text. With localStorage.pseudoLocale =
// 'en-XA' every catalogue text renders accented and bracketed (shared/src/i18n/pseudo.ts), so a
// visible text with plain letters did not come from a catalogue — unless it is data: what the API
// answered (names, e-mails, clinic and survey names, questionnaire content), or what Intl wrote
// (month and day names). Each role's main routes are the links of its own sidebar.

const PSEUDO = /[ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ]/;
const SIGNED_OUT = ['/login', '/sign-in-admin', '/sign-in-superadmin', '/forgot-password'];

interface ApiWords {
  words: Set<string>;
  /** Resolves once no request is in flight and every JSON answer has been read. */
  settled(): Promise<void>;
}

/** Every word of every string the API answered this page (its data, not its texts). */
function collectApiWords(page: Page): ApiWords {
  const words = new Set<string>();
  const reading = new Set<Promise<unknown>>();
  let inFlight = 0;
  const walk = (v: unknown): void => {
    if (typeof v === 'string') for (const w of v.split(/[^\p{L}\p{N}@._-]+/u)) words.add(w.toLowerCase());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  page.on('request', () => inFlight++);
  page.on('requestfailed', () => inFlight--);
  page.on('requestfinished', () => inFlight--);
  page.on('response', (res) => {
    // Every fetch (the headers of some answers are not exposed to the page, so no content-type test).
    if (!['fetch', 'xhr'].includes(res.request().resourceType())) return;
    const read = res.json().then(walk, () => undefined);
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  const settled = async () => {
    for (let quiet = 0; quiet < 3;) {
      await page.waitForTimeout(100);
      quiet = inFlight <= 0 && reading.size === 0 ? quiet + 1 : 0;
    }
  };
  return { words, settled };
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
async function untranslated(page: Page, api: ApiWords): Promise<string[]> {
  // Let the page settle: its loads answered, read and rendered.
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(PSEUDO);
  await api.settled();
  const { texts, intlWords } = await visibleTexts(page);
  const known = new Set([...api.words, ...intlWords.map((w) => w.toLowerCase())]);
  return texts.filter((t) => {
    if (PSEUDO.test(t) || !/[A-Za-z]/.test(t)) return false;
    const words = t.split(/[^\p{L}\p{N}@._-]+/u).filter((w) => /[A-Za-z]/.test(w));
    // A long note is shown shortened: its visible start is still data.
    const isData = (w: string) => known.has(w) || (w.length >= 8 && [...known].some((k) => k.startsWith(w)));
    return !words.every((w) => isData(w.toLowerCase()));
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
    found[route] = await untranslated(page, apiWords);
  }
  expect(found).toEqual(Object.fromEntries(SIGNED_OUT.map((r) => [r, []])));
});

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`${role}: every sidebar route shows only catalogue texts and data`, async ({ page }) => {
    const apiWords = collectApiWords(page);
    await openAs(page, role);
    await declineCookies(page);
    await usePseudoLocale(page);
    const nav = page.getByRole('navigation').first();
    await expect(nav).toContainText(PSEUDO);
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.filter((a) => a.getAttribute('target') !== '_blank').map((a) => a.getAttribute('href') ?? ''),
      );
    const routes = [...new Set(hrefs.filter((h) => h.startsWith('/')))];
    expect(routes.length).toBeGreaterThan(0);
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      // Through the sidebar, as a person would (and without reloading the portal each time).
      await nav.locator(`a[href="${route}"]`).first().click();
      await expect(page).toHaveURL(route);
      found[route] = await untranslated(page, apiWords);
    }
    expect(found).toEqual(Object.fromEntries(routes.map((r) => [r, []])));
  });
}
