import { expect, test } from '@playwright/test';
import { totp } from '../../api/test/totp';
import { mailTo, temporaryPassword } from '../tests/admin-mail';
import { fillSignIn } from '../tests/helpers';

// Issue 39 point 2 (done-when): docs/deploy.md's first installation, steps 6 and 7, in a browser
// through the rehearsal's nginx. The superadmin that step 5's command created signs in with the
// invitation's temporary password, chooses their own, sets up the authenticator app production
// requires of staff (a code computed from the key the page shows), and adds a clinic by the menu path
// the document names. FIRST_INSTALL: { email, signIn, clinicPath } as the document's steps give them.

const { email, signIn, clinicPath } = JSON.parse(process.env.FIRST_INSTALL ?? '{}') as {
  email: string;
  signIn: string;
  clinicPath: string[];
};
const PASSWORD = 'First#Install2027';
const CLINIC = 'Clínica Norte';

test('the first superadmin signs in, sets up an authenticator app and adds a clinic', async ({
  page,
  request,
}) => {
  const temp = temporaryPassword((await mailTo(request, email)).text);
  await page.goto(signIn);
  await fillSignIn(page, email, temp);
  await expect(page).toHaveURL('/registration-superadmin', { timeout: 30_000 });
  await page.getByLabel('Password', { exact: true }).fill(temp);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL(signIn, { timeout: 30_000 });

  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Set up an authenticator app' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await page.evaluate(() => localStorage.getItem('apiKey'))).toBeNull();
  const key = (await page.getByLabel('Key to type into the app').innerText()).replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(totp(key));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/superadmin/results', { timeout: 30_000 });

  const [menu, add, field, create] = clinicPath;
  await page.getByRole('link', { name: menu }).click();
  await page.getByRole('button', { name: add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(field!).fill(CLINIC);
  await dialog.getByRole('button', { name: create }).click();
  await expect(page.getByText('Clinic created')).toBeVisible({ timeout: 30_000 });
  // Read back from the API, not the screen the creation left.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(CLINIC) })).toBeVisible({ timeout: 30_000 });
});
