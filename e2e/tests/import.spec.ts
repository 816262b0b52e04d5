import { expect, test, type Page } from '@playwright/test';
import { mailTo, temporaryPassword, unique } from './admin-mail';
import { declineCookies } from './helpers';
import { openAs } from './sessions';

// Mass import (issue 8 point 6): a doctor uploads a CSV through the portal, reads the 'Mass sign up'
// result, the created patients get their invitation in their language, and a re-import creates nobody.

/** The list's one import button opens the import's dialog (issue 36 point 3), then the file goes in. */
const openImport = async (page: Page) => {
  await page.getByRole('button', { name: 'Import patients (CSV)' }).click();
  return page.getByRole('dialog', { name: 'Import patients from a CSV file' });
};

const upload = async (page: Page, name: string, csv: string) => {
  const importing = await openImport(page);
  await importing.getByLabel('CSV file of patients to import').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf-8'),
  });
  const dialog = page.getByRole('dialog', { name: 'Mass sign up' });
  await expect(dialog).toBeVisible({ timeout: 30000 });
  // One dialog at a time: the result takes the import dialog's place.
  await expect(importing).toHaveCount(0);
  return dialog;
};

test('a doctor imports a CSV with good and bad rows, the patients are invited, a re-import creates nobody', async ({
  page,
  request,
}) => {
  const id = unique();
  const es = `imp-es-${id}@e2e.test`;
  const en = `imp-en-${id}@e2e.test`;
  // A spreadsheet in a Spanish locale: BOM and `;`.
  const csv = [
    '\uFEFFemail;firstName;lastName;language',
    `${es};Lucía;Fernández;es`,
    `${en};Tom;Baker;en`,
    ';No;Email;',
    'not-an-email;Bad;Mail;',
    `${es};Lucía;Again;es`,
    'patient@demo.test;Existing;Patient;',
    `evil-${id}@e2e.test;"=HYPERLINK(""http://x"")";X;`,
  ].join('\r\n');

  await openAs(page, 'doctor');
  await declineCookies(page);
  const importing = await openImport(page);
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    importing.getByRole('button', { name: 'Download CSV template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('patients-template.csv');
  await importing.getByRole('button', { name: 'Close' }).click();

  let dialog = await upload(page, 'patients.csv', csv);
  await expect(dialog.getByText('2 of 7 rows imported; 5 rows could not be imported:')).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Rows that were not imported' }).getByRole('row');
  // Each cell starts with its column's name (shown only when the rows reflow into cards on a phone).
  await expect(rows).toHaveText([
    /Line.*Email.*Reason/,
    /^Line4Email.*The email is missing$/,
    /^Line5Emailnot-an-email.*The email is not valid$/,
    new RegExp(`^Line6Email${es}ReasonThe email appears earlier in the file$`),
    /^Line7Emailpatient@demo.test.*A patient with this email already exists$/,
    /^Line8Emailevil-.*looks like a spreadsheet formula/,
  ]);
  await expect(dialog.getByText(/check the CSV file.*contact the administrator/)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  const spanish = await mailTo(request, es);
  expect(spanish.subject).toMatch(/portal de atención/);
  expect(temporaryPassword(spanish.text)).not.toBe('');
  expect((await mailTo(request, en)).subject).toBe('Your diabetes care portal account');

  // The same file again: nothing new, the two imported rows are existing patients now.
  dialog = await upload(page, 'patients.csv', csv);
  await expect(dialog.getByText('0 of 7 rows imported; 7 rows could not be imported:')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  // All good → 'Successfully!'.
  const ok = `imp-ok-${id}@e2e.test`;
  dialog = await upload(page, 'one.csv', `email,name\n${ok},Ada Lovelace\n`);
  await expect(dialog.getByText('Successfully!')).toBeVisible();
  await expect(dialog.getByText('1 patient was created and invited by email.')).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await mailTo(request, ok)).text).toContain('Hello Ada');
});
