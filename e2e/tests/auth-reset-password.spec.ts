import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';
import { mailTo, resetPath, unique } from './admin-mail';
import { SignInPage } from './pages/sign-in-page';

const NEW_PASSWORD = 'Reset#Fresh2027';

test('forgot password by email link, in Spanish: the link sets a new password once and it works', async ({
  page,
  request,
  browser,
}) => {
  // A patient of its own, created through the API as the superadmin would.
  const email = `reset-${unique()}@e2e.test`;
  await signInAs(page, 'superadmin');
  const apiKey = await page.evaluate(() => localStorage.getItem('apiKey'));
  const apiUrl = (
    await page.evaluate(
      async () => ((await (await fetch('/config.json')).json()) as { apiUrl: string }).apiUrl,
    )
  ).replace(/\/$/, '');
  const headers = { authorization: `Bearer ${apiKey}` };
  const clinics = (await (await request.get(`${apiUrl}/clinic?size=500`, { headers })).json()) as {
    content: { id: string; name: string }[];
  };
  const demo = clinics.content.find((c) => c.name === 'Demo Clinic')!;
  const created = await request.post(`${apiUrl}/user`, {
    headers,
    data: { email, firstName: 'Rosa', lastName: 'Reset', clinicId: demo.id, locale: 'es-ES' },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('locale', 'es-ES'));
  const es = await context.newPage();
  await es.goto('/forgot-password');
  await expect(es.getByRole('heading', { name: 'He olvidado mi contraseña' })).toBeVisible();
  const sendLink = es.getByRole('button', { name: 'Enviarme un enlace para restablecerla' });
  await expect(sendLink).toBeDisabled();
  await es.getByLabel('Correo electrónico').fill(email);
  await sendLink.click();
  await expect(es.getByRole('status').filter({ hasText: 'Si existe una cuenta' })).toBeVisible();

  const mail = await mailTo(request, email, /Restablecer/);
  const link = resetPath(mail.text);
  expect(link).not.toBe('');
  await es.goto(link);
  await es.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await es.getByLabel('Confirme la contraseña nueva').fill('Otra#Cosa2027');
  await es.getByLabel('Nueva contraseña', { exact: true }).focus();
  await expect(es.getByText('¡Las contraseñas deben coincidir!')).toBeVisible();
  await es.getByLabel('Confirme la contraseña nueva').fill(NEW_PASSWORD);
  await es.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
  await expect(es).toHaveURL('/login');
  await expect(es.getByText('Contraseña actualizada. Inicie sesión con la contraseña nueva')).toBeVisible();

  // The link works once.
  await es.goto(link);
  await es.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await es.getByLabel('Confirme la contraseña nueva').fill(NEW_PASSWORD);
  await es.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
  await expect(es.getByRole('alert')).toContainText('no es válido, ha caducado o ya se ha usado');
  await context.close();

  // The new password signs in (a new patient then starts onboarding).
  const en = await browser.newPage();
  await en.goto('/login');
  await new SignInPage(en).signInAsPatient(email, NEW_PASSWORD);
  await expect(en).toHaveURL('/terms-and-conditions');
});
