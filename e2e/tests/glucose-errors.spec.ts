import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, declineCookies } from './helpers';
import { openAs } from './sessions';
import { accountIdOf } from './people';
import { SignInPage } from './pages/sign-in-page';
import { DexcomConnect } from './pages/dexcom-connect';

// Glucose link failures and the patient's opt-out (issue 9 "Tests"), on one signed-in page each:
// Connect on Home → consent → Deny at Dexcom → the mapped error page → Try Again → consent; a
// tampered state → error and no link; an opted-out patient's glucose hidden from the doctor
// (patient2: auth-forgot-code changes patient3's password). (Connect, refresh and 'Token expired' →
// reconnect run in glucose.spec.ts and glucose-widget.spec.ts; replay in api/test/dexcom-link.)
test.setTimeout(120_000);

test('Deny at Dexcom shows the mapped error and Try Again restarts; a tampered state links nothing', async ({
  page,
}) => {
  await openAs(page, 'patient');
  await declineCookies(page);
  await new DexcomConnect(page).toSandbox();
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(page).toHaveURL(/\/dexcom\/error\?/);
  await expect(page.getByRole('alert')).toHaveText('You denied access to your Dexcom account.');
  await expect(page.getByRole('heading', { name: 'Troubleshooting tips' })).toBeVisible();
  // Try Again starts over at the consent page (it went straight to Dexcom and looped, issue 28).
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/dexcom\/auth\?/);
  await new DexcomConnect(page).consentAndContinue();

  // Someone alters the state on its way back: the API refuses it and nothing is linked.
  await page.locator('input[name="state"]').evaluate((el: HTMLInputElement) => (el.value += 'x'));
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/dexcom\/error\?/, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'Your connection session expired. Please try connecting again.',
  );
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL('/patient/home');
  await expect(page.getByText('Not connected.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Connected.', { exact: true })).toHaveCount(0);
});

test('a patient who opts out is shown to the doctor as opted out, without charts', async ({ browser }) => {
  const patient = await browser.newPage();
  await patient.goto('/login');
  await new SignInPage(patient).signInAsPatient('patient2@demo.test', DEMO_PASSWORD);
  await expect(patient).toHaveURL('/patient/home');
  await declineCookies(patient);
  // This patient's home shows its results; its glucose has a page of its own.
  await patient.goto('/dexcom/glucose');
  await patient.getByRole('button', { name: 'Opt out' }).click();
  await expect(patient.getByText('You opted out of the Dexcom integration.')).toBeVisible();
  // Told what becomes of what is stored (issue 28 point 4).
  await expect(patient.getByText(/Readings already stored are kept, hidden from them/)).toBeVisible();

  const doctor = await browser.newPage();
  await openAs(doctor, 'doctor');
  await declineCookies(doctor);
  await doctor.goto(
    `/doctor/survey-results?patient=${await accountIdOf(doctor, 'user', 'patient2@demo.test')}`,
  );
  await doctor
    .getByRole('navigation', { name: 'Surveys of patient2@demo.test' })
    .getByRole('link')
    .first()
    .click();
  await expect(doctor.getByText('This patient has opted out of sharing glucose data.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(doctor.getByText('Ambulatory glucose profile')).toHaveCount(0);

  // Back in: opting in leads through the consent page on to Dexcom's login (issue 28 point 3), so
  // other journeys find patient2 as before.
  await patient.getByRole('button', { name: 'Opt in' }).click();
  await expect(patient).toHaveURL(/\/dexcom\/auth\?returnUrl=%2Fdexcom%2Fglucose$/);
  await new DexcomConnect(patient).consentAndContinue();
});
