import { expect, test, type Locator, type Page } from '@playwright/test';
import { sendAssessment } from './assign';
import { CARE_LOOP_TEXTS } from './care-loop-texts';
import { DEMO, DEMO_PASSWORD, QUESTIONNAIRE_EN, declineCookies, type DemoRole } from './helpers';
import { unique } from './admin-mail';
import { accountIdOf } from './people';
import { SURVEY_TEXTS } from './survey-texts';

/**
 * Keyboard only (issue 10): sign in, add a patient, answer and submit a questionnaire, agree a care
 * plan, with key presses alone; every control reached with Tab shows a visible focus indicator.
 * (Sending the assessment to the demo patient is set-up, done by the shared helper.)
 */
const t = CARE_LOOP_TEXTS.find((x) => x.locale === 'en-GB')!;
const s = SURVEY_TEXTS.find((x) => x.locale === 'en-GB')!;

/** The focused element shows an outline or a box-shadow (the :focus-visible ring). */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    const css = getComputedStyle(el);
    const outline = css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0;
    const shadow = css.boxShadow !== 'none';
    const what = `${el.tagName} ${el.textContent?.trim().slice(0, 40) ?? ''}`;
    return el.matches(':focus-visible') && (outline || shadow) ? 'ok' : `no visible focus on ${what}`;
  });
  expect(ring).toBe('ok');
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus ring at every stop. */
async function tabTo(page: Page, target: Locator, back = false, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    if (i % 5 === 4) await expectVisibleFocus(page);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function signInByKeyboard(page: Page, role: DemoRole) {
  await page.goto(DEMO[role].signIn);
  await declineCookies(page);
  if (role === 'patient') {
    // Tab enters the radio group at its checked role; the arrow keys move the choice.
    await tabTo(page, page.locator('input[name="role"]:checked'));
    for (let i = 0; i < 4 && !(await page.getByLabel('Patient').isChecked()); i++)
      await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Patient')).toBeChecked();
  }
  await typeInto(page, page.getByLabel('Email'), DEMO[role].email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(DEMO[role].home);
}

/** Answers the question on screen from the keyboard: a radio, a list or a text; then Next. */
async function answerByKeyboard(page: Page, main: Locator) {
  const control = main.locator('input[type="radio"], select, textarea').first();
  await tabTo(page, control);
  const kind = await control.evaluate((el) => el.tagName);
  if (kind === 'TEXTAREA') await page.keyboard.type('typed from the keyboard');
  else if (kind === 'SELECT') await page.keyboard.press('ArrowDown');
  else await page.keyboard.press('Space');
  await tabTo(page, main.getByRole('button', { name: QUESTIONNAIRE_EN.next, exact: true }));
  await page.keyboard.press('Enter');
}

test('keyboard only: sign in, add a patient, answer a questionnaire, agree the care plan', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const doctor = await (await browser.newContext()).newPage();
  await signInByKeyboard(doctor, 'doctor');

  // Add a patient: the dialog opens on its first field, Tab walks it, Enter sends.
  await tabTo(doctor, doctor.getByRole('button', { name: 'Add patient', exact: true }));
  await doctor.keyboard.press('Enter');
  const dialog = doctor.getByRole('dialog', { name: 'Add patient' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await doctor.keyboard.type(`keys-${unique()}@e2e.test`);
  await typeInto(doctor, dialog.getByLabel('Full name'), 'Kim Keyboard');
  // The surveys arrive from the API after the dialog opens; a person chooses once they are listed
  // (an ArrowDown on the placeholder alone chose nothing, and the form said "Please choose a survey").
  const survey = dialog.getByLabel('Survey', { exact: true });
  await expect(survey.locator('option').nth(1)).toBeAttached();
  await tabTo(doctor, survey);
  await doctor.keyboard.press('ArrowDown');
  await expect(survey).not.toHaveValue('');
  await tabTo(doctor, dialog.getByRole('button', { name: 'Add patient and send survey' }));
  await doctor.keyboard.press('Enter');
  await expect(doctor.getByText('Patient registered')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const id = await sendAssessment(doctor, s, DEMO.patient.email);

  // The patient answers every question and submits, from the keyboard.
  const patient = await (await browser.newContext()).newPage();
  await signInByKeyboard(patient, 'patient');
  await patient.goto(`/survey/${id}`);
  const main = patient.getByRole('main');
  const summary = main.getByText(t.summary, { exact: true });
  const progress = main.getByText(t.progressRe);
  for (let n = 0; n < 80; n++) {
    await expect(progress.or(summary).first()).toBeVisible();
    if (await summary.isVisible()) {
      await tabTo(patient, main.getByRole('button', { name: t.submit, exact: true }));
      await patient.keyboard.press('Enter');
      await expect(main.getByText(t.submitted).or(progress).first()).toBeVisible();
      if (await main.getByText(t.submitted).isVisible()) break;
    } else {
      // Wait for the next step to replace this one before reading the screen again.
      const step = await progress.textContent();
      await answerByKeyboard(patient, main);
      await expect(summary.or(progress.filter({ hasNotText: step! })).first()).toBeVisible();
    }
  }
  await expect(main.getByText(t.submitted)).toBeVisible();

  // The doctor agrees the care plan through its confirmation dialog.
  await doctor.goto(
    `/doctor/survey-results/${id}?patient=${await accountIdOf(doctor, 'user', DEMO.patient.email)}`,
  );
  const carePlan = doctor.getByRole('button', { name: t.carePlan, exact: true });
  await tabTo(doctor, carePlan);
  await doctor.keyboard.press('Enter');
  const confirm = doctor.getByRole('dialog', { name: t.confirmTitle });
  await tabTo(doctor, confirm.getByRole('button', { name: t.confirmAgree, exact: true }));
  await doctor.keyboard.press('Enter');
  await expect(doctor.getByRole('status').filter({ hasText: t.agreedNow })).toBeFocused();
  await expect(carePlan).toBeDisabled();
});
