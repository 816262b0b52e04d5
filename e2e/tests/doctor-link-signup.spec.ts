import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { api, declineCookies, apiUrlOf } from './helpers';
import { openAs } from './sessions';
import { SignInPage } from './pages/sign-in-page';

// Issue 8 §3–5: a doctor's QR code decoded as a phone would → anonymous sign-up → a restricted user
// who cannot leave its survey (UI and API); and a one-time link end to end.

const decode = (png: Buffer) => {
  const img = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(img.data), img.width, img.height)?.data ?? null;
};

async function apiUrl(page: Page): Promise<string> {
  return apiUrlOf(page);
}

test('QR code → anonymous sign-up → the restricted user stays in its survey', async ({ page, browser }) => {
  await openAs(page, 'doctor');
  await declineCookies(page);
  const toggle = page.getByLabel('Allow patients to go straight to survey without sign-up');
  if (!(await toggle.isChecked())) {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/doctor/sign-up-link') && r.request().method() === 'PUT',
    );
    await toggle.check();
    await saved;
  }
  const img = page.getByTestId('qr-code');
  await expect(img).toBeVisible();
  await expect(page.getByTestId('sign-up-link')).toContainText('anonymous=true');
  // The image the doctor sees, decoded (redrawn through a canvas: no fetch of its blob: address).
  const decoded = async () => {
    const dataUrl = await img.evaluate((el: HTMLImageElement) => {
      if (!el.complete || !el.naturalWidth) return null;
      const c = document.createElement('canvas');
      c.width = el.naturalWidth;
      c.height = el.naturalHeight;
      c.getContext('2d')!.drawImage(el, 0, 0);
      return c.toDataURL('image/png');
    });
    return dataUrl ? decode(Buffer.from(dataUrl.split(',')[1]!, 'base64')) : null;
  };
  // The image follows the toggle once its new PNG has arrived.
  await expect.poll(decoded).toContain('anonymous=true');
  const link = new URL((await decoded())!);
  expect(link.pathname).toBe('/survey');
  expect(link.searchParams.get('anonymous')).toBe('true');

  const ctx = await browser.newContext();
  const patient = await ctx.newPage();
  await patient.goto(`${link.pathname}${link.search}`);
  await declineCookies(patient);
  const submit = patient.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await patient.getByLabel('First name').fill('Ana');
  await patient.getByLabel('First name').blur();
  await patient.getByLabel('Email').fill('not-an-email');
  await patient.getByLabel('Email').blur();
  await expect(patient.getByText('Please enter a valid email address')).toBeVisible();
  await patient.getByLabel('Last name').focus();
  await patient.getByLabel('Last name').blur();
  await expect(patient.getByText('Last name is required')).toBeVisible();
  await patient.getByLabel('Survey').selectOption({ index: 1 });
  await patient.getByLabel('Last name').fill('Nónima');
  await patient.getByLabel('Email').fill(`ana-${Date.now()}@test.example`);
  await expect(submit).toBeDisabled(); // the date of birth is still missing
  await patient.getByLabel('Month').selectOption({ label: 'April' });
  await patient.getByLabel('Day').fill('31');
  await expect(patient.getByLabel('Day')).toHaveValue('30');
  await patient.getByLabel('Year').selectOption('1975');
  await expect(submit).toBeEnabled();
  const created = patient.waitForResponse((r) => r.url().endsWith('/auth/user-restricted-survey-bound'));
  await submit.click();
  const { surveyInstanceId } = (await (await created).json()) as { surveyInstanceId: string };
  // Titled by what happened, not 'Successfully!' (issue 36 point 17).
  const modal = patient.getByRole('dialog', { name: 'Your details are saved' });
  await expect(modal).toContainText('Your details have been saved');
  await modal.getByRole('button', { name: 'Go to the survey' }).click();
  await expect(patient).toHaveURL(`/survey/${surveyInstanceId}`);
  await expect(patient.getByRole('navigation', { name: /sidebar|main/i })).toHaveCount(0);

  // UI: every other page leads back to the survey; no change-password in the account menu.
  for (const path of ['/patient/home', '/patient/notes', '/doctor/users-list'])
    await patient.goto(path).then(() => expect(patient).toHaveURL(`/survey/${surveyInstanceId}`));
  // API: the same token is refused elsewhere.
  const token = await patient.evaluate(() => localStorage.getItem('apiKey'));
  const api = await apiUrl(patient);
  const auth = { headers: { authorization: `Bearer ${token}` } };
  expect((await patient.request.get(`${api}/surveyInstance/${surveyInstanceId}`, auth)).status()).toBe(200);
  expect((await patient.request.get(`${api}/note`, auth)).status()).toBe(403);
  expect((await patient.request.get(`${api}/resources/education/recommended`, auth)).status()).toBe(403);
  // No change-password for a user without a password: the page never shows.
  await patient.goto('/change-password');
  await expect(patient).not.toHaveURL('/change-password');
  await expect(patient.getByLabel('New password', { exact: true })).toHaveCount(0);
  await ctx.close();
});

