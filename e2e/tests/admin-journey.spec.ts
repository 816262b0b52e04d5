import { expect, test } from '@playwright/test';
import { fillSignIn } from './helpers';
import { openAs } from './sessions';
import { mailTo, temporaryPassword, unique } from './admin-mail';

const NEW_PASSWORD = 'Admin#Fresh2027';

test('superadmin creates a clinic, its admin and a doctor; the invited admin registers and sees the doctor', async ({
  page,
  request,
  browser,
}) => {
  const id = unique();
  const clinic = `Clinic ${id}`;
  const adminEmail = `admin-${id}@e2e.test`;
  const doctorEmail = `doctor-${id}@e2e.test`;

  await openAs(page, 'superadmin');
  await page.getByRole('link', { name: 'Clinics' }).click();
  await page.getByRole('button', { name: 'Add clinic' }).click();
  const clinicDialog = page.getByRole('dialog');
  await clinicDialog.getByLabel('Name').fill(clinic);
  await clinicDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Clinic created')).toBeVisible();

  // Clinic profile → add admin with the clinic preselected.
  await page.getByRole('row', { name: new RegExp(clinic) }).click();
  await expect(page.getByRole('main').getByText(clinic, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add admin' }).click();
  const adminDialog = page.getByRole('dialog');
  await expect(adminDialog.getByLabel('Clinic')).toHaveValue(/[0-9a-f-]{36}/);
  await adminDialog.getByLabel('Email').fill(adminEmail);
  await adminDialog.getByLabel('First name').fill('Alma');
  await adminDialog.getByLabel('Last name').fill(`Nueva${id}`);
  await adminDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Admin created')).toBeVisible();

  await page.getByRole('link', { name: 'Doctors' }).click();
  await page.getByRole('button', { name: 'Add doctor' }).click();
  const doctorDialog = page.getByRole('dialog');
  await doctorDialog.getByLabel('Email').fill(doctorEmail);
  await doctorDialog.getByLabel('First name').fill('Dora');
  await doctorDialog.getByLabel('Last name').fill(`Medica${id}`);
  await doctorDialog.getByLabel('Clinic').selectOption({ label: clinic });
  await doctorDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Doctor created')).toBeVisible();
  await expect(page.getByRole('cell', { name: doctorEmail })).toBeVisible();
  // Its profile's address names it by account id, never by e-mail (issue 15 §7).
  await page.getByRole('cell', { name: doctorEmail }).click();
  await expect(page).toHaveURL(/\/doctor-profile\/[0-9a-f-]{36}$/);
  const doctorId = new URL(page.url()).pathname.split('/').pop()!;

  // The invitation carries the temporary password and the admin sign-in URL.
  const mail = await mailTo(request, adminEmail);
  expect(mail.text).toContain('/sign-in-admin');
  const temp = temporaryPassword(mail.text);
  expect(temp).not.toBe('');

  const fresh = await browser.newContext();
  const admin = await fresh.newPage();
  await admin.goto('/sign-in-admin');
  await fillSignIn(admin, adminEmail, temp);
  await expect(admin).toHaveURL('/registration-admin');
  await admin.getByLabel('Password', { exact: true }).fill(temp);
  await admin.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await admin.getByRole('button', { name: 'Set password and continue' }).click();
  // Straight to the admin's own sign-in page, not the doctor's card.
  await expect(admin).toHaveURL('/sign-in-admin');
  await fillSignIn(admin, adminEmail, NEW_PASSWORD);
  await expect(admin).toHaveURL('/admin/doctors-list');
  await expect(admin.getByRole('cell', { name: doctorEmail })).toBeVisible();
  await fresh.close();

  // The Demo Clinic admin sees neither the doctor in the list nor its profile (UI and API).
  const other = await browser.newContext();
  const demoAdmin = await other.newPage();
  await openAs(demoAdmin, 'admin');
  await expect(demoAdmin.getByRole('cell', { name: 'doctor@demo.test' })).toBeVisible();
  await expect(demoAdmin.getByRole('cell', { name: doctorEmail })).toHaveCount(0);
  const apiKey = await demoAdmin.evaluate(() => localStorage.getItem('apiKey'));
  const apiUrl = await demoAdmin.evaluate(
    async () => ((await (await fetch('/config.json')).json()) as { apiUrl: string }).apiUrl,
  );
  const res = await request.get(`${apiUrl.replace(/\/$/, '')}/doctor/${doctorId}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  expect(res.status()).toBe(404);
  await other.close();
});
