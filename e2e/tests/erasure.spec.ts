import { expect, test, type Page } from '@playwright/test';
import { mailTo, temporaryPassword, unique } from './admin-mail';
import { api, completeOnboarding, fillSignIn } from './helpers';
import { SignInPage } from './pages/sign-in-page';
import { openAs } from './sessions';

// Issue 37 point 4: a patient of the journey's own asks from the account menu to have their account
// deleted, the superadmin approves it with a reason from their own list of every clinic's requests
// (the clinic admin's page is the same panel), and the patient can no longer sign in. What is erased
// in the database, and what is kept, is api/test/erasure.test.ts's.

const PASSWORD = 'Erase#Journey2026';

/** First sign-in with the e-mailed temporary password, a password of their own, onboarding, home. */
async function firstSignIn(page: Page, email: string, temporary: string) {
  await page.goto('/login');
  await new SignInPage(page).signInAsPatient(email, temporary);
  await expect(page).toHaveURL('/registration-patient');
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page.getByText('Password updated. Please, login with new password')).toBeVisible();
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/terms-and-conditions');
  await completeOnboarding(page, '1979-02-11');
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  // Home, as Skip's answer leads there: the shell's navigation is already drawn around the Dexcom page.
  await expect(page).toHaveURL(/\/patient\/(home|results)$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

test('a patient asks for their account to be deleted, the superadmin approves, and the patient can no longer sign in', async ({
  page,
  browser,
  request,
}) => {
  const tag = unique();
  const email = `erase-${tag}@test.example`;
  // A name of this run's own (letters only), so a retried run's leftover request is not taken for it.
  const name = `Edda ${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await openAs(page, 'admin');
  await api(page, 'post', 'user', { email, firstName: 'Edda', lastName: name.slice(5) });
  const patient = await (await browser.newContext()).newPage();
  await firstSignIn(patient, email, temporaryPassword((await mailTo(request, email)).text));

  await patient.getByRole('button', { name: email }).click();
  await patient.getByRole('link', { name: 'Delete my account' }).click();
  await expect(patient).toHaveURL('/patient/account/delete');
  await patient.getByRole('button', { name: 'Ask to delete my account' }).click();
  await patient
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Yes, ask to delete my account' })
    .click();
  await expect(patient.getByText('Your request is with your clinic')).toBeVisible();

  // The superadmin finds it in their navigation, beside the clinic's name.
  const superadmin = await browser.newPage();
  await openAs(superadmin, 'superadmin');
  await superadmin.getByRole('link', { name: 'Deletion requests' }).click();
  await expect(superadmin.getByRole('row', { name: new RegExp(name) })).toContainText('Demo Clinic', {
    timeout: 30_000,
  });
  await superadmin.getByRole('button', { name: `Approve the request of ${name}` }).click();
  const dialog = superadmin.getByRole('dialog', { name: `Approve the request of ${name}` });
  await dialog.getByLabel('Reason').fill('Asked in writing at the front desk');
  await dialog.getByRole('button', { name: 'Approve and erase' }).click();
  await expect(superadmin.getByText('The patient has been erased.')).toBeVisible({ timeout: 30_000 });
  await expect(superadmin.getByRole('button', { name: `Approve the request of ${name}` })).toHaveCount(0);

  // Told by e-mail; the open session has ended, and the password no longer signs in.
  await mailTo(request, email, /has been deleted/);
  await patient.reload();
  await expect(patient).toHaveURL(/\/login/);
  await new SignInPage(patient).signInAsPatient(email, PASSWORD);
  await expect(patient.getByText('The username or password is incorrect.')).toBeVisible();
  await expect(patient).toHaveURL('/login');
});
