import { expect, test } from '@playwright/test';
import { declineCookies } from './helpers';
import { openAs } from './sessions';

// Notes accept 1–1000 characters (req G§5): 0 and 1001 are refused in the form, 1000 is saved
// and listed first with its preview cut at 150 characters.
test('patient notes with 0, 1000 and 1001 characters', async ({ page }) => {
  await openAs(page, 'patient');
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

// Issue 14 point 7: a patient edits and deletes its own notes (the API refuses anyone else's).
test('a patient edits a note in place and deletes it after confirming', async ({ page }) => {
  await openAs(page, 'patient');
  await declineCookies(page);
  await page.goto('/patient/notes');
  const marker = `e2e-edit-${Math.random().toString(36).slice(2, 8)}`;
  await page.getByRole('textbox', { name: 'New note' }).fill(`${marker} first words`);
  await page.getByRole('button', { name: 'Save note' }).click();
  const list = page.getByRole('region', { name: 'Your notes' });
  const item = list.getByRole('listitem').filter({ hasText: marker });
  await expect(item).toContainText(`${marker} first words`);

  await item.getByRole('button', { name: 'Edit' }).click();
  const field = item.getByRole('textbox', { name: 'Change your note' });
  await expect(field).toBeFocused();
  await field.fill(`${marker} corrected words`);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/note\//.test(r.url()));
  await item.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(item).toContainText(`${marker} corrected words`);
  await expect(item).toContainText('edited');
  // Still there after a reload: the change was stored.
  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: `${marker} corrected words` })).toHaveCount(1);

  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
  await dialog.getByRole('button', { name: 'Delete note' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: marker })).toHaveCount(0);
  await page.reload();
  await expect(list.getByRole('heading', { name: 'Your notes' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: marker })).toHaveCount(0);
});
