import { expect, test, type Page } from '@playwright/test';
import { mailTo, unique } from './admin-mail';
import { answerCurrent, answerToSummary, chooseLanguage, declineCookies, QUESTIONNAIRE_EN } from './helpers';
import { openAs } from './sessions';
import { CARE_LOOP_TEXTS } from './care-loop-texts';
import { doctorsLink, signUpByLink } from './link-patient';

// Issue 28 points 1, 2 and 5, pressed as people press them: a patient arrives by the doctor's sign-up
// link (what its QR code encodes) and answers; the doctor finds them by typing the name without
// accents, opens the results from the list and agrees the plan. A link patient signs out, is told how
// to come back, and comes back through the e-mailed link to the answers they left.

const t = CARE_LOOP_TEXTS.find((x) => x.locale === 'en-GB')!;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/arrivals/${name}.png`, fullPage: true });

test('a sign-up-link patient answers; the doctor finds them typing the name without accents and agrees a plan', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const doctorCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const doctor = await doctorCtx.newPage();
  const link = await doctorsLink(doctor);
  const tag = unique().replace(/\d/g, 'q');
  const who = { first: 'Lucía', last: `Ñúñez-Ábalos ${tag}`, email: `lucia-${unique()}@test.example` };
  const { ctx, page: patient } = await signUpByLink(browser, link, who);

  const main = patient.getByRole('main');
  await answerToSummary(patient, QUESTIONNAIRE_EN, 'My daughter reminds me of my tablets');
  await main.getByRole('button', { name: t.submit, exact: true }).click();
  const done = main.getByText(t.submitted);
  await expect(done.or(main.getByText(t.secondWave))).toBeVisible();
  if (!(await done.isVisible())) {
    await answerToSummary(patient, QUESTIONNAIRE_EN, 'fine');
    await main.getByRole('button', { name: t.submit, exact: true }).click();
  }
  await expect(done).toBeVisible();
  await shot(patient, 'patient-submitted-390');

  // The doctor's list, as the doctor types: no accents, lower case, part of each word.
  await doctor.reload();
  await doctor.getByLabel('Search by name').fill(`lucia nunez abal ${tag}`);
  const rows = doctor.locator('main tbody tr');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(`Lucía Ñúñez-Ábalos ${tag}`);
  await expect(row).toContainText('Sign-up link or QR');
  await expect(row).toContainText('Awaiting review');
  await expect(row.locator('[data-priority]')).not.toHaveAttribute('data-priority', 'NONE');
  await shot(doctor, 'doctor-list-found-1280');
  await row.getByText(`Lucía Ñúñez-Ábalos ${tag}`).click();
  await expect(doctor).toHaveURL(/\/doctor\/survey-results\/[0-9a-f-]{36}/);
  await expect(doctor.getByText(t.awaitingReview, { exact: true })).toBeVisible();
  await doctor.getByRole('button', { name: t.carePlan, exact: true }).click();
  await doctor
    .getByRole('dialog', { name: t.confirmTitle })
    .getByRole('button', { name: t.confirmAgree })
    .click();
  await expect(doctor.getByRole('status').filter({ hasText: t.agreedNow })).toBeFocused();

  // Back in the list: no longer awaiting review.
  await doctor.goBack();
  await expect(doctor.locator('main tbody tr').first()).not.toContainText('Awaiting review');
  await ctx.close();
  await doctorCtx.close();
});

test('a link patient signs out, is told how to return, and comes back through the emailed link to their answers', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const doctorCtx = await browser.newContext();
  const link = await doctorsLink(await doctorCtx.newPage());
  await doctorCtx.close();
  const who = { first: 'Rosa', last: 'Vuelve', email: `rosa-${unique()}@test.example` };
  const { ctx, page } = await signUpByLink(browser, link, who);
  const main = page.getByRole('main');
  const progress = main.getByText(QUESTIONNAIRE_EN.progressRe);

  // Two answers, then sign out from the account menu, which says how to come back.
  for (const n of [1, 2]) {
    await expect(progress).toHaveText(new RegExp(`^Question ${n} of \\d+$`));
    await answerCurrent(main, QUESTIONNAIRE_EN, 'some words');
    await main.getByRole('button', { name: QUESTIONNAIRE_EN.next, exact: true }).click();
  }
  await expect(progress).toHaveText(/^Question 3 of \d+$/);
  await page.getByRole('button', { name: who.email }).click();
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toHaveAccessibleDescription(/Forgot your password\?.*rosa-/);
  await shot(page, 'restricted-menu-390');
  await signOut.click();
  await expect(page).toHaveURL('/login');

  // The link again: the form offers the way back to whoever started before (it never says whether
  // an address has an account), for the e-mail typed.
  await page.goto(link);
  await expect(main.getByText('Started before with this email?')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Email me a link' })).toBeDisabled();
  await page.getByLabel('Email').fill(who.email);
  await main.getByRole('button', { name: 'Email me a link' }).click();
  await expect(main.getByRole('status')).toContainText('we have sent a link');
  await shot(page, 'email-taken-390');

  const mail = await mailTo(request, who.email, /^Continue your questionnaire$/);
  const back = /https?:\/\/\S+(\/patient\/[A-Za-z0-9_-]{20,})/.exec(mail.text)![1]!;
  await page.goto(back);
  await expect(page).toHaveURL(/\/survey\/[0-9a-f-]{36}$/);
  await expect(progress).toHaveText(/^Question 3 of \d+$/);
  // The link works once (a browser without the session now).
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(back);
  await expect(other.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await fresh.close();
  await ctx.close();
});

test('offline mid-questionnaire: said within 2 s, answers kept and sent when back, never an error', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const doctorCtx = await browser.newContext();
  const link = await doctorsLink(await doctorCtx.newPage());
  await doctorCtx.close();
  const who = { first: 'Olga', last: 'Sinred', email: `olga-${unique()}@test.example` };
  const { ctx, page } = await signUpByLink(browser, link, who);
  const main = page.getByRole('main');
  const progress = main.getByText(QUESTIONNAIRE_EN.progressRe);
  await answerCurrent(main, QUESTIONNAIRE_EN, 'words');
  await main.getByRole('button', { name: QUESTIONNAIRE_EN.next, exact: true }).click();
  await expect(progress).toHaveText(/^Question 2 of \d+$/);

  await ctx.setOffline(true);
  await expect(
    main.getByText('You are offline — your answers are kept and sent when you are back'),
  ).toBeVisible({ timeout: 2000 });
  await shot(page, 'offline-390');
  await answerCurrent(main, QUESTIONNAIRE_EN, 'words');
  await main.getByRole('button', { name: QUESTIONNAIRE_EN.next, exact: true }).click();
  await expect(progress).toHaveText(/^Question 3 of \d+$/);
  await expect(page.getByText(/Unknown error|Request error/)).toHaveCount(0);

  const sent = page.waitForResponse((r) => r.request().method() === 'PUT' && r.status() === 204);
  await ctx.setOffline(false);
  await sent;
  await expect(main.getByText(/offline/)).toHaveCount(0);
  // Both answers are on the server: a fresh load resumes at question 3.
  await page.reload();
  await expect(progress).toHaveText(/^Question 3 of \d+$/);
  await ctx.close();
});

test('screens of this issue in English and Spanish, on a phone and a desk', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await openAs(page, 'doctor');
    await declineCookies(page);
    for (const locale of ['en-GB', 'es-ES'] as const) {
      const tag = `${locale}-${w}`;
      await chooseLanguage(page, 'doctor@demo.test', locale);
      await page.goto('/doctor/users-list?ageLow=60&ageHigh=30');
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
      await shot(page, `doctor-list-${tag}`);
    }
    await chooseLanguage(page, 'doctor@demo.test', 'en-GB');
    await page.evaluate(() => localStorage.removeItem('apiKey'));
    for (const locale of ['en-GB', 'es-ES'] as const) {
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `forgot-${locale}-${w}`);
    }
    await ctx.close();
  }
});
