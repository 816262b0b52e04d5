import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { declineCookies, signInAs } from './helpers';

// A patient who arrives by their doctor's sign-up link (issue 28), for journeys that need a fresh
// questionnaire of their own: the doctor's link, then the link's form on a phone.

/**
 * The doctor's sign-up link, as the card under the list shows it (and its QR code encodes): the
 * sign-up one, whatever an earlier journey left the "straight to survey" switch at (doctor-link-signup
 * turns it on; its anonymous form asks a date of birth this journey's patient does not give).
 */
export async function doctorsLink(page: Page): Promise<string> {
  await signInAs(page, 'doctor');
  await declineCookies(page);
  const toggle = page.getByLabel('Allow patients to go straight to survey without sign-up');
  if (await toggle.isChecked()) {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/doctor/sign-up-link') && r.request().method() === 'PUT',
    );
    await toggle.uncheck();
    await saved;
  }
  const link = page.getByTestId('sign-up-link');
  await expect(link).toContainText('/survey?docRefToken=');
  await expect(link).not.toContainText('anonymous=true');
  const url = new URL((await link.textContent())!.trim());
  return `${url.pathname}${url.search}`;
}

/** A new patient on a phone fills the link's form and reaches the questionnaire. */
export async function signUpByLink(
  browser: Browser,
  link: string,
  who: { first: string; last: string; email: string },
  options: BrowserContextOptions = {},
) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  const page = await ctx.newPage();
  await page.goto(link);
  await declineCookies(page);
  await page.getByLabel('Survey').selectOption({ index: 1 });
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to the survey' }).click();
  await expect(page).toHaveURL(/\/survey\/[0-9a-f-]{36}$/);
  return { ctx, page };
}
