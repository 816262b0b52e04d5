import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillSignIn } from './helpers';

/**
 * cognito-local does not e-mail verification codes: it keeps them on the user in its data files,
 * which is where this reads them (DCP_DATA_DIR is the stack's data folder; `npm start` uses ./data).
 */
function verificationCode(email: string): string | null {
  const dataDir = process.env.DCP_DATA_DIR ?? path.resolve(__dirname, '../../data');
  const file = path.join(dataDir, 'identity', '.cognito', 'db', 'local_dcpPatient.json');
  const pool = JSON.parse(readFileSync(file, 'utf8')) as {
    Users: Record<string, { Attributes: { Name: string; Value: string }[]; ConfirmationCode?: string }>;
  };
  const user = Object.values(pool.Users).find((u) =>
    u.Attributes.some((a) => a.Name === 'email' && a.Value === email),
  );
  return user?.ConfirmationCode ?? null;
}

test('forgot password: the verification code from the identity provider sets a new password', async ({
  page,
}) => {
  const email = 'patient3@demo.test';
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('Verification code sent to your email')).toBeVisible();

  let code: string | null = null;
  await expect.poll(() => (code = verificationCode(email))).not.toBeNull();

  const save = page.getByRole('button', { name: 'Save new password' });
  const codeField = page.getByLabel('Verification code');
  await codeField.focus();
  await codeField.blur();
  await expect(save).toBeDisabled();
  await codeField.fill(code!);
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

  await page.getByLabel('Patient').check();
  await fillSignIn(page, email, 'Code#Reset2026');
  await expect(page).toHaveURL(/\/patient\/(home|results)/);
});