// Issue 36 point 1: the account's language is the one the person was reading when signing up, so a
// Spanish browser reads its questionnaire in Spanish from question 1 (the demo doctor is English).
test('a Spanish browser signs up through the doctor’s link and reads question 1 in Spanish', async ({
  page,
  browser,
}) => {
  await openAs(page, 'doctor');
  const { link } = (await api(page, 'get', 'doctor/sign-up-link')) as { link: string };
  const ctx = await browser.newContext({ locale: 'es-ES' });
  const patient = await ctx.newPage();
  const url = new URL(link);
  await patient.goto(`${url.pathname}${url.search}`);
  await patient.getByRole('button', { name: 'Rechazar' }).click();
  await expect(patient.getByRole('heading', { name: 'Regístrese para su cuestionario' })).toBeVisible();
  await patient.getByLabel('Cuestionario').selectOption({ label: 'Revisión de diabetes tipo 2' });
  await patient.getByLabel('Nombre').fill('Lucía');
  await patient.getByLabel('Apellidos').fill('Paz');
  await patient.getByLabel('Correo electrónico').fill(`lucia-${Date.now()}@test.example`);
  await patient.getByRole('button', { name: 'Enviar', exact: true }).click();
  await patient.getByRole('dialog').getByRole('button', { name: 'Ir al cuestionario' }).click();
  const main = patient.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Revisión de diabetes tipo 2');
  await expect(main.getByText(/^Pregunta 1 de \d+$/)).toBeVisible();
  await expect(
    main.getByText('Me siento desbordado/a por lo que mi diabetes me exige cada día.', { exact: true }),
  ).toBeVisible();
  await expect(main.getByText('I feel overwhelmed by the daily demands of my diabetes.')).toHaveCount(0);
  await ctx.close();
});

test('a one-time link end to end', async ({ page, browser }) => {
  await openAs(page, 'doctor');
  await declineCookies(page);
  await page.getByLabel('Survey for the one-time link').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Create one-time link' }).click();
  // Titled by what happened; the spec's 'Successfully!' opens its text; the copy went to the doctor.
  const modal = page.getByRole('dialog', { name: 'One-time access created' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Successfully!')).toBeVisible();
  await expect(modal).toContainText('sent to your email address (doctor@demo.test)');
  const login = (await page.getByTestId('one-time-login').textContent())!;
  const password = (await page.getByTestId('one-time-password').textContent())!;
  expect(login).toMatch(/@one-time\.invalid$/);

  const ctx = await browser.newContext();
  const patient = await ctx.newPage();
  await patient.goto('/one-time');
  await declineCookies(patient);
  await patient.getByRole('link', { name: 'Sign in' }).click();
  await new SignInPage(patient).signInAsPatient(login, password);
  await expect(patient).toHaveURL('/one-time/survey');
  await expect(patient.getByText(/^Question 1 of \d+$/)).toBeVisible();
  await patient.goto('/patient/home');
  await expect(patient).toHaveURL('/one-time/survey');
  await ctx.close();
});
