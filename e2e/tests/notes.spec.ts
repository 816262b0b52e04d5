import { expect, test } from '@playwright/test';
import { declineCookies, signInAs } from './helpers';

// Notes accept 1–1000 characters (doc 2 §5): 0 and 1001 are refused in the form, 1000 is saved
// and listed first with its preview cut at 150 characters.
test('patient notes with 0, 1000 and 1001 characters', async ({ page }) => {
  await signInAs(page, 'patient');
  await declineCookies(page);
  await page.goto('/patient/notes');
  const field = page.getByRole('textbox', { name: 'New note' });
  const save = page.getByRole('button', { name: 'Save note' });

  await expect(save).toBeDisabled();
  await field.focus();
  await field.blur();
  await expect(page.getByText('A note needs text')).toBeVisible();

  const marker = `e2e-${Math.random().toString(36).slice(2, 8)}`;
  const long = marker + 'x'.repeat(1001 - marker.length);
  await field.fill(long);
  await expect(page.getByText('A note can have at most 1000 characters')).toBeVisible();
  await expect(save).toBeDisabled();

  await field.fill(long.slice(0, 1000));
  await expect(save).toBeEnabled();
  await save.click();
  await expect(field).toHaveValue('');
  const first = page.getByRole('region', { name: 'Your notes' }).getByRole('listitem').first();
  await expect(first).toContainText(`${long.slice(0, 150)}…`);
  await expect(first).not.toContainText(long.slice(0, 151));
});
