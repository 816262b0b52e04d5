import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, fillSignIn, signInAs } from './helpers';
import { accountIdOf } from './people';
import { SignInPage } from './pages/sign-in-page';

// "Return here after sign-in": a signed-out visitor who opens a link to a portal page (an e-mail's,
// a colleague's) signs in and lands on that page, not on the role's home; once only, and only when
// the role may open it.

test('a doctor opening a patient’s results link signs in and lands on those results', async ({
  browser,
  page,
}) => {
  await signInAs(page, 'doctor');
  const link = `/doctor/survey-results?patient=${await accountIdOf(page, 'user', DEMO.patient.email)}`;

  // Another browser: nobody is signed in there.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL('/login');
  await fillSignIn(visitor, DEMO.doctor.email, DEMO_PASSWORD);
  await expect(visitor).toHaveURL(link);
  await expect(visitor.getByRole('navigation', { name: `Surveys of ${DEMO.patient.email}` })).toBeVisible();

  // Used once: signing out and in again goes home.
  await visitor.getByRole('button', { name: DEMO.doctor.email }).click();
  await visitor.getByRole('button', { name: 'Sign out' }).click();
  await expect(visitor).toHaveURL('/login');
  await fillSignIn(visitor, DEMO.doctor.email, DEMO_PASSWORD);
  await expect(visitor).toHaveURL(DEMO.doctor.home);
  await context.close();
});

test('a link the role may not open leads home instead', async ({ page }) => {
  await page.goto('/patient/notes');
  await expect(page).toHaveURL('/login');
  await fillSignIn(page, DEMO.doctor.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.doctor.home);
});

test('a patient’s link survives the sign-in, the patient card included', async ({ page }) => {
  await page.goto('/patient/notes');
  await expect(page).toHaveURL('/login');
  await new SignInPage(page).signInAsPatient(DEMO.patient.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/patient/notes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
