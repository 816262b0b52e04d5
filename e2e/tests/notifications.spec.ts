import { expect, test } from '@playwright/test';
import { declineCookies } from './helpers';
import { openAs } from './sessions';

const MISSING = '/doctor/survey-results/00000000-0000-4000-8000-000000000000';

test('an error belongs to its page: it stays there until dismissed and does not follow the user', async ({
  page,
}) => {
  await openAs(page, 'doctor');
  await declineCookies(page);
  const alerts = page.getByRole('alert').filter({ hasText: 'Request error' });

  await page.goto(MISSING);
  await expect(alerts).toHaveCount(1);
  // Errors do not fade.
  await page.waitForTimeout(7000);
  await expect(alerts).toHaveCount(1);
  // Another page: the message stays behind.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page).toHaveURL('/doctor/resources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
  await expect(alerts).toHaveCount(0);

  // Dismissed, it is gone for good.
  await page.goto(MISSING);
  await expect(alerts).toHaveCount(1);
  await alerts.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(alerts).toHaveCount(0);
  await page.waitForTimeout(1000);
  await expect(alerts).toHaveCount(0);
});
