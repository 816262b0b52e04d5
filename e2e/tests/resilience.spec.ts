import { expect, test } from '@playwright/test';

import { openAs } from './sessions';

test('with one remote unreachable, its area shows a fallback within 5 s and the rest keeps working', async ({
  page,
}) => {
  await page.route('**/remotes/mfe-doctor/**', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await page.getByLabel('Email').fill('doctor@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('DemoPass#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/doctor/users-list');
  await expect(page.getByRole('heading', { name: 'This section is not available right now' })).toBeVisible({
    timeout: 5_000,
  });
  // The shell and the other remotes still work.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto('/docs/terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
});

test('a remote that answers 500 or hangs falls back without blocking the others', async ({ page }) => {
  await page.route('**/remotes/mfe-patient/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.route('**/remotes/mfe-admin/**', () => undefined); // never answers
  await openAs(page, 'patient');
  await expect(page.getByRole('heading', { name: 'This section is not available right now' })).toBeVisible({
    timeout: 5_000,
  });
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Policies' })).toBeVisible();
});
