import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseLanguage, declineCookies, DEMO, DEMO_PASSWORD, apiUrlOf } from './helpers';
import { openAs } from './sessions';
import { downloadedPdf, pdfText } from './pdf';
import { accountIdOf } from './people';
import { SignInPage } from './pages/sign-in-page';

// Issue 24: the doctor prints the pre-visit one-pager from the patient list and from the results page
// (one A4 page holding every section, in the browser's print and as the API's PDF), in the patient's
// language or another; and reads the trends across visits with their numbers and verdicts, at 390 px.
// The demo patient's seeded questionnaire (plan agreed 14 days ago) is the previous visit; the patient
// answers a new one first (the least concerning answers), so every score has something to compare.

const SECTIONS_EN = [
  'Patient',
  'Latest questionnaire',
  "The patient's own words",
  'Glucose, last 14 days',
  'What changed since the previous visit',
  'Agreed plan',
];
const SECTIONS_ES = [
  'Paciente',
  'Último cuestionario',
  'En palabras del paciente',
  'Glucosa, últimos 14 días',
  'Qué cambió desde la visita anterior',
  'Plan acordado',
];
const NAME = 'Pat Patient';
// Every printed page names the patient twice, with the print date (issue 36 point 4): the demo patient
// was born on 12 April 1985; the data model has no record number.
const IDENTITY_EN = /Pat Patient · Date of birth: 12 Apr 1985 · Printed on \d{1,2} [A-Z][a-z]{2} \d{4}/;
const IDENTITY_ES = /Pat Patient · Fecha de nacimiento: 12 abr 1985 · Impreso el \d{1,2} [a-z]{3} \d{4}/;
const FILE_NAME = /^summary-Pat-Patient-\d{4}-\d{2}-\d{2}\.pdf$/;
const WORDS = `e2e-visit-${Math.random().toString(36).slice(2, 8)} walking after dinner`;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/visit-summary/${name}.png`, fullPage: true });

async function api(page: Page, method: 'get' | 'post' | 'put', p: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  const apiUrl = await apiUrlOf(page);
  const answer = await page.request[method](`${apiUrl}/${p}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.ok(), `${method} ${p}`).toBe(true);
  return answer.status() === 204 ? null : (answer.json() as Promise<unknown>);
}

type Instance = { id: string; status: string; stage: string; survey: { id: string; questions: Question[] } };
type Question = { id: string; stage: string; type: string; possibleAnswers: { id: string }[] };

/** The patient answers an open questionnaire of the seeded one's instrument (the doctor sends one if none is open). */
async function newVisit(browser: Browser) {
  const doctor = await browser.newPage();
  await openAs(doctor, 'doctor');
  const patientId = await accountIdOf(doctor, 'user', DEMO.patient.email);
  const { content } = (await api(doctor, 'get', `surveyInstance?userId=${patientId}&size=100`)) as {
    content: { id: string; status: string; survey: { id: string } }[];
  };
  const agreed = content.find((i) => i.status === 'COMPLETED')!;
  let open = content.find(
    (i) => i.survey.id === agreed.survey.id && ['CREATED', 'IN_PROGRESS'].includes(i.status),
  );
  open ??= (await api(doctor, 'post', 'surveyInstance', {
    doctorEmail: DEMO.doctor.email,
    userEmail: DEMO.patient.email,
    surveyId: agreed.survey.id,
  })) as { id: string; status: string; survey: { id: string } };
  await doctor.close();
  const patient = await browser.newPage();
  await openAs(patient, 'patient');
  let inst = (await api(patient, 'get', `surveyInstance/${open.id}`)) as Instance;
  while (inst.status === 'CREATED' || inst.status === 'IN_PROGRESS') {
    const answers = inst.survey.questions
      .filter((q) => q.stage === inst.stage)
      .map((q) => ({
        question: { id: q.id },
        answer: q.type === 'OPEN_ENDED' ? { answer: WORDS } : { id: q.possibleAnswers[0]!.id },
      }));
    await api(patient, 'put', `surveyInstance/${inst.id}`, { answers });
    inst = (await api(patient, 'post', `surveyInstance/${inst.id}/submit?stage=${inst.stage}`)) as Instance;
  }
  await patient.close();
  return patientId;
}

async function expectSections(page: Page, sections: string[]) {
  const main = page.getByRole('main');
  for (const name of sections) await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
}

