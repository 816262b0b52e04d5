import { expect, test, type Page } from '@playwright/test';
import { listPatient } from '../../api/src/seed-list-data';
import { DEMO_PASSWORD, declineCookies, fillSignIn } from './helpers';

// The prioritised patient list with the 2,000 patients of the list clinic (SEED_PATIENTS=2000 on the
// e2e stack): each filter finds exactly what the seed's own data says it should.

const N = 2000;
const seed = Array.from({ length: N }, (_, i) => listPatient(i));
const fmt = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'patient' : 'patients'}`;
function ageOf(dob: string | null): number | null {
  if (!dob) return null;
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const now = new Date();
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age--;
  return age;
}
const count = (keep: (p: (typeof seed)[number]) => boolean) => seed.filter(keep).length;

const status = (page: Page) => page.locator('main p[role="status"]');
const rows = (page: Page) => page.locator('main tbody tr');
const expectCount = async (page: Page, n: number) =>
  expect(status(page)).toHaveText(new RegExp(`^${fmt(n)}`));

test('2,000 patients: search, every filter, sort, paging, URL round trip, colours', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await fillSignIn(page, 'listdoctor@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/doctor/users-list');
  await declineCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Patient List' })).toBeVisible();
  await expectCount(page, N);
  await expect(rows(page)).toHaveCount(10);

  // Two partial words, in any order and case: only Amelia Thornbury has both.
  await page.getByLabel('Search by name').fill('THORN ame');
  await expectCount(page, 1);
  await expect(rows(page).first()).toContainText('Amelia Thornbury');
  await expect(page).toHaveURL(/q=THORN\+ame/);
  await page.getByLabel('Search by name').fill('');
  await expectCount(page, N);

  // The filters wait behind the toolbar's button (issue 36 point 3). Every type, and a second click
  // clears it.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const types = {
    Pre: 'PRE',
    'Type I': 'TYPE_I',
    'Type II': 'TYPE_II',
    'Type I (child)': 'TYPE_I_CHILD',
    'Type I (parent)': 'TYPE_I_PARENT',
    None: null,
  } as const;
  for (const [label, type] of Object.entries(types)) {
    const button = page.getByRole('button', { name: label, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expectCount(
      page,
      count((p) => p.diabetesType === type),
    );
    await expect(rows(page).first()).toContainText(label);
  }
  await page.getByRole('button', { name: 'None', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Any', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectCount(page, N);

  await page.getByLabel('Assigned HCP').selectOption('Assigned');
  await expectCount(
    page,
    count((p) => p.assigned),
  );
  await page.getByLabel('Assigned HCP').selectOption('Not assigned');
  await expectCount(
    page,
    count((p) => !p.assigned),
  );
  await page.getByLabel('Assigned HCP').selectOption('Any');
  await page.getByLabel('Chronic conditions').selectOption('Present');
  await expectCount(
    page,
    count((p) => p.chronicConditions === true),
  );
  await page.getByLabel('Chronic conditions').selectOption('Not present');
  await expectCount(
    page,
    count((p) => p.chronicConditions !== true),
  );
  await page.getByLabel('Chronic conditions').selectOption('Any');

  await page.getByLabel('Age from').fill('30');
  await page.getByLabel('Age to').fill('60');
  await expectCount(
    page,
    count((p) => {
      const a = ageOf(p.birthDate);
      return a !== null && a >= 30 && a <= 60;
    }),
  );
  // The box follows the URL (filters live there): it shows checked once the navigation lands.
  await page.getByLabel('Show no-age patients').click();
  await expect(page.getByLabel('Show no-age patients')).toBeChecked();
  await expect(page.getByLabel('Age from')).toBeDisabled();
  await expectCount(
    page,
    count((p) => p.birthDate === null),
  );
  await page.getByLabel('Show no-age patients').click();
  await expect(page.getByLabel('Show no-age patients')).not.toBeChecked();
  await page.getByLabel('Age from').fill('');
  await page.getByLabel('Age to').fill('');
  await expectCount(page, N);
  const dob = seed[1]!.birthDate!;
  await page.getByLabel('Date of birth').fill(dob);
  await expectCount(
    page,
    count((p) => p.birthDate === dob),
  );
  await page.getByLabel('Date of birth').fill('');
  await expectCount(page, N);

  // Sort by name (aria-sort), then page through.
  await page.getByRole('button', { name: /^Full name/ }).click();
  await expect(page.getByRole('columnheader', { name: /Full name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const names = await rows(page).locator('td:first-child > :last-child').allTextContents();
  const byLast = (s: string) => s.split(' ').reverse().join(' ').toLowerCase();
  expect(names.map(byLast)).toEqual([...names].map(byLast).sort());
  expect(names[0]).toMatch(/ Abbott$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 200', { exact: true })).toBeVisible();
  const page2 = await rows(page).locator('td:first-child > :last-child').allTextContents();
  expect(page2).not.toEqual(names);

  // The URL round trip: reload keeps everything; back returns to page 1.
  await page.getByRole('button', { name: 'Type II', exact: true }).click();
  await expect(page).toHaveURL(/type=TYPE_II/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Type II', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('columnheader', { name: /Full name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expectCount(
    page,
    count((p) => p.diabetesType === 'TYPE_II'),
  );
  await page.goBack();
  await expect(page.getByText('Page 2 of 200', { exact: true })).toBeVisible();
  await expectCount(page, N);
  await page.goBack();
  await expect(page.getByText('Page 1 of 200', { exact: true })).toBeVisible();

  // Colours with their text: every band among the Alvarez family (40 patients in every state).
  await page.getByLabel('Search by name').fill('alvarez');
  await expectCount(page, 40);
  await page.getByLabel('Rows per page').selectOption('50');
  const bands = { GREEN: 'Green · low', ORANGE: 'Orange · medium', RED: 'Red · high', NONE: 'No score' };
  const colours = new Set<string>();
  for (const [band, text] of Object.entries(bands)) {
    const chip = page.locator(`main [data-priority="${band}"]`).first();
    await expect(chip).toHaveText(new RegExp(text));
    colours.add(await chip.evaluate((el) => getComputedStyle(el).backgroundColor));
  }
  expect(colours.size).toBe(4);
  await expect(page.locator('main tbody').getByText('Awaiting review').first()).toBeVisible();
  await expect(
    page
      .locator('main tbody')
      .getByText(/PHQ-2 positive/)
      .first(),
  ).toBeVisible();

  // A row opens the patient's results.
  await rows(page).first().click();
  // The patient is named by account id, never by e-mail (issue 15 §7).
  await expect(page).toHaveURL(/\/doctor\/survey-results.*\?patient=[0-9a-f-]{36}$/);
});
