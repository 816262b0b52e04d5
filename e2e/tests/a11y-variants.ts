import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The variants the gate checks (issue 10): axe's WCAG 2.2 A/AA rules, both languages, three sizes (the larger two on a sample). */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const LOCALES = ['en-GB', 'es-ES'] as const;
export const SIZES = ['medium', 'large', 'extra-large'] as const;
/**
 * The rules whose outcome depends on the rendered size (large-text contrast threshold, tap target
 * size, content that starts to overflow). The other rules read the DOM and ARIA, which the font size
 * does not change: they run at the medium size in each language, these at every size.
 */
export const SIZE_RULES = ['color-contrast', 'target-size', 'scrollable-region-focusable'];

/** Stores the language and font size as the preferences menu does, and reloads the page with them. */
export async function applyPreferences(page: Page, locale: string, size: string) {
  await page.evaluate(
    ([l, s]) => {
      localStorage.setItem('locale', l!);
      localStorage.setItem('uiSize', s!);
    },
    [locale, size],
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** axe on the page as it is now: every rule at the medium size, the size-dependent ones otherwise. */
export function axeFor(page: Page, size: string) {
  // Only the violations are read: axe then skips building selectors for every passing node.
  const axe = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (size !== 'medium') axe.withRules(SIZE_RULES);
  return axe;
}
