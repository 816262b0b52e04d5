import { expect, test } from '@playwright/test';
import { DEMO } from './helpers';
import { openAs } from './sessions';

test('language and font size apply to the whole portal and survive a reload', async ({ page }) => {
  await openAs(page, 'doctor');
  await page.getByRole('button', { name: DEMO.doctor.email }).click();
  await page.getByLabel('Font size').selectOption('extra-large');
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');
  await page.getByLabel('Language').selectOption('es-ES');
  await expect(page.getByRole('heading', { name: 'Lista de pacientes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');
});

test('cookies are set only after consent, and declining removes them', async ({ page, context }) => {
  await page.goto('/login');
  const names = async () => (await context.cookies()).map((c) => c.name).sort();
  expect(await names()).toEqual([]);
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  expect(await names()).toEqual(['CookieConsent', 'Language', 'UiSize']);
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Decline' }).click();
  expect(await names()).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveCount(0);
});
