import { expect, test } from '@playwright/test';
import { answerToSummary, fillSignIn, QUESTIONNAIRE_EN } from './helpers';
import { SignInPage } from './pages/sign-in-page';

const EMAIL = 'newpatient@demo.test';
const CHANGED = 'Changed#Pass2027';

test('the new patient passes the new-password challenge, terms, privacy and demographics, then changes the password', async ({
  page,
}) => {
  await page.goto('/login');
  await new SignInPage(page).signInAsPatient(EMAIL, 'TempPass#2026');
  await expect(page).toHaveURL('/registration-patient');
  await expect(page.getByText('Please, set a new password first').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('TempPass#2026');
  await page.getByLabel('New password').fill('Fresh#Pass2026');
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Password updated. Please, login with new password')).toBeVisible();
  // The patient's card is already chosen.
  await expect(page.getByLabel('Patient')).toBeChecked();
  await fillSignIn(page, EMAIL, 'Fresh#Pass2026');
  await expect(page).toHaveURL('/terms-and-conditions');
  await page.getByRole('button', { name: 'I accept the terms and conditions' }).click();
  await expect(page).toHaveURL('/docs/privacy-policy');
  await page.getByRole('button', { name: 'I accept the privacy policy' }).click();
  await expect(page).toHaveURL('/initial-survey');
  // The sidebar appears only once onboarding is complete.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  // Demographics in two steps: Submit, then confirm. The date of birth is the open-ended question.
  const kinds = await answerToSummary(page, QUESTIONNAIRE_EN, '1987-04-23');
  expect([...kinds].sort()).toEqual(['dropdown', 'open', 'radio']);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Your answers will be sent. Are you sure?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  // The default page is patient/home. A patient with no questionnaire yet, who has neither linked nor
  // skipped Dexcom, is offered the connect page (req G§2), which comes back to their glucose page once
  // linked; Skip is recorded, and home then sends a patient with no completed survey on to results.
  await expect(page).toHaveURL(`/dexcom/auth?returnUrl=${encodeURIComponent('/dexcom/glucose')}`);
  await expect(page.getByRole('heading', { name: 'Connect your Dexcom account' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(/\/patient\/(home|results)$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // Change password from the account menu, sign out, and sign in with the new one.
  await page.getByRole('button', { name: EMAIL }).click();
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/change-password');
  await page.getByLabel('Current password').fill('Fresh#Pass2026');
  await page.getByLabel('New password', { exact: true }).fill(CHANGED);
  await page.getByLabel('Confirm new password').fill(CHANGED);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Successfully updated Password!')).toBeVisible();
  await expect(page).toHaveURL(/\/patient\/(home|results)$/);

  await page.getByRole('button', { name: EMAIL }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await new SignInPage(page).signInAsPatient(EMAIL, 'Fresh#Pass2026');
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await fillSignIn(page, EMAIL, CHANGED);
  await expect(page).toHaveURL(/\/patient\/(home|results)$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
