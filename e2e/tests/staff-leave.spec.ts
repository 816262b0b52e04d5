import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { api, completeOnboarding, fillSignIn } from './helpers';
import { mailTo, temporaryPassword, unique } from './admin-mail';
import { openAs } from './sessions';

// Issue 37 point 1: a doctor leaves. The admin hands their patients to another doctor and deactivates
// them while they are signed in elsewhere; their next click ends on sign-in with the reason, and the
// chosen doctor finds the patients in their list. The leaver is this journey's own doctor (the demo
// doctor, whom many journeys share, only receives the patients).

const PASSWORD = 'Leaver#Pass2027';
const DEACTIVATED = 'This account has been deactivated. Contact your clinic administrator.';

/** A doctor the admin added registers from the invitation and completes onboarding. */
async function registerDoctor(browser: Browser, request: APIRequestContext, email: string) {
  const temp = temporaryPassword((await mailTo(request, email)).text);
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByLabel('Doctor').check();
  await fillSignIn(page, email, temp);
  await expect(page).toHaveURL('/registration-doctor');
  await page.getByLabel('Password', { exact: true }).fill(temp);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL('/login');
  await fillSignIn(page, email, PASSWORD);
  await completeOnboarding(page, '1979-02-11');
  await expect(page).toHaveURL('/doctor/users-list');
  return { ctx, page };
}

test('the admin hands a signed-in doctor’s patients over and deactivates them; their next click ends on sign-in', async ({
  page,
  browser,
  request,
}) => {
  // A new doctor's registration and onboarding through the screens is most of it.
  test.setTimeout(120_000);
  const id = unique();
  const leaverEmail = `leaver-${id}@e2e.test`;
  const leaverName = `Lea Leaving${id}`;
  await openAs(page, 'admin');
  await api(page, 'post', 'doctor', { email: leaverEmail, firstName: 'Lea', lastName: `Leaving${id}` });
  const leaver = await registerDoctor(browser, request, leaverEmail);
  // The leaver's own patients (whoever adds a patient is assigned to them).
  const patients = [`Handed${id}a`, `Handed${id}b`];
  for (const last of patients)
    await api(leaver.page, 'post', 'user', {
      email: `${last.toLowerCase()}@e2e.test`,
      firstName: 'Pat',
      lastName: last,
    });

  // The admin opens the leaver's profile: the patients go to the demo doctor, then the account.
  await page.reload();
  await page.getByRole('row', { name: new RegExp(leaverName) }).click();
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Hand over their 2 patients before deactivating the account.')).toBeVisible();
  await dialog.getByLabel('Hand over to').selectOption({ label: 'Dana Doctor (doctor@demo.test)' });
  await dialog.getByRole('button', { name: 'Hand over 2 patients' }).click();
  await dialog.getByLabel('Reason (optional, kept in the audit trail)').fill('Moved to another hospital');
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText(/^Deactivated since/)).toBeVisible();

  // The leaver, still on their list, clicks: the API ends the session and sign-in says why.
  await leaver.page.getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(leaver.page).toHaveURL(/\/login/);
  await expect(leaver.page.getByText(DEACTIVATED)).toBeVisible();
  // Their password no longer signs them in.
  await leaver.page.getByLabel('Doctor').check();
  await fillSignIn(leaver.page, leaverEmail, PASSWORD);
  await expect(leaver.page.getByText(DEACTIVATED).first()).toBeVisible();
  await expect(leaver.page).toHaveURL(/\/login/);
  await leaver.ctx.close();

  // The deactivated filter lists them; the chosen doctor finds both patients among theirs.
  await page.goto('/admin/doctors-list');
  await expect(page.getByRole('cell', { name: leaverEmail })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('Deactivated');
  await expect(page.getByRole('row', { name: new RegExp(`${leaverName}.*Deactivated`) })).toBeVisible();

  // The chosen doctor sees them first, named above the list (whose clinical order stays), each a
  // link to their results; and finds both in the list itself.
  const doctor = await browser.newPage();
  await openAs(doctor, 'doctor');
  const handed = doctor.locator('[aria-labelledby="handover-title"]');
  await expect(handed.getByRole('heading', { name: '2 patients handed over to you' })).toBeVisible({
    timeout: 30_000,
  });
  for (const last of patients) await expect(handed.getByRole('link', { name: `Pat ${last}` })).toBeVisible();
  await expect(handed).toContainText(`previously with ${leaverName}`);
  // Before the list's table (which may arrive after the notice).
  await expect(doctor.locator('main table')).toBeVisible({ timeout: 30_000 });
  expect(
    await doctor.evaluate(() => {
      const notice = document.querySelector('[aria-labelledby="handover-title"]');
      const table = document.querySelector('main table');
      return (
        !!notice && !!table && !!(notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    }),
  ).toBe(true);
  await doctor.getByLabel('Search by name').fill(`Handed${id}`);
  for (const last of patients) await expect(doctor.getByText(`Pat ${last}`).first()).toBeVisible();
  await doctor.close();
});
