import { expect, test } from '@playwright/test';
import { DEMO, signInAs, type DemoRole } from './helpers';

const SIDEBARS: Record<DemoRole, string[]> = {
  superadmin: [
    'Reports',
    'Clinics',
    'Admins',
    'Superadmins',
    'Doctors',
    'Patients',
    'Audit trail',
    'Deletion requests',
  ],
  admin: ['Doctors', 'Patients', 'Audit trail', 'Deletion requests', 'Clinic', 'Clinic overview'],
  doctor: [
    'Patients',
    'My patients at a glance',
    'Resources',
    'Spanish Resources',
    'T1',
    'T2',
    'PRE',
    'HCP',
    'Children and Parents',
    'Common',
    'Help',
    'Research',
  ],
  patient: ['Home', 'Notes', 'Results', 'Glucose', 'Resources'],
};

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`${role} signs in and lands on the default page with its sidebar`, async ({ page }) => {
    await signInAs(page, role);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(SIDEBARS[role].length);
    for (const [i, label] of SIDEBARS[role].entries()) await expect(links.nth(i)).toContainText(label);
    await expect(page.getByRole('button', { name: DEMO[role].email })).toBeVisible();
  });
}

test('a patient opening a doctor URL is redirected to patient/home', async ({ page }) => {
  await signInAs(page, 'patient');
  await page.goto('/doctor/users-list');
  await expect(page).toHaveURL('/patient/home');
});

test('an unknown path redirects by state', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/login');
  await signInAs(page, 'doctor');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/doctor/users-list');
  await page.goto('/');
  await expect(page).toHaveURL('/doctor/users-list');
});

test('the doctor Help entry opens in a new tab', async ({ page }) => {
  await signInAs(page, 'doctor');
  const help = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Help/ });
  await expect(help).toHaveAttribute('target', '_blank');
});

test('signing out revokes the session: the old token gets 401 from the API', async ({ page }) => {
  await signInAs(page, 'doctor');
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  expect(token).toBeTruthy();
  const config = await (await page.request.get('/config.json')).json();
  const before = await page.request.get(`${config.apiUrl}/user/this`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(before.status()).toBe(200);
  await page.getByRole('button', { name: DEMO.doctor.email }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('apiKey'))).toBeNull();
  // The portal forgets the token at once and then tells the API (shared/src/session/commands.ts): on a
  // busy machine this request can overtake that one, so wait for the revocation to arrive.
  await expect
    .poll(
      async () =>
        (
          await page.request.get(`${config.apiUrl}/user/this`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status(),
      { timeout: 10_000 },
    )
    .toBe(401);
});
