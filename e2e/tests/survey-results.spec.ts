import { expect, test } from '@playwright/test';
import { DEMO, declineCookies } from './helpers';
import { openAs } from './sessions';

// Read-only smoke of the seeded data: the demo patient's home shows the agreed care plan, and the
// doctor reaches the same patient's results from the patient list on the landing page.
test('the demo patient home shows the agreed care plan; the doctor opens the results from the list', async ({
  browser,
}) => {
  const patient = await browser.newPage();
  await openAs(patient, 'patient');
  await declineCookies(patient);
  await expect(patient.getByRole('heading', { name: 'Agreed care plan' })).toBeVisible();
  await expect(patient.getByRole('img', { name: /Bubble graph of the scores/ })).toBeVisible();

  const doctor = await browser.newPage();
  await openAs(doctor, 'doctor');
  await declineCookies(doctor);
  await doctor.getByLabel('Search by name').fill('pat patient');
  await expect(doctor.getByText('1 patient', { exact: true })).toBeVisible();
  await doctor.getByRole('row', { name: /Pat Patient/ }).click();
  await expect(doctor).toHaveURL(/\/doctor\/survey-results\/[0-9a-f-]+\?patient=/);
  const list = doctor.getByRole('navigation', { name: `Surveys of ${DEMO.patient.email}` });
  await expect(list.getByRole('link').first()).toBeVisible();
});
