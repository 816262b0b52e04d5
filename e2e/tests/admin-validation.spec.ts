import { expect, test, type Page } from '@playwright/test';

import { openAs } from './sessions';

/** Leaves a field after typing `value` and expects the req A§5 message under it. */
async function expectMessage(page: Page, label: string, value: string, message: string) {
  const field = page.getByRole('dialog').getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
  await expect(page.getByRole('dialog').getByText(message, { exact: true })).toBeVisible();
}

test('the add-clinic and add-user dialogs show every message of req A§5', async ({ page }) => {
  await openAs(page, 'superadmin');
  await page.goto('/superadmin/clinics-list');
  await page.getByRole('button', { name: 'Add clinic' }).click();
  await expectMessage(page, 'Name', '   ', 'Clinic name is empty');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/doctors-list');
  await page.getByRole('button', { name: 'Add doctor' }).click();
  await expectMessage(page, 'Email', '', 'Please enter the email');
  await expectMessage(page, 'Email', 'not-an-email', 'Email is not valid');
  await expectMessage(page, 'First name', '', 'First name is empty');
  await expectMessage(page, 'Last name', '', 'Last name is empty');
  const clinic = page.getByRole('dialog').getByLabel('Clinic', { exact: true });
  await clinic.focus();
  await clinic.blur();
  await expect(page.getByRole('dialog').getByText('Please choose a clinic', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create' })).toBeDisabled();
});
