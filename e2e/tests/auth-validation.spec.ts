import { expect, test, type Page } from '@playwright/test';

/**
 * Opens a public page and waits until the portal's own form has replaced the pre-rendered one: a
 * field left before then is checked by no one (CI's loaded runner typed into the static copy).
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
}

/** Types, leaves the field, and expects the message of req A§5. */
async function expectMessage(page: Page, label: string, value: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test('every sign-in and password rule of req A§5 shows its message, and submit waits for valid input', async ({
  page,
}) => {
  await open(page, '/registration-doctor');
  const submit = page.getByRole('button', { name: 'Set password and continue' });
  await expectMessage(page, 'Email', '', 'Please enter the login');
  await expectMessage(page, 'Email', 'doctor', 'Please enter a valid email address');
  await expectMessage(page, 'Password', '', 'Please enter the password');
  await expectMessage(page, 'New password', '', 'Please enter new password');
  await expectMessage(page, 'New password', 'Ab1#', 'New password must be at least 8 characters long');
  await expectMessage(page, 'New password', 'Abcdefg#', 'New password should contain numbers');
  await expectMessage(page, 'New password', 'abcdefg1#', 'New password should contain uppercase letters');
  await expectMessage(page, 'New password', 'ABCDEFG1#', 'New password should contain lowercase letters');
  await expectMessage(page, 'New password', 'Abcdefg12', 'New password should contain special characters');
  await expect(submit).toBeDisabled();

  await open(page, '/forgot-password');
  await expect(page.getByRole('button', { name: 'Send verification code' })).toBeDisabled();

  await open(page, '/reset-password/some-token-value-for-the-form');
  await page.getByLabel('New password', { exact: true }).fill('Valid#Pass2027');
  await expectMessage(page, 'Confirm new password', 'Valid#Pass2028', 'The passwords provided must match!');
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeDisabled();
});

test('wrong credentials show the spec message on every sign-in page', async ({ page }) => {
  for (const path of ['/login', '/sign-in-admin', '/sign-in-superadmin']) {
    await page.goto(path);
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('WrongPass#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(path);
  }
});
