import { expect, test, type Page } from '@playwright/test';
import { api, declineCookies, DEMO, DEMO_PASSWORD } from './helpers';
import { openAs } from './sessions';
import { SignInPage } from './pages/sign-in-page';

// Words for the patient (issue 14 §5): a positive PHQ-2 reads as support and where to get help now
// (the clinic's contact once the superadmin sets it), never as the doctor's flag or headings.

const PATIENT = 'patient2@demo.test';
const CLINIC = '00000000-0000-4000-8000-00000000d3e0';

type Question = { id: string; stage: string; type: string; possibleAnswers: { id: string }[] };

/** The patient answers one stage with the highest-concern choices (PHQ-2 positive) and submits it. */
async function answerStage(page: Page, id: string, stage: string) {
  const now = (await api(page, 'get', `surveyInstance/${id}`)) as { survey: { questions: Question[] } };
  const answers = now.survey.questions
    .filter((q) => q.stage === stage)
    .map((q) => ({
      question: { id: q.id },
      answer: q.type === 'OPEN_ENDED' ? { answer: 'Tired of it all' } : { id: q.possibleAnswers.at(-1)!.id },
    }));
  if (answers.length === 0) return;
  await api(page, 'put', `surveyInstance/${id}`, { answers });
  await api(page, 'post', `surveyInstance/${id}/submit?stage=${stage}`);
}

test('a positive PHQ-2 shows the patient support and where to get help, from the clinic once set', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const doctor = await browser.newPage();
  await openAs(doctor, 'doctor');
  const { content } = (await api(doctor, 'get', 'survey')) as {
    content: { id: string; name: string; isAvailable: boolean }[];
  };
  // Type 2: patient2's type-1 questionnaire is still open (one open assignment per questionnaire).
  const survey = content.find((s) => s.isAvailable && /type 2/i.test(s.name))!;
  const { id } = (await api(doctor, 'post', 'surveyInstance', {
    doctorEmail: DEMO.doctor.email,
    userEmail: PATIENT,
    surveyId: survey.id,
  })) as { id: string };
  await doctor.close();

  const patient = await browser.newPage();
  await patient.goto('/login');
  await new SignInPage(patient).signInAsPatient(PATIENT, DEMO_PASSWORD);
  await expect(patient).toHaveURL(/\/patient\//);
  await declineCookies(patient);
  await answerStage(patient, id, 'FIRST_WAVE');
  await answerStage(patient, id, 'SECOND_WAVE');
  await patient.goto(`/patient/results/${id}`);
  const support = patient.getByRole('region', { name: 'You do not have to face this alone' });
  await expect(support).toBeVisible();
  await expect(support).toContainText('Contact your clinic or your family doctor.');
  await expect(support).toContainText('call 112 now');
  await expect(patient.getByRole('main')).not.toContainText(/depressive disorder|do you recommend/);

  // The superadmin sets the clinic's own contact; the patient reads it instead of the generic advice.
  const admin = await browser.newPage();
  await openAs(admin, 'superadmin');
  await declineCookies(admin);
  await admin.goto(`/superadmin/clinic-profile/${CLINIC}`);
  const contact = `Call the diabetes team on 0800 123 456 (${Math.random().toString(36).slice(2, 6)})`;
  await admin.getByLabel('Text in English').fill(contact);
  await admin.getByRole('button', { name: 'Save help contact' }).click();
  await expect(admin.getByText('The help contact was saved.')).toBeVisible();
  await patient.reload();
  await expect(support).toContainText(contact);
  await expect(support).not.toContainText('Contact your clinic or your family doctor.');
  await expect(support).toContainText('call 112 now');

  await admin.getByLabel('Text in English').fill('');
  await admin.getByRole('button', { name: 'Save help contact' }).click();
  await expect(admin.getByText('The help contact was saved.')).toBeVisible();
});
