import { expect, test } from '@playwright/test';
import { mailTo } from './admin-mail';

import { SignInPage } from './pages/sign-in-page';

/** The code in the e-mail the API sends (maildev), in the user's language: "…: ABCD-2345". */
const codeIn = (text: string) => /: ([A-Z0-9]{4}-[A-Z0-9]{4})\b/.exec(text)?.[1] ?? '';

test('forgot password: the verification code arrives by email and sets a new password', async ({
  page,
  request,
}) => {
  const email = 'patient3@demo.test';
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('Verification code sent to your email')).toBeVisible();

  const mail = await mailTo(request, email, /verification code/);
  const code = codeIn(mail.text);
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  const save = page.getByRole('button', { name: 'Save new password' });
  const codeField = page.getByLabel('Verification code');
  await codeField.focus();
  await codeField.blur();
  await expect(save).toBeDisabled();
  await codeField.fill(code.toLowerCase());
  await page.getByLabel('New password', { exact: true }).fill('Code#Reset2026');
  const confirm = page.getByLabel('Confirm new password');
  await confirm.fill('Code#Reset2027');
  await confirm.blur();
  await expect(page.getByText('The passwords provided must match!')).toBeVisible();
  await expect(save).toBeDisabled();
  await confirm.fill('Code#Reset2026');
  await save.click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Successfully updated Password!')).toBeVisible();

  await new SignInPage(page).signInAsPatient(email, 'Code#Reset2026');
  await expect(page).toHaveURL(/\/patient\/(home|results)/);
});

test('forgot password: an unknown address gets the same answer, and a wrong code is refused', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@demo.test');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('Verification code sent to your email')).toBeVisible();
  await page.getByLabel('Verification code').fill('ABCD-2345');
  await page.getByLabel('New password', { exact: true }).fill('Code#Reset2026');
  await page.getByLabel('Confirm new password').fill('Code#Reset2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The verification code is wrong' })).toBeVisible();
  await expect(page).toHaveURL('/forgot-password');
});
