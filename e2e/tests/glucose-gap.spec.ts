import { expect, test } from '@playwright/test';
import { mailsTo } from './admin-mail';
import { linkGlucose, unlinkGlucose } from './glucose-link';
import { apiUrlOf, declineCookies, dexcomControl } from './helpers';
import { openAs } from './sessions';

// Issue 42 point 3 (done-when): a linked patient whose sensor stopped sending shows "No glucose data
// for N days" in the doctor's list, under its filter, and gets exactly one e-mail asking to
// reconnect. The emulator serves the sandbox user nothing after 50 hours ago; the demo patient is
// linked to it for this test only. The `glucose.gaps` job runs every minute on the e2e stack.

test.setTimeout(300_000);
const SANDBOX = 'sandbox-hyper-dominant';
const PATIENT = 'patient@demo.test';
const SUBJECT = /^(Your glucose readings have stopped reaching|Sus lecturas de glucosa han dejado de llegar)/;

test('a linked patient whose sensor stopped sending shows "No glucose data" and gets one e-mail', async ({
  browser,
}) => {
  const patient = await browser.newPage();
  await openAs(patient, 'patient');
  const token = (await patient.evaluate(() => localStorage.getItem('apiKey')))!;
  const apiUrl = await apiUrlOf(patient);
  const gapMails = async () => (await mailsTo(patient.request, PATIENT, SUBJECT)).length;
  const before = await gapMails();
  await dexcomControl({ silenceUser: SANDBOX, silentHours: 50 });
  await linkGlucose(patient.request, apiUrl, token, SANDBOX);
  try {
    await expect.poll(gapMails, { timeout: 150_000, intervals: [2_000] }).toBe(before + 1);
    const [mail] = (await mailsTo(patient.request, PATIENT, SUBJECT)).slice(-1);
    expect(mail!.text).toContain('/dexcom/auth');

    // The doctor's list, filtered as the filter's box says, names the reason.
    const doctor = await browser.newPage();
    await openAs(doctor, 'doctor', '/doctor/users-list?nodata=1');
    await declineCookies(doctor);
    const row = doctor.locator('main tbody tr', { hasText: 'Pat Patient' });
    await expect(row).toContainText('No glucose data for 2 days', { timeout: 30_000 });
    await doctor.getByRole('button', { name: /^Filters/ }).click();
    await expect(doctor.getByLabel('No recent glucose data only')).toBeChecked();
    // Still one: later runs of the job (every minute) find the same gap already mailed.
    expect(await gapMails()).toBe(before + 1);
  } finally {
    await unlinkGlucose(patient.request, apiUrl, token);
    await dexcomControl({ silenceUser: SANDBOX, silentHours: 0 });
  }
});
