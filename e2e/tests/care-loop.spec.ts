import { sendAssessment } from './assign';
import { expect, test, type Page } from '@playwright/test';
import { mailTo } from './admin-mail';
import { answerToSummary, chooseLanguage, declineCookies, DEMO } from './helpers';
import { openAs } from './sessions';
import { accountIdOf } from './people';
import { CARE_LOOP_TEXTS } from './care-loop-texts';
import { SURVEY_TEXTS } from './survey-texts';

// Issue 14 points 1, 2, 6, 7 once per language: the patient (on a phone) answers, changes an answer
// from the summary and submits; the doctor sees every answer and the patient's own words, agrees the
// plan through the confirmation; the plan-ready e-mail arrives with a link and no clinical text.

type Instance = {
  id: string;
  status: string;
  survey: { questions: { question: string; category: string; stage: string }[] };
  answers: { question: { text: string }; answer: { answer: string } }[];
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/care-loop/${name}.png`, fullPage: true });

for (const t of CARE_LOOP_TEXTS) {
  test(`care loop in ${t.locale}: summary with Change, submit, every answer for the doctor, confirmed plan, email`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const words = `e2e-${t.locale}-${Math.random().toString(36).slice(2, 8)} my neighbour drives me to clinic`;
    const patientEmail = DEMO.patient.email;

    const doctorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const doctor = await doctorContext.newPage();
    await openAs(doctor, 'doctor');
    await declineCookies(doctor);
    await chooseLanguage(doctor, DEMO.doctor.email, t.locale);
    const id = await sendAssessment(
      doctor,
      SURVEY_TEXTS.find((x) => x.locale === t.locale)!,
      patientEmail,
    );

    // The patient, on a phone, answers everything up to the summary.
    const patientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const patient = await patientContext.newPage();
    await openAs(patient, 'patient');
    await declineCookies(patient);
    await chooseLanguage(patient, patientEmail, t.locale);
    const loaded = patient.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith(`/surveyInstance/${id}`),
    );
    await patient.goto(`/survey/${id}`);
    const first = ((await (await loaded).json()) as Instance).survey.questions[0]!;
    const main = patient.getByRole('main');
    await answerToSummary(patient, t, words);
    const summary = main.getByRole('heading', { name: t.summary });
    await expect(summary).toBeFocused();
    await expect(main.getByText(words, { exact: true })).toBeVisible();
    await shot(patient, `${t.locale}-summary-390`);

    // Nothing is sent by itself; Change opens the first question, saving returns to the summary.
    await patient.waitForTimeout(1500);
    await expect(main.getByRole('button', { name: t.submit, exact: true })).toBeVisible();
    await main.getByRole('button', { name: `${t.change}${t.changeWhich}${first.question}` }).click();
    await expect(main.getByRole('group', { name: first.question })).toBeVisible();
    const firstChoice = main.getByRole('radio').first();
    const changedTo = (await firstChoice.locator('xpath=..').textContent())!.trim();
    await firstChoice.check();
    await main.getByRole('button', { name: t.saveAndReturn, exact: true }).click();
    await expect(summary).toBeFocused();
    await expect(main.getByRole('definition').filter({ hasText: changedTo }).first()).toBeVisible();

    // Submit survey; follow-up questions, if any, end at their own summary and Submit.
    await main.getByRole('button', { name: t.submit, exact: true }).click();
    const done = main.getByText(t.submitted);
    await expect(done.or(main.getByText(t.secondWave))).toBeVisible();
    if (!(await done.isVisible())) {
      await answerToSummary(patient, t, words);
      await main.getByRole('button', { name: t.submit, exact: true }).click();
    }
    await expect(done).toBeVisible();

    // The doctor: awaiting review, context, own words, every answer by category.
    const details = doctor.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith(`/surveyInstance/${id}`),
    );
    await doctor.goto(
      `/doctor/survey-results/${id}?patient=${await accountIdOf(doctor, 'user', patientEmail)}`,
    );
    const instance = (await (await details).json()) as Instance;
    await expect(doctor.getByText(t.awaitingReview, { exact: true })).toBeVisible();
    await expect(doctor.getByRole('region', { name: t.context })).toContainText(t.age);
    await expect(doctor.getByRole('region', { name: t.ownWords })).toContainText(words);
    const answers = doctor.getByRole('region', { name: t.answersTitle });
    const asked = instance.survey.questions.filter((q) => q.category !== 'PHQ2');
    // Every question shown, as often as it was asked (the optional free text recurs per area).
    const times = new Map<string, number>();
    for (const q of asked) times.set(q.question, (times.get(q.question) ?? 0) + 1);
    for (const [question, n] of times)
      await expect(answers.getByRole('cell', { name: question, exact: true })).toHaveCount(n);
    await expect(answers.getByRole('row', { name: new RegExp(escapeRe(first.question)) })).toContainText(
      changedTo,
    );
    const phq2 = doctor.getByRole('region', { name: t.phq2 });
    await expect(phq2.getByRole('row')).toHaveCount(3);
    await shot(doctor, `${t.locale}-doctor-results-1280`);

    // Agreeing asks first; Go back changes nothing; then agree for real.
    const carePlan = doctor.getByRole('button', { name: t.carePlan, exact: true });
    await carePlan.click();
    let dialog = doctor.getByRole('dialog', { name: t.confirmTitle });
    await expect(dialog).toBeVisible();
    await shot(doctor, `${t.locale}-confirm-1280`);
    await dialog.getByRole('button', { name: t.confirmBack, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(carePlan).toBeEnabled();
    await carePlan.click();
    dialog = doctor.getByRole('dialog', { name: t.confirmTitle });
    await dialog.getByRole('button', { name: t.confirmAgree, exact: true }).click();
    await expect(doctor.getByRole('status').filter({ hasText: t.agreedNow })).toBeFocused();
    await expect(carePlan).toBeDisabled();
    const entry = doctor.locator(`a[href^="/doctor/survey-results/${id}"]`);
    await expect(entry.getByRole('img', { name: t.completed })).toBeVisible();
    await expect(doctor.getByText(t.awaitingReview, { exact: true })).toHaveCount(0);

    // The plan e-mail: in the patient's language, a link to the plan, no clinical content.
    const mail = await mailTo(request, patientEmail, t.mailSubject, `/patient/results/${id}`);
    expect(mail.text).toContain(t.mailLine);
    for (const clinical of [words, changedTo, 'PHQ', ...instance.answers.map((a) => a.answer.answer)])
      if (clinical.trim()) expect(mail.text).not.toContain(clinical);
    const link = /https?:\/\/\S+\/patient\/results\/[0-9a-f-]+/.exec(mail.text)![0];
    await patient.goto(new URL(link).pathname);
    await expect(patient.getByRole('heading', { name: t.carePlan, exact: true })).toBeVisible();

    await doctorContext.close();
    await patientContext.close();
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
