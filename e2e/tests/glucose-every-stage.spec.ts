import { expect, test, type Page } from '@playwright/test';
import { unique } from './admin-mail';
import { answerToSummary, declineCookies, QUESTIONNAIRE_EN } from './helpers';
import { ADD_PATIENT_EN, addPatient, arriveByInvitation } from './invite-patient';
import { DexcomConnect } from './pages/dexcom-connect';
import { openAs } from './sessions';

// Issue 36 point 5: a patient's own glucose is reachable at every stage of their questionnaires —
// with nothing answered, just after linking, and while the answers wait for the doctor's review
// (Home then sends them on to Results, req G§2, where no glucose is shown). A new patient of the demo
// doctor, on a phone, pressing what a patient presses: the sidebar's Glucose entry.

const PHONE = { width: 390, height: 844 };

/** A sidebar entry as a phone reaches it: the Menu button, then the entry. */
async function fromMenu(page: Page, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: entry, exact: true }).click();
}

/** Past the children's questionnaire's start dialog ("Before you start"), as its OK does. */
async function pastStartDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function expectOwnGlucose(page: Page) {
  await expect(page).toHaveURL('/dexcom/glucose');
  await expect(page.getByRole('heading', { level: 1, name: 'Glucose' })).toBeVisible();
  await expect(page.getByText('Connected.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Time in ranges')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Ambulatory glucose profile')).toBeVisible();
}

test('a patient reads their own glucose with nothing answered, just linked, and while awaiting review', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const doctor = await (await browser.newContext()).newPage();
  await openAs(doctor, 'doctor');
  await declineCookies(doctor);
  const email = `glucose-stage-${unique()}@e2e.test`;
  // The children's check-in asks no PHQ-2, so no PHQ-9 is offered that would keep Home open.
  await addPatient(doctor, email, {
    ...ADD_PATIENT_EN,
    surveyOption: 'Type 1 diabetes check-in for children',
  });
  await doctor.context().close();

  // Nothing answered yet: the questionnaire is open, and so is the patient's glucose.
  const { ctx, page } = await arriveByInvitation(browser, request, email, { viewport: PHONE });
  await pastStartDialog(page);
  await declineCookies(page);
  await fromMenu(page, 'Glucose');
  await expect(page.getByText('Not connected.')).toBeVisible({ timeout: 20_000 });
  // One Connect, not one per part of the panel (issue 36 point 17).
  await expect(page.getByRole('button', { name: 'Connect Dexcom' })).toHaveCount(1);
  const dexcom = new DexcomConnect(page);
  await dexcom.toSandbox();
  await dexcom.authorize(/well controlled/);
  // Just linked: back on the page the patient linked from, with the readings of the first sync.
  await expect(page).toHaveURL('/dexcom/glucose', { timeout: 120_000 });
  await expectOwnGlucose(page);

  // The questionnaire from Home, answered and sent: now it waits for the doctor's review.
  await fromMenu(page, 'Home');
  await page.getByRole('link', { name: 'Start your questionnaire' }).click();
  await pastStartDialog(page);
  await answerToSummary(page, QUESTIONNAIRE_EN, 'my own words');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Submit Survey', exact: true }).click();
  await expect(main.getByText(/your answers have been submitted/)).toBeVisible();

  // Home has nothing completed to show and passes the patient on to Results (req G§2) …
  await fromMenu(page, 'Home');
  await expect(page).toHaveURL('/patient/results');
  // … where their glucose is still one press away.
  await fromMenu(page, 'Glucose');
  await expectOwnGlucose(page);
  await page.screenshot({ path: 'test-results/glucose-awaiting-review-390.png', fullPage: true });
  await ctx.close();
});
