import { expect, test } from '@playwright/test';
import { api, chooseLanguage, declineCookies, DEMO } from './helpers';
import { openAs } from './sessions';

interface Instance {
  id: string;
  survey: {
    name: string;
    questions: { question: string; stage: string; possibleAnswers: { answer: string }[] }[];
  };
}

test('switching language inside an open questionnaire switches title, question and answers at once', async ({
  browser,
}) => {
  // The doctor assigns a survey other than the journeys' type 1 check-in (nor the PHQ-9, which an
  // earlier journey's positive PHQ-2 may already have opened for the patient), through the API.
  const doctor = await browser.newPage();
  await openAs(doctor, 'doctor');
  const { content } = (await api(doctor, 'get', 'survey')) as { content: { id: string; name: string }[] };
  const survey = content.find((s) => !/type 1|PHQ-9/i.test(s.name))!;
  const { id } = (await api(doctor, 'post', 'surveyInstance', {
    doctorEmail: DEMO.doctor.email,
    userEmail: DEMO.patient.email,
    surveyId: survey.id,
  })) as { id: string };
  await doctor.close();

  const page = await browser.newPage();
  await openAs(page, 'patient');
  await declineCookies(page);
  const inEnglish = (await api(page, 'get', `surveyInstance/${id}`)) as Instance;
  await page.goto(`/survey/${id}`);
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button').last().click();
  const main = page.getByRole('main');
  const first = inEnglish.survey.questions[0]!;
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(inEnglish.survey.name);
  await expect(main.getByText(first.question, { exact: true })).toBeVisible();

  await chooseLanguage(page, DEMO.patient.email, 'es-ES');
  // The screen switches at once; the account's language is saved by a request of its own, so the
  // API's copy (asked without the page's Accept-Language) turns Spanish once that has landed.
  const spanish = async () => (await api(page, 'get', `surveyInstance/${id}`)) as Instance;
  await expect
    .poll(async () => (await spanish()).survey.questions[0]!.question, { timeout: 30_000 })
    .not.toBe(first.question);
  const inSpanish = await spanish();
  const primero = inSpanish.survey.questions[0]!;
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(inSpanish.survey.name);
  await expect(main.getByText(primero.question, { exact: true })).toBeVisible();
  await expect(main.getByText(first.question, { exact: true })).toHaveCount(0);
  for (const a of primero.possibleAnswers)
    await expect(main.getByText(a.answer, { exact: true })).toBeVisible();
  await expect(main.getByText(/^Pregunta 1 de \d+$/)).toBeVisible();
  await chooseLanguage(page, DEMO.patient.email, 'en-GB');
});
