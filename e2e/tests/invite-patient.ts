import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { mailTo } from './admin-mail';
import { completeOnboarding } from './helpers';

// A patient the doctor adds from the patient list (the add-patient dialog), who arrives by the
// e-mailed invitation: for journeys that need a full patient of their own (a sidebar, a home page),
// not one of the demo patients the ordered journeys share.

/** The path of the invitation link in an e-mail's text. */
export const arrivalPath = (text: string) => /(\/patient\/[A-Za-z0-9_-]{20,})/.exec(text)?.[1] ?? '';

export const ADD_PATIENT_EN = {
  open: 'Add patient',
  email: 'Email',
  fullName: 'Full name',
  survey: 'Survey',
  surveyOption: 'Type 1 diabetes check-in',
  submit: 'Add patient and send survey',
  registered: 'Patient registered',
  created: 'Survey created',
};

/** The doctor's add-patient dialog: e-mail, full name, language, survey → both notifications. */
export async function addPatient(page: Page, email: string, texts: typeof ADD_PATIENT_EN = ADD_PATIENT_EN) {
  await page.getByRole('button', { name: texts.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.open });
  await dialog.getByLabel(texts.email).fill(email);
  await dialog.getByLabel(texts.fullName).fill('Nora Arrival Test');
  await dialog.getByLabel(texts.survey, { exact: true }).selectOption({ label: texts.surveyOption });
  await page.screenshot({ path: `test-results/add-patient-dialog-${texts.registered.length}.png` });
  await dialog.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByText(texts.registered)).toBeVisible();
  await expect(page.getByText(texts.created)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/**
 * The invited patient opens the e-mailed link, accepts the terms and the privacy policy, answers the
 * demographics and lands on the assigned questionnaire, nothing of it answered yet.
 */
export async function arriveByInvitation(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  options: BrowserContextOptions = {},
) {
  const path = arrivalPath((await mailTo(request, email)).text);
  expect(path).not.toBe('');
  const ctx = await browser.newContext(options);
  const page = await ctx.newPage();
  await page.goto(path);
  await expect(page).toHaveURL('/terms-and-conditions');
  await completeOnboarding(page, '1987-04-23');
  await expect(page).toHaveURL(/\/survey\/[0-9a-f-]{36}$/);
  return { ctx, page, path };
}