test('the doctor prints the one-pager from the list and the results page, as A4 and as PDF, EN and ES', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const patientId = await newVisit(browser);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  await openAs(page, 'doctor');
  await declineCookies(page);

  // From the list: the patient's row has "Print summary" among its actions (one button on a laptop).
  await page.getByLabel('Search by name').fill(NAME);
  await page.getByRole('button', { name: `Actions for ${NAME}` }).click();
  await page.getByRole('link', { name: `Print summary of ${NAME}` }).click();
  await expect(page).toHaveURL(`/doctor/patients/${patientId}/summary`);
  await expectSections(page, SECTIONS_EN);
  const main = page.getByRole('main');
  await expect(main.getByText(WORDS)).toBeVisible();
  await expect(main.getByText('Date of birth: 12 Apr 1985', { exact: true })).toBeVisible();
  // Against the previous visit, in words (which word depends on the visits other journeys left).
  await expect(main.getByText(/: (better|worse|same)$/).first()).toBeVisible();
  await shot(page, 'summary-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'summary-en-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The browser's print: no navigation chrome, one A4 page holding every section.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await page.setViewportSize({ width: 794, height: 1123 });
  await shot(page, 'summary-en-print');
  const printed = pdfText(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  expect(printed.pages).toBe(1);
  for (const s of SECTIONS_EN) expect(printed.text).toContain(s);
  expect(printed.text).toMatch(IDENTITY_EN);
  // Printed at 200 % the summary runs onto several pages: each one carries the footer row.
  const enlarged = pdfText(await page.pdf({ format: 'A4', scale: 2 }));
  expect(enlarged.pages).toBeGreaterThan(1);
  for (const text of enlarged.pageTexts) expect(text).toMatch(IDENTITY_EN);
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The PDF download: the API's drawing of the same content.
  const downloaded = await downloadedPdf(page);
  expect(downloaded.pages).toBe(1);
  for (const s of ['Pre-visit summary', ...SECTIONS_EN, WORDS]) expect(downloaded.text).toContain(s);
  // Named for the patient and the day, tagged for a screen reader, in the language chosen.
  expect(downloaded.fileName).toMatch(FILE_NAME);
  expect(downloaded).toMatchObject({ marked: true, lang: 'en-GB' });
  for (const text of downloaded.pageTexts) expect(text).toMatch(IDENTITY_EN);

  // In Spanish (the doctor's choice; the patient's language stays the default).
  await page.getByLabel('Language of the summary').selectOption('es-ES');
  await expectSections(page, SECTIONS_ES);
  await expect(main.getByText(/: (mejor|peor|igual)$/).first()).toBeVisible();
  await shot(page, 'summary-es-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'summary-es-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  const es = await downloadedPdf(page);
  for (const s of ['Resumen previo a la visita', ...SECTIONS_ES]) expect(es.text).toContain(s);
  expect(es).toMatchObject({ marked: true, lang: 'es-ES' });
  for (const text of es.pageTexts) expect(text).toMatch(IDENTITY_ES);
  // The agreed plan was agreed in English (the demo's prefilled conclusions): the Spanish page and PDF
  // say its prefills in Spanish; only what the doctor typed stays as typed.
  const plan = main.getByRole('region', { name: 'Plan acordado' });
  await expect(plan.getByRole('listitem').first()).toBeVisible();
  await expect(plan).not.toContainText(/is an area of focus|The patient said/);
  expect(es.text).not.toMatch(/is an area of focus|The patient said/);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await shot(page, 'summary-es-print');
  const esPrinted = pdfText(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  expect(esPrinted.pages).toBe(1);
  expect(esPrinted.text).toMatch(IDENTITY_ES);
  await page.emulateMedia({ media: 'screen' });

  // From the results page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/doctor/survey-results?patient=${patientId}`);
  await page.getByRole('main').getByRole('link', { name: 'Print summary', exact: true }).click();
  await expect(page).toHaveURL(`/doctor/patients/${patientId}/summary`);
  await expectSections(page, SECTIONS_EN);
  await context.close();
});

/** Printed, a page keeps its content and drops the portal's chrome and controls. */
async function expectPrintsClean(page: Page, heading: string, name: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  // Role queries skip what is not displayed: no button is left on the printed page.
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await page.setViewportSize({ width: 794, height: 1123 });
  await shot(page, `${name}-print`);
  const printed = pdfText(await page.pdf({ format: 'A4' }));
  expect(printed.text).toContain(heading);
  expect(printed.text).not.toContain('Diabetes Care Portal');
}

test("the results pages, the doctor's and the patient's, print without the portal's chrome", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const doctor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openAs(doctor, 'doctor');
  await declineCookies(doctor);
  const patientId = await accountIdOf(doctor, 'user', DEMO.patient.email);
  const { content } = (await api(doctor, 'get', `surveyInstance?userId=${patientId}&size=100`)) as {
    content: { id: string; status: string }[];
  };
  const agreed = content.find((i) => i.status === 'COMPLETED')!;
  await doctor.goto(`/doctor/survey-results/${agreed.id}?patient=${patientId}`);
  await expect(doctor.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectPrintsClean(doctor, 'Survey results', 'results-doctor');
  await doctor.close();

  const patient = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await openAs(patient, 'patient');
  await declineCookies(patient);
  await patient.goto(`/patient/results/${agreed.id}`);
  await expect(patient.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectPrintsClean(patient, 'Results', 'results-patient');
  await patient.close();
});

for (const locale of ['en-GB', 'es-ES'] as const) {
  test(`trends across visits with their numbers and verdicts at 390 px, ${locale}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openAs(page, 'doctor');
    await declineCookies(page);
    await chooseLanguage(page, DEMO.doctor.email, locale);
    const es = locale === 'es-ES';
    await page.getByLabel(es ? 'Buscar por nombre' : 'Search by name').fill(NAME);
    await page.getByRole('button', { name: es ? `Acciones para ${NAME}` : `Actions for ${NAME}` }).click();
    await page.getByRole('link', { name: es ? `Evolución de ${NAME}` : `Trends of ${NAME}` }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      es ? `Evolución entre visitas: ${NAME}` : `Trends across visits: ${NAME}`,
    );
    const psych = main.getByRole('table', {
      name: es ? 'Carga psicológica en cada visita' : 'Psychological burden at each visit',
    });
    // The seeded visit scored 7; the newest, answered above with the least concerning answers, 0, and
    // says how it moved from the visit before in words.
    await expect(psych.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('7');
    const newest = psych.getByRole('row').last();
    await expect(newest.getByRole('cell').first()).toHaveText('0');
    await expect(newest).toContainText(es ? /: (mejor|igual)/ : /: (better|same)/);
    await shot(page, `trends-${locale}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(psych).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(page, `trends-${locale}-390`);
    await page.close();
  });
}

/**
 * patient2 answers a PHQ-9 (the doctor assigns it, or the one a positive PHQ-2 offered is used) with
 * "Several days" everywhere: 9 of 27, item 9 above 0. Answers the PHQ-9's id.
 */
async function phq9WithItem9(browser: Browser, doctor: Page, patientId: string) {
  const { content } = (await api(doctor, 'get', `surveyInstance?userId=${patientId}&size=100`)) as {
    content: { id: string; status: string; survey: { id: string } }[];
  };
  const open = content.find(
    (i) => i.survey.id === 'phq9-v1' && ['CREATED', 'IN_PROGRESS'].includes(i.status),
  );
  const id =
    open?.id ??
    (
      (await api(doctor, 'post', 'surveyInstance', {
        doctorEmail: DEMO.doctor.email,
        userEmail: 'patient2@demo.test',
        surveyId: 'phq9-v1',
      })) as { id: string }
    ).id;
  const patient = await browser.newPage();
  await patient.goto('/login');
  await new SignInPage(patient).signInAsPatient('patient2@demo.test', DEMO_PASSWORD);
  await expect(patient).toHaveURL(/\/patient\//);
  const inst = (await api(patient, 'get', `surveyInstance/${id}`)) as Instance;
  const answers = inst.survey.questions.map((q) => ({
    question: { id: q.id },
    answer: { id: q.possibleAnswers[1]!.id },
  }));
  await api(patient, 'put', `surveyInstance/${id}`, { answers });
  await api(patient, 'post', `surveyInstance/${id}/submit?stage=${inst.stage}`);
  await patient.close();
  return id;
}

test('the one-pager shows the newest PHQ-9 and, framed in words, item 9 above 0, printed and as PDF, EN and ES', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openAs(page, 'doctor');
  await declineCookies(page);
  const patientId = await accountIdOf(page, 'user', 'patient2@demo.test');
  const phq9Id = await phq9WithItem9(browser, page, patientId);
  for (const [lang, line, urgent, item9] of [
    [
      'en-GB',
      /PHQ-9, submitted .+: 9 of 27 \(mild\)/,
      'URGENT: item 9 answered above 0.',
      ': Several days (1 of 3)',
    ],
    [
      'es-ES',
      /PHQ-9, enviado el .+: 9 de 27 \(leve\)/,
      'URGENTE: ítem 9 con respuesta mayor que 0.',
      ': Varios días (1 de 3)',
    ],
  ] as const) {
    await page.goto(`/doctor/patients/${patientId}/summary`);
    await page.getByLabel('Language of the summary').selectOption(lang);
    const main = page.getByRole('main');
    await expect(main.getByText(line)).toBeVisible();
    await expect(main.getByText(urgent)).toBeVisible();
    await expect(main.getByText(item9, { exact: false })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await shot(page, `summary-phq9-${lang}-print`);
    const printed = pdfText(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    expect(printed.pages).toBe(1);
    expect(printed.text).toContain(urgent);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 800 });
    const apiUrl = await apiUrlOf(page);
    const pdf = await page.request.get(`${apiUrl}/user/${patientId}/visit-summary.pdf?lang=${lang}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('apiKey'))}` },
    });
    const drawn = pdfText(await pdf.body());
    expect(drawn.pages).toBe(1);
    for (const t of [urgent, item9]) expect(drawn.text).toContain(t);
    expect(drawn.text).toMatch(line);
  }
  // The doctor agrees the PHQ-9's plan, as after the call: the list's urgent flag goes, so other
  // journeys find the list as they left it.
  await api(page, 'put', `surveyInstance/${phq9Id}/care-plan`, {
    recommendations: [],
    conclusions: [{ id: 'phq9-plan', text: 'Called today; safety plan agreed.' }],
    complete: true,
  });
  await page.close();
});
