import { expect, test } from '@playwright/test';
import { chooseLanguage, declineCookies, DEMO } from './helpers';
import { openAs } from './sessions';
import { mailTo, unique } from './admin-mail';
import { ADD_PATIENT_EN as EN, addPatient, arrivalPath, arriveByInvitation } from './invite-patient';

test('a doctor adds a patient; the invitation link signs them in, through onboarding, to the questionnaire', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `arrive-${unique()}@e2e.test`;
  await openAs(page, 'doctor');
  await declineCookies(page);
  await addPatient(page, email, EN);
  // The survey-created notification links to the patient's results.
  await page.getByRole('link', { name: "Open the patient's results" }).click();
  await expect(page).toHaveURL(/\/doctor\/survey-results\/[0-9a-f-]{36}\?patient=/);

  const mail = await mailTo(request, email);
  expect(mail.subject).toBe('Your diabetes care portal account');

  // Through terms, privacy and demographics, then straight on to the assigned questionnaire.
  const { ctx: context, page: patient, path } = await arriveByInvitation(browser, request, email);
  await expect(patient.getByRole('heading', { name: 'Type 1 diabetes check-in' })).toBeVisible();

  // The link works once: a second use gets a clear page, not a crash.
  const again = await browser.newContext();
  const reused = await again.newPage();
  await reused.setViewportSize({ width: 390, height: 844 });
  await reused.goto(path);
  await expect(reused.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await reused.screenshot({ path: 'test-results/arrival-invalid-390.png' });
  await reused.goto('/patient/not-a-real-token-000000000000000000');
  await expect(reused.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await context.close();
  await again.close();
});

test('in Spanish: the invitation is written in Spanish and its link works', async ({
  page,
  request,
  browser,
}) => {
  const email = `llegada-${unique()}@e2e.test`;
  await openAs(page, 'doctor');
  await declineCookies(page);
  await chooseLanguage(page, DEMO.doctor.email, 'es-ES');
  await addPatient(page, email, {
    open: 'Añadir paciente',
    email: 'Correo electrónico',
    fullName: 'Nombre completo',
    survey: 'Cuestionario',
    surveyOption: 'Revisión de diabetes tipo 1',
    submit: 'Añadir paciente y enviar cuestionario',
    registered: 'Paciente registrado',
    created: 'Cuestionario creado',
  });
  const mail = await mailTo(request, email);
  expect(mail.subject).toBe('Su cuenta en el portal de atención de la diabetes');
  expect(mail.text).toContain('Para empezar, abra este enlace');
  const context = await browser.newContext();
  const patient = await context.newPage();
  await patient.goto(arrivalPath(mail.text));
  await expect(patient).toHaveURL('/terms-and-conditions');
  await context.close();
  // The doctor's language goes back for the other specs.
  await chooseLanguage(page, DEMO.doctor.email, 'en-GB');
});
