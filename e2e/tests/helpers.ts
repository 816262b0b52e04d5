import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass#2026';

export const DEMO = {
  superadmin: { email: 'superadmin@demo.test', signIn: '/sign-in-superadmin', home: '/superadmin/results' },
  admin: { email: 'admin@demo.test', signIn: '/sign-in-admin', home: '/admin/doctors-list' },
  doctor: { email: 'doctor@demo.test', signIn: '/login', home: '/doctor/users-list' },
  patient: { email: 'patient@demo.test', signIn: '/login', home: '/patient/home' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** Fills the sign-in form the way a person would and submits it. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAs(page: Page, role: DemoRole) {
  const who = DEMO[role];
  await page.goto(who.signIn);
  if (role === 'patient') await page.getByLabel('Patient').check();
  await fillSignIn(page, who.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(who.home);
}

/** Dismisses the cookie notice so it does not cover the page. */
export async function declineCookies(page: Page) {
  const decline = page.getByRole('button', { name: 'Decline' });
  if (await decline.isVisible().catch(() => false)) await decline.click();
}

export type UiLocale = 'en-GB' | 'es-ES';

/** Switches the UI language the way a person does: account menu → Language, then closes the menu. */
export async function chooseLanguage(page: Page, email: string, locale: UiLocale) {
  await page.getByRole('button', { name: email }).click();
  // The label is in the current language, which may be either.
  await page.getByLabel(/^(Language|Idioma)$/).selectOption(locale);
  // The menu itself re-renders in the chosen language.
  await expect(page.getByLabel(locale === 'es-ES' ? 'Idioma' : 'Language', { exact: true })).toHaveValue(locale);
  await page.keyboard.press('Escape');
  await expect(page.getByLabel(locale === 'es-ES' ? 'Idioma' : 'Language', { exact: true })).toHaveCount(0);
}
