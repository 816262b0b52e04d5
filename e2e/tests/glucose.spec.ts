import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, declineCookies, dexcomControl } from './helpers';
import { openAs } from './sessions';
import { accountIdOf } from './people';
import { downloadedPdf } from './pdf';

// Glucose (issue 9): the demo patient presses Connect Dexcom on Home, gives consent on the page it
// leads to, connects through the Dexcom emulator's login page and sees the charts on home; an expired access token renews silently; the demo doctor sees the
// same charts beside that patient's results, with the GRI's zone and the episode count (issue 42),
// and sets the pregnancy targets, which the tiles, the AGP's range, the FHIR export, the patient
// list's glucose reasons and the one-pager's PDF follow (issue 42 point 1).
test.setTimeout(240_000);

/** What the journey reads of the FHIR export: the times-in-ranges Observation's note and bounds. */
interface FhirBundle {
  entry: {
    resource: {
      id?: string;
      note?: { text: string }[];
      component?: { code: { coding: { code: string }[] }; referenceRange?: object[] }[];
    };
  }[];
}

test('patient connects Dexcom with consent and sees glucose; the doctor sees the charts', async ({
  browser,
}) => {
  const patient = await browser.newPage();
  await openAs(patient, 'patient');
  await declineCookies(patient);
  // From Home, as a patient does (issue 28 point 3): the button leads through the consent page.
  await expect(patient.getByText('Not connected.')).toBeVisible({ timeout: 20_000 });
  await patient.getByRole('button', { name: 'Connect Dexcom' }).first().click();
  await expect(patient).toHaveURL(/\/dexcom\/auth\?returnUrl=%2Fpatient%2Fhome$/);
  await patient.getByRole('button', { name: 'Connect Dexcom' }).click();
  await expect(patient.getByRole('alert')).toHaveText(
    'Please confirm your consent to link CGM data before connecting.',
  );
  await patient.getByLabel(/I consent to linking my CGM data/).check();
  await patient.getByRole('button', { name: 'Connect Dexcom' }).click();

  // The emulator's sandbox login page (another origin).
  await expect(patient.getByRole('heading', { name: 'Dexcom sandbox' })).toBeVisible();
  await patient.getByLabel(/well controlled/).check();
  await patient.getByRole('button', { name: 'Authorize' }).click();

  await expect(patient).toHaveURL(/\/dexcom\/callback\?/);
  await expect(patient.getByRole('heading', { name: 'Connecting to Dexcom' })).toBeVisible();
  // After the first sync (90 days) and the 2 s wait, back to the patient's home.
  await expect(patient).toHaveURL(DEMO.patient.home, { timeout: 120_000 });
  await expect(patient.getByText('Connected.')).toBeVisible({ timeout: 20_000 });
  await expect(patient.getByText('Time in ranges')).toBeVisible({ timeout: 20_000 });
  // The demo clinic is en-GB: glucose in mmol/L (issue 24 point 4).
  await expect(patient.getByText(/In range \(3\.9–10\.0 mmol\/L\): \d+(\.\d)?%/)).toBeVisible();
  await expect(patient.getByText('Ambulatory glucose profile')).toBeVisible();
  await patient.screenshot({ path: 'test-results/glucose-patient-home.png', fullPage: true });

  // Dexcom's access token runs out (after 2 h in life): the API renews it with the refresh token,
  // silently — the refresh succeeds and nobody is asked to reconnect.
  await dexcomControl({ expireAccess: true });
  await patient.getByRole('button', { name: 'Refresh' }).click();
  await expect(patient.getByRole('button', { name: 'Refresh' })).toBeEnabled({ timeout: 30_000 });
  await expect(patient.getByText('Connected.')).toBeVisible();
  await expect(patient.getByText(/Token expired|reconnect/i)).toHaveCount(0);

  const doctor = await browser.newPage();
  await openAs(doctor, 'doctor');
  await declineCookies(doctor);
  // From the patient list a row opens the results; the same page, addressed directly.
  await doctor.goto(
    `/doctor/survey-results?patient=${await accountIdOf(doctor, 'user', DEMO.patient.email)}`,
  );
  const list = doctor.getByRole('navigation', { name: `Surveys of ${DEMO.patient.email}` });
  await list.getByRole('link').first().click();
  await expect(doctor.getByText('Time in ranges')).toBeVisible({ timeout: 30_000 });
  await expect(doctor.getByText('Ambulatory glucose profile')).toBeVisible();
  // Issue 42 point 2: the GRI with its zone and the hypoglycaemic episodes, thresholds in mmol/L.
  const risk = doctor.getByTestId('glucose-risk');
  const gri = risk.locator('[data-figure="gri"]');
  await expect(gri.getByText('Glycemia Risk Index (GRI)')).toBeVisible();
  await expect(gri.getByText(/^\d+(\.\d)?$/)).toBeVisible();
  await expect(gri.getByText(/^Zone [A-E]$/)).toBeVisible();
  const episodes = risk.locator('[data-figure="level1"]');
  await expect(episodes.getByText('Hypoglycaemic episodes below 3.9 mmol/L')).toBeVisible();
  await expect(episodes.getByText(/^\d+$/)).toBeVisible();
  // Issue 42 point 1: the doctor sets the pregnancy targets; the tiles and the charts' range follow
  // (3.5–7.8 mmol/L, the pregnancy goals), then the standard set is restored for the journeys after.
  const targets = doctor.getByLabel('Glucose targets');
  await expect(targets).toHaveValue('standard');
  await targets.selectOption({ label: 'Pregnancy (type 1)' });
  await expect(doctor.getByText('Targets saved.')).toBeVisible({ timeout: 30_000 });
  await expect(doctor.getByTestId('targets-applied')).toHaveText('Targets: pregnancy (type 1)', {
    timeout: 30_000,
  });
  await expect(
    doctor.getByText(
      /^In range \(3\.5–7\.8 mmol\/L\): \d+(\.\d)?% — target over 70% \(over 16 hours 48 minutes\)$/,
    ),
  ).toBeVisible();
  await expect(doctor.getByText(/Dashed lines: target range 3\.5–7\.8 mmol\/L/)).toBeVisible();
  await doctor.screenshot({ path: 'test-results/glucose-doctor-pregnancy.png', fullPage: true });
  // The FHIR export the doctor downloads from this page bands its times in ranges by the set too.
  const download = doctor.waitForEvent('download');
  await doctor.getByRole('button', { name: 'Download FHIR export' }).click();
  const bundle = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8')) as FhirBundle;
  const ranges = bundle.entry.map((e) => e.resource).find((r) => r.id?.endsWith('-times-in-ranges'))!;
  expect(ranges.note).toEqual([{ text: 'Glucose targets: pregnancy (type 1; Battelino et al. 2019)' }]);
  const inRange = ranges.component!.find((c) => c.code.coding[0]!.code === '97510-2')!;
  expect(inRange.referenceRange![0]).toMatchObject({ low: { value: 63 }, high: { value: 140 } });
  // The triage list judges the patient by the set: the well-controlled readings give no reason on the
  // standard set, but more than 25 % of them are above 7.8 mmol/L, pregnancy's goal.
  const listPage = await browser.newPage();
  await openAs(listPage, 'doctor', '/doctor/users-list?glucose=1');
  const row = listPage.getByRole('row').filter({ hasText: 'Pat Patient' });
  await expect(row.locator('[data-glucose="HIGH"]')).toHaveText(
    /^Time above 7\.8 mmol\/L \d+(\.\d)?% \(pregnancy \(type 1\) target < 25%\)$/,
    { timeout: 30_000 },
  );
  // The one-pager's PDF, printed from the same row, names the set and bands by its range.
  await listPage.getByRole('button', { name: 'Actions for Pat Patient' }).click();
  await listPage.getByRole('link', { name: 'Print summary of Pat Patient' }).click();
  const pdf = await downloadedPdf(listPage);
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain('Targets: pregnancy (type 1)');
  expect(pdf.text).toContain('3.5–7.8 mmol/L');
  await listPage.close();
  await targets.selectOption({ label: 'Standard (type 1 and type 2)' });
  await expect(doctor.getByTestId('targets-applied')).toHaveText('Targets: standard (type 1 and type 2)', {
    timeout: 30_000,
  });
  // Patients' own actions are not offered to the doctor.
  await expect(doctor.getByRole('button', { name: 'Opt out' })).toHaveCount(0);
  await doctor.screenshot({ path: 'test-results/glucose-doctor.png', fullPage: true });
});
