import { expect, test } from '@playwright/test';
import { openAs } from './sessions';

// Issue 42 point 4: the clinic admin opens the overview from the navigation and follows a figure to
// the patient list filtered the same way, which lists as many patients as the figure said.

test('the admin opens the clinic overview and follows “Awaiting review” to the filtered list', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.goto('/admin/doctors-list');
  await page.getByRole('navigation').getByRole('link', { name: 'Clinic overview' }).click();
  await expect(page).toHaveURL('/admin/overview');
  await expect(page.getByRole('heading', { name: 'Clinic overview', level: 1 })).toBeVisible();
  const patients = page.getByRole('region', { name: 'Patients' });
  const figure = patients.locator('div', { has: page.getByRole('link', { name: 'Awaiting review' }) });
  await expect(figure.locator('dd')).toHaveText(/^\d+$/, { timeout: 30_000 });
  const count = Number(await figure.locator('dd').textContent());
  await figure.getByRole('link', { name: 'Awaiting review' }).click();
  await expect(page).toHaveURL('/admin/patients-list?awaiting=1');
  await expect(page.getByRole('checkbox', { name: 'Awaiting review only' })).toBeChecked();
  await expect(page.getByText(`${count} patients`, { exact: true })).toBeVisible({ timeout: 30_000 });
});
