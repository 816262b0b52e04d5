import { expect, type Locator, type Page } from '@playwright/test';
import { SignInPage } from './pages/sign-in-page';
import { stackUrls } from './stack-urls';

export const DEMO_PASSWORD = 'DemoPass#2026';

export const DEMO = {
  superadmin: { email: 'superadmin@demo.test', signIn: '/sign-in-superadmin', home: '/superadmin/results' },
  admin: { email: 'admin@demo.test', signIn: '/sign-in-admin', home: '/admin/doctors-list' },
  doctor: { email: 'doctor@demo.test', signIn: '/login', home: '/doctor/users-list' },
  patient: { email: 'patient@demo.test', signIn: '/login', home: '/patient/home' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** Fills the sign-in form the way a person would and submits it. */
export const fillSignIn = (page: Page, email: string, password: string) =>
  new SignInPage(page).signIn(email, password);

export async function signInAs(page: Page, role: DemoRole) {
  const who = DEMO[role];
  const form = await new SignInPage(page).open(who.signIn);
  if (role === 'patient') await form.signInAsPatient(who.email, DEMO_PASSWORD);
  else await form.signIn(who.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(who.home);
}

/** The Dexcom emulator's test controls (loopback only): `{ expireAccess: true }`, `{ revokeUser }`, … */
export async function dexcomControl(body: Record<string, unknown>) {
  const res = await fetch(`${stackUrls().dexcom}/emulator/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok, 'the Dexcom emulator took the control').toBe(true);
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
  await expect(page.getByLabel(locale === 'es-ES' ? 'Idioma' : 'Language', { exact: true })).toHaveValue(
    locale,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByLabel(locale === 'es-ES' ? 'Idioma' : 'Language', { exact: true })).toHaveCount(0);
}

/** The questionnaire's texts in one UI language (shared.survey.* in the catalogues). */
export interface QuestionnaireTexts {
  next: string;
  progress: (current: number, total: number) => string;
  progressRe: RegExp;
  summary: string;
}

export const QUESTIONNAIRE_EN: QuestionnaireTexts = {
  next: 'Next',
  progress: (c, t) => `Question ${c} of ${t}`,
  progressRe: /^Question (\d+) of (\d+)$/,
  summary: 'Check your answers before sending',
};

export type QuestionKind = 'radio' | 'dropdown' | 'open';

/**
 * Answers the question on screen with its last choice (the highest-concern one in the scored
 * surveys) or `openText`, checking that Next waits for a choice; returns the kind of control.
 */
export async function answerCurrent(
  main: Locator,
  t: QuestionnaireTexts,
  openText: string,
): Promise<QuestionKind> {
  const next = main.getByRole('button', { name: t.next, exact: true });
  // A date of birth: the day / month / year picker, filled whole (a half-entered date is refused).
  const day = main.locator('input[autocomplete="bday-day"]');
  if (await day.count()) {
    const [y, m, d] = (/^\d{4}-\d{2}-\d{2}$/.test(openText) ? openText : '1980-06-15').split('-');
    const parts = day.locator('xpath=ancestor::fieldset[1]').locator('select');
    await parts.first().selectOption(String(Number(m)));
    await day.fill(d!);
    await parts.last().selectOption(y!);
    await expect(next).toBeEnabled();
    return 'open';
  }
  const area = main.getByRole('textbox');
  if (await area.count()) {
    await expect(next).toBeEnabled(); // open-ended may stay empty
    await area.fill(openText);
    return 'open';
  }
  await expect(next).toBeDisabled();
  const select = main.getByRole('combobox');
  if (await select.count()) {
    await select.selectOption({ index: (await select.locator('option').count()) - 1 });
    return 'dropdown';
  }
  await main.getByRole('radio').last().check();
  return 'radio';
}

/** Answers from the current question to the summary, checking that Next advances one step each time. */
export async function answerToSummary(
  page: Page,
  t: QuestionnaireTexts,
  openText: string,
  kinds = new Set<QuestionKind>(),
) {
  const main = page.getByRole('main');
  const progress = main.getByText(t.progressRe);
  const summary = main.getByText(t.summary, { exact: true });
  for (;;) {
    await expect(progress.or(summary)).toBeVisible();
    if (await summary.isVisible()) return kinds;
    const [, current, total] = t.progressRe.exec((await progress.textContent()) ?? '')!.map(Number);
    kinds.add(await answerCurrent(main, t, openText));
    await main.getByRole('button', { name: t.next, exact: true }).click();
    await expect(
      current! < total! ? main.getByText(t.progress(current! + 1, total!), { exact: true }) : summary,
    ).toBeVisible();
  }
}

/**
 * A new account's onboarding from the terms page: accepts the terms and the privacy policy, answers
 * the initial questionnaire (the date of birth is its open question) and submits it.
 */
export async function completeOnboarding(page: Page, birthDate: string) {
  await page.getByRole('button', { name: 'I accept the terms and conditions' }).click();
  await page.getByRole('button', { name: 'I accept the privacy policy' }).click();
  await expect(page).toHaveURL('/initial-survey');
  await answerToSummary(page, QUESTIONNAIRE_EN, birthDate);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
}

/** The API's address, as the portal finds it (its `/config.json`). */
export async function apiUrlOf(page: Page): Promise<string> {
  const { apiUrl } = (await (await page.request.get('/config.json')).json()) as { apiUrl: string };
  return apiUrl;
}

/** Calls the API with the page's own token, as the page would: its status and body (null for a 204). */
export async function apiCall(page: Page, method: 'get' | 'post' | 'put', path: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  const apiUrl = await apiUrlOf(page);
  const answer = await page.request[method](`${apiUrl}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  return {
    status: answer.status(),
    body: answer.status() === 204 ? null : ((await answer.json()) as unknown),
  };
}

/** Calls the API with the page's own token and expects it to succeed: the body. */
export async function api(page: Page, method: 'get' | 'post' | 'put', path: string, data?: object) {
  const { status, body } = await apiCall(page, method, path, data);
  expect(status < 300, `${method} ${path}`).toBe(true);
  return body;
}
