// Signing in as the bench does, through the portal's own form (the label read from the sign-in
// remote's English catalogue, so a changed text cannot leave the bench on the form), and the check
// that a measured page is the page asked for (issue 41 point 6: staff pages used to be measured after
// the idle limit had ended their session, and their scores were for the sign-in or an error page).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const auth = JSON.parse(readFileSync(path.join(root, 'mfe-auth', 'src', 'lang', 'en.json'), 'utf8'));

/** Fills the sign-in form of `who` on `page` (already on their sign-in page); `submit` sends it. */
export async function fillSignIn(page, who, password) {
  const email = page.getByLabel(auth['auth.signIn.email'], { exact: true });
  await email.waitFor({ timeout: 30_000 });
  if (who.role === 'patient') await page.getByLabel(auth['auth.roleSelect.role.patient']).check();
  await email.fill(who.email);
  await page.getByLabel(auth['auth.signIn.password'], { exact: true }).fill(password);
}
export const submitSignIn = (page) => page.getByRole('button', { name: auth['auth.signIn.submit'] }).click();

/**
 * A fresh API token of `who`, signed in right before the page is measured: a token older than the
 * idle limit is refused by the API, and the page would then show the sign-in form.
 */
export async function freshToken(browser, base, who, password) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(base + who.signIn);
    await fillSignIn(page, who, password);
    await submitSignIn(page);
    await page.waitForURL(base + who.home, { timeout: 30_000 });
    return await page.evaluate(() => localStorage.getItem('apiKey'));
  } finally {
    await context.close();
  }
}

/** The path a measured page ended on; a row whose page did not stay on its path is marked failed. */
export const landedPath = (page) => new URL(page.url()).pathname;
