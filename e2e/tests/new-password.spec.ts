import { expect, test } from '@playwright/test';
import { fillSignIn } from './helpers';

test('the new patient passes the new-password challenge, then terms and privacy', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Patient').check();
  await fillSignIn(page, 'newpatient@demo.test', 'TempPass#2026');
  await expect(page).toHaveURL('/registration-patient');
  await expect(page.getByText('Please, set a new password first').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('TempPass#2026');
  await page.getByLabel('New password').fill('Fresh#Pass2026');
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Password updated. Please, login with new password')).toBeVisible();

  await page.getByLabel('Patient').check();
  await fillSignIn(page, 'newpatient@demo.test', 'Fresh#Pass2026');
  await expect(page).toHaveURL('/terms-and-conditions');
  await page.getByRole('button', { name: 'I accept the terms and conditions' }).click();
  await expect(page).toHaveURL('/docs/privacy-policy');
  await page.getByRole('button', { name: 'I accept the privacy policy' }).click();
  await expect(page).toHaveURL('/initial-survey');
  // The sidebar appears only once onboarding is complete.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});
