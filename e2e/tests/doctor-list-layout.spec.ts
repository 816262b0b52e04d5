import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, declineCookies, fillSignIn } from './helpers';

// Issue 36 point 3: the doctor's list fits a laptop and a tablet, and the results page does not
// scroll sideways. The list clinic's doctor (2,000 seeded patients, the same on every run): its first
// patients have the most reasons, the tallest rows.

const EMAIL = 'listdoctor@demo.test';
const rows = (page: Page) => page.locator('main tbody tr');
/** A row's patient as its actions name them (on a tablet the actions button is not drawn). */
const nameIn = async (page: Page) =>
  (await rows(page).first().locator('button[aria-label^="Actions for "]').getAttribute('aria-label'))!.slice(
    'Actions for '.length,
  );

async function openList(page: Page) {
  await page.goto('/login');
  await fillSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/doctor/users-list');
  await declineCookies(page);
  await expect(rows(page)).toHaveCount(10);
}

/** The list's table is no wider than its box: nothing of it is off to the side. */
async function expectTableFits(page: Page) {
  const { inside, box } = await page
    .locator('main table')
    .evaluate((t) => ({ inside: t.parentElement!.scrollWidth, box: t.parentElement!.clientWidth }));
  expect(inside, 'the table fits its box').toBeLessThanOrEqual(box);
}

async function expectPageFits(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

test('a laptop (1280 × 800) shows the first five patients whole, actions included, without scrolling', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openList(page);
  await expectTableFits(page);
  await expectPageFits(page);
  // Nothing scrolled: each of the first five rows is entirely on the first screen, its name,
  // priority, reasons and actions with it.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (let i = 0; i < 5; i++) {
    const row = rows(page).nth(i);
    await expect(row, `row ${i + 1} on the first screen`).toBeInViewport({ ratio: 1 });
    await expect(row.locator('[data-priority]')).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: /^Actions for / })).toBeInViewport({ ratio: 1 });
  }
  // The first row's actions open under its button, on screen, and lead to the patient's pages.
  const first = rows(page).first();
  const name = await nameIn(page);
  await first.getByRole('button', { name: `Actions for ${name}` }).click();
  for (const action of [
    page.getByRole('button', { name: `Send a new assessment to ${name}` }),
    page.getByRole('link', { name: `Print summary of ${name}` }),
    page.getByRole('link', { name: `Trends of ${name}` }),
  ])
    await expect(action).toBeInViewport({ ratio: 1 });
  await expect(page).toHaveURL('/doctor/users-list');
  await page.getByRole('link', { name: `Trends of ${name}` }).click();
  await expect(page).toHaveURL(/\/doctor\/patients\/[0-9a-f-]{36}\/trends$/);
  await page.close();
});

test('a tablet (820 × 1180) shows each patient as a card with priority, reasons and actions in words', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 820, height: 1180 } });
  await openList(page);
  await expectTableFits(page);
  await expectPageFits(page);
  const first = rows(page).first();
  const name = await nameIn(page);
  // The card's head and reasons are on the first screen; its actions are there with their words,
  // no menu to open.
  await expect(first.locator('[data-priority]')).toBeInViewport({ ratio: 1 });
  await expect(first.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
  for (const action of [
    first.getByRole('button', { name: `Send a new assessment to ${name}` }),
    first.getByRole('link', { name: `Print summary of ${name}` }),
    first.getByRole('link', { name: `Trends of ${name}` }),
  ]) {
    await expect(action).toBeVisible();
    await expect(action).toBeInViewport({ ratio: 1 });
  }
  // Every detail column keeps its label on the card (nothing needed to decide is hidden).
  for (const label of ['Risk score', 'Patient concern', 'Last completed', 'Last reviewed'])
    await expect(first.getByText(label, { exact: true })).toBeVisible();
  await page.close();
});

test('the results page a row opens does not scroll sideways at 1280 or 820 px', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openList(page);
  await rows(page).filter({ hasText: 'Awaiting review' }).first().click();
  await expect(page).toHaveURL(/\/doctor\/survey-results\/[0-9a-f-]{36}\?patient=/);
  await expect(page.getByRole('region', { name: "The patient's answers" })).toBeVisible();
  await expectPageFits(page);
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByRole('region', { name: "The patient's answers" })).toBeVisible();
  await expectPageFits(page);
  await page.close();
});
