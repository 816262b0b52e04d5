import { expect, test, type Page } from '@playwright/test';
import { mailTo, unique } from './admin-mail';
import { declineCookies } from './helpers';
import { openAs } from './sessions';
import { fitsThePhone } from './a11y-routes';
import { LOCALES, SIZES, applyPreferences, axeFor } from './a11y-variants';

/**
 * The onboarding pages (terms, privacy policy, initial questionnaire) are only reachable by an account
 * still onboarding: a patient the doctor has just added opens them from the invitation, on a phone,
 * and each must fit the phone and pass axe's WCAG 2.2 A/AA rules in English and Spanish at the three
 * font sizes, like every other page (issue 10).
 */

/** The step on screen fits the phone and passes axe in both languages at the three sizes. */
async function checkPage(page: Page) {
  const found: string[] = [];
  for (const locale of LOCALES)
    for (const size of SIZES) {
      await applyPreferences(page, locale, size);
      await expect(page.locator('main h1').first()).toBeVisible();
      await fitsThePhone(page, `${page.url()} [${locale}, ${size}]`);
      const { violations } = await axeFor(page, size).analyze();
      for (const v of violations)
        found.push(
          `${page.url()} [${locale}, ${size}] ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`,
        );
    }
  // Back to English at the medium size: the journey goes on by the English button names.
  await applyPreferences(page, 'en-GB', 'medium');
  expect(found, found.join('\n')).toEqual([]);
}

test('a new patient onboards on a phone: every step fits and has no WCAG 2.2 A/AA violations', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `onboard-${unique()}@e2e.test`;
  await openAs(page, 'doctor');
  await declineCookies(page);
  await page.getByRole('button', { name: 'Add patient', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Full name').fill('Olga Onboarding');
  await dialog.getByLabel('Survey', { exact: true }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add patient and send survey' }).click();
  await expect(dialog).toHaveCount(0);
  const mail = await mailTo(request, email);
  const path = /(\/patient\/[A-Za-z0-9_-]{20,})/.exec(mail.text)![1]!;

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const patient = await phone.newPage();
  await patient.goto(path);
  await expect(patient).toHaveURL('/terms-and-conditions');
  await declineCookies(patient);
  await checkPage(patient);
  await patient.getByRole('button', { name: 'I accept the terms and conditions' }).tap();
  await expect(patient.getByRole('button', { name: 'I accept the privacy policy' })).toBeVisible();
  await checkPage(patient);
  await patient.getByRole('button', { name: 'I accept the privacy policy' }).tap();
  await expect(patient).toHaveURL('/initial-survey');
  await checkPage(patient);
  await phone.close();
});
