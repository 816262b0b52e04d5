import { expect, type Page } from '@playwright/test';
import { accountIdOf } from './people';
import type { SurveyTexts } from './survey-texts';

/**
 * The doctor, on a patient's results page, sends a new assessment: the seed's not-started ones are
 * withdrawn first (one open assignment per questionnaire). Answers the new instance's id.
 */
export async function sendAssessment(doctor: Page, t: SurveyTexts, patientEmail: string): Promise<string> {
  await doctor.goto(`/doctor/survey-results?patient=${await accountIdOf(doctor, 'user', patientEmail)}`);
  const withStatus = doctor.getByRole('link').filter({ has: doctor.getByRole('img') });
  const notStarted = withStatus.filter({ has: doctor.getByRole('img', { name: t.notStarted }) });
  await expect(doctor.getByRole('button', { name: t.sendAssessment })).toBeVisible();
  // The button shows before the instance list has loaded; the seed's patients all have instances.
  await expect(withStatus.first()).toBeVisible();
  for (let n = await notStarted.count(); n > 0; n--) {
    await notStarted.first().click();
    await doctor.getByRole('button', { name: t.withdraw }).click();
    await doctor.getByRole('button', { name: t.withdrawYes, exact: true }).click();
    await expect(notStarted).toHaveCount(n - 1);
  }
  await doctor.getByRole('button', { name: t.sendAssessment }).click();
  await doctor
    .getByRole('dialog')
    .getByLabel(t.assignLabel, { exact: true })
    .selectOption({ label: t.surveyOption });
  const created = doctor.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/surveyInstance$/.test(r.url()),
  );
  await doctor.getByRole('dialog').getByRole('button', { name: t.assign, exact: true }).click();
  const response = await created;
  expect(response.status(), 'the assignment is created').toBe(201);
  return ((await response.json()) as { id: string }).id;
}
