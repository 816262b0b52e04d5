import { expect, test } from '@playwright/test';
import { DEMO } from './helpers';
import { openAs } from './sessions';

// Issue 12 point 6: the audit trail a clinic can read.

test('the superadmin reads, filters and exports the audit trail', async ({ page }) => {
  // Something worth auditing: the demo patient reads their own questionnaires.
  await openAs(page, 'patient');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/login/);

  await openAs(page, 'superadmin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await expect(page).toHaveURL('/superadmin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByLabel('Whose data (name or email)').fill('patient@demo.test');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('patient@demo.test');
  const rows = await table.getByRole('row').count();
  for (let i = 1; i < rows; i++)
    await expect(table.getByRole('row').nth(i)).toContainText('patient@demo.test');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  expect((await download).suggestedFilename()).toBe('audit.csv');
});

test("an admin reads their clinic's trail, in Spanish too", async ({ page }) => {
  await openAs(page, 'admin');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit trail' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: DEMO.admin.email }).click();
  await page.getByLabel('Language').selectOption('es-ES');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de auditoría' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'De quién son los datos' })).toBeVisible();
  // The language is stored on the account: put it back for the other journeys.
  await page.getByLabel('Idioma').selectOption('en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
});
