import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  answerToSummary,
  chooseLanguage,
  declineCookies,
  DEMO,
  DEMO_PASSWORD,
  QUESTIONNAIRE_EN,
  type QuestionnaireTexts,
  apiCall,
} from './helpers';
import { expectValidR4Bundle } from './fhir-schema';
import { openAs } from './sessions';
import { accountIdOf } from './people';
import { SignInPage } from './pages/sign-in-page';

// Issue 24 points 5 and 6: a positive PHQ-2 leads to the PHQ-9, offered kindly; item 9 above 0 brings
// the patient where to get help now (EN, and ES on a phone) and the doctor an urgent flag, first on
// the list and on the results page; the doctor's FHIR download validates against the R4 schema.

const PATIENT = 'patient2@demo.test';
const QUESTIONNAIRE_ES: QuestionnaireTexts = {
  next: 'Siguiente',
  progress: (c, t) => `Pregunta ${c} de ${t}`,
  progressRe: /^Pregunta (\d+) de (\d+)$/,
  summary: 'Revise sus respuestas antes de enviarlas',
};
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/phq9-${name}.png`, fullPage: true });

type Question = { id: string; stage: string; type: string; possibleAnswers: { id: string }[] };

/** The doctor assigns the first check-in the patient has no open copy of. */
async function assignCheckIn(doctor: Page): Promise<string> {
  for (const surveyId of ['pre-v1', 'type1-v2', 'type2-v1']) {
    const r = await apiCall(doctor, 'post', 'surveyInstance', {
      doctorEmail: DEMO.doctor.email,
      userEmail: PATIENT,
      surveyId,
    });
    if (r.status === 201) return (r.body as { id: string }).id;
  }
  throw new Error('no check-in could be assigned');
}

/** Saves the highest-concern answers of a stage (PHQ-2 positive); the patient submits on screen. */
async function saveStage(patient: Page, id: string, stage: string) {
  const now = (await apiCall(patient, 'get', `surveyInstance/${id}`)).body as {
    survey: { questions: Question[] };
  };
  const answers = now.survey.questions
    .filter((q) => q.stage === stage)
    .map((q) => ({
      question: { id: q.id },
      answer: q.type === 'OPEN_ENDED' ? { answer: 'Low lately' } : { id: q.possibleAnswers.at(-1)!.id },
    }));
  if (answers.length)
    expect((await apiCall(patient, 'put', `surveyInstance/${id}`, { answers })).status).toBe(204);
}

/** A check-in with PHQ-2 ≥ 3: the first wave saved and sent, the follow-ups answered on screen. */
async function positiveCheckIn(patient: Page, id: string, t: QuestionnaireTexts, submit: string) {
  await saveStage(patient, id, 'FIRST_WAVE');
  const first = await apiCall(patient, 'post', `surveyInstance/${id}/submit?stage=FIRST_WAVE`);
  expect(first.status).toBe(200);
  expect((first.body as { stage: string }).stage, 'areas of focus bring follow-ups').toBe('SECOND_WAVE');
  await patient.goto(`/survey/${id}`);
  await answerToSummary(patient, t, 'Low lately');
  await patient.getByRole('button', { name: submit }).click();
}

/**
 * The PHQ-9 on screen: every item "Nearly every day" (item 9 included), the optional difficulty
 * question passed by with Next.
 */
async function answerPhq9(page: Page, t: QuestionnaireTexts) {
  const main = page.getByRole('main');
  const next = main.getByRole('button', { name: t.next, exact: true });
  for (let n = 1; n <= 10; n++) {
    await expect(main.getByText(t.progress(n, 10), { exact: true })).toBeVisible();
    if (n < 10) {
      await expect(next).toBeDisabled();
      await main.getByRole('radio').last().check();
    }
    await expect(next).toBeEnabled();
    await next.click();
  }
  await expect(main.getByText(t.summary, { exact: true })).toBeVisible();
}

async function signInPatient(page: Page) {
  await page.goto('/login');
  await new SignInPage(page).signInAsPatient(PATIENT, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient\//);
  await declineCookies(page);
}

test('PHQ-9 after a positive PHQ-2: offered, answered, help now for the patient, urgent for the doctor, FHIR export', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const doctor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openAs(doctor, 'doctor');
  await declineCookies(doctor);
  const patient = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInPatient(patient);

  // EN: the submit leads to a kind, optional offer; the patient takes it and answers the PHQ-9.
  await positiveCheckIn(patient, await assignCheckIn(doctor), QUESTIONNAIRE_EN, 'Submit Survey');
  const offer = patient.getByRole('region', { name: 'A few more questions, if you are willing' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Not now' })).toBeVisible();
  await shot(patient, 'offer-en-1280');
  await offer.getByRole('link', { name: 'Answer a few more questions' }).click();
  await expect(patient.getByRole('heading', { level: 1 })).toHaveText(/PHQ-9/);
  await answerPhq9(patient, QUESTIONNAIRE_EN);
  await patient.getByRole('button', { name: 'Submit Survey' }).click();
  const help = patient.getByRole('region', { name: 'Please talk to someone today' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('call 112 now');
  await expect(help.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(patient.getByRole('main')).not.toContainText(/severe|depress(ion|ive)|score/i);
  await shot(patient, 'help-en-1280');

  // The doctor: the patient first on the list, marked in words; the results page names the answer.
  await doctor.goto('/doctor/users-list');
  const first = doctor.locator('main tbody tr').first();
  await expect(first).toContainText('Paula');
  await expect(first).toContainText('URGENT: PHQ-9 item 9 (self-harm thoughts) 3/3');
  await shot(doctor, 'list-en-1280');
  const patientId = await accountIdOf(doctor, 'user', PATIENT);
  await doctor.goto(`/doctor/survey-results?patient=${patientId}`);
  await doctor.getByRole('link', { name: /PHQ-9/ }).first().click();
  const urgent = doctor.getByRole('alert').filter({ hasText: 'URGENT: item 9 answered above 0' });
  await expect(urgent).toContainText('Nearly every day (3 of 3)');
  await expect(doctor.getByText('Score: 27 of 27 (severe)')).toBeVisible();
  await shot(doctor, 'results-en-1280');
  await doctor.setViewportSize({ width: 390, height: 844 });
  await shot(doctor, 'results-en-390');
  await doctor.setViewportSize({ width: 1280, height: 800 });

  // The doctor's FHIR download: a Bundle every resource of which the R4 schema accepts.
  const download = doctor.waitForEvent('download');
  await doctor.getByRole('button', { name: 'Download FHIR export' }).click();
  const file = await (await download).path();
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    resourceType: string;
    entry: { resource: object }[];
  };
  expectValidR4Bundle(bundle);
  expect(JSON.stringify(bundle)).toContain('"44260-8"');

  // ES on a phone: another positive check-in, the offer and the help in Spanish at 390 px.
  await patient.setViewportSize({ width: 390, height: 844 });
  await patient.goto('/patient/home');
  await chooseLanguage(patient, PATIENT, 'es-ES');
  try {
    await positiveCheckIn(patient, await assignCheckIn(doctor), QUESTIONNAIRE_ES, 'Enviar cuestionario');
    const oferta = patient.getByRole('region', { name: 'Unas preguntas más, si le parece bien' });
    await expect(oferta).toBeVisible();
    await shot(patient, 'offer-es-390');
    await oferta.getByRole('link', { name: 'Responder unas preguntas más' }).click();
    await answerPhq9(patient, QUESTIONNAIRE_ES);
    await patient.getByRole('button', { name: 'Enviar cuestionario' }).click();
    const ayuda = patient.getByRole('region', { name: 'Por favor, hable hoy con alguien' });
    await expect(ayuda).toContainText('llame ahora al 112');
    const width = await patient.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing scrolls sideways at 390 px').toBeLessThanOrEqual(390);
    await shot(patient, 'help-es-390');
  } finally {
    await chooseLanguage(patient, PATIENT, 'en-GB');
  }

  // The doctor agrees each PHQ-9's plan: the urgent flag is a review to do, and then it clears.
  const list = (await apiCall(doctor, 'get', `surveyInstance?userId=${patientId}`)).body as {
    content: { id: string; survey: { id: string }; status: string }[];
  };
  for (const i of list.content.filter((x) => x.survey.id === 'phq9-v1' && x.status === 'RECOMMENDATIONS')) {
    const staff = (await apiCall(doctor, 'get', `surveyInstance/${i.id}`)).body as {
      possibleConclusions: { id: string; text: string }[];
    };
    const c = staff.possibleConclusions[0]!;
    const plan = {
      recommendations: [],
      conclusions: [{ id: c.id, text: c.text || 'Called today' }],
      complete: true,
    };
    expect((await apiCall(doctor, 'put', `surveyInstance/${i.id}/care-plan`, plan)).status).toBe(200);
  }
  await doctor.goto('/doctor/users-list');
  await expect(doctor.locator('main tbody')).not.toContainText('URGENT: PHQ-9');
});

test('the superadmin’s research export screen downloads the pseudonymised FHIR bundle, EN and ES', async ({
  browser,
}) => {
  const admin = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openAs(admin, 'superadmin');
  await declineCookies(admin);
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export research FHIR bundle' }).click();
  const text = fs.readFileSync(await (await download).path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(text).not.toContain(PATIENT);
  await shot(admin, 'research-en-1280');
  await chooseLanguage(admin, DEMO.superadmin.email, 'es-ES');
  try {
    await expect(admin.getByRole('button', { name: 'Exportar paquete FHIR de investigación' })).toBeVisible();
    await shot(admin, 'research-es-1280');
    await admin.setViewportSize({ width: 390, height: 844 });
    await shot(admin, 'research-es-390');
  } finally {
    await chooseLanguage(admin, DEMO.superadmin.email, 'en-GB');
  }
});
