import { sendAssessment } from './assign';
import { expect, test } from '@playwright/test';
import {
  answerCurrent,
  answerToSummary,
  chooseLanguage,
  declineCookies,
  DEMO,
  type QuestionKind,
} from './helpers';
import { openAs } from './sessions';
import { SURVEY_TEXTS } from './survey-texts';

// The whole care loop of issue 4 §7, once per UI language: the doctor assigns a survey with all
// three question types and a second wave, the patient answers it, the doctor reviews it and records
// the agreed care plan, and the patient's home shows that plan. Each run assigns its own instance
// and marks its texts with a random suffix, so runs and other specs never see each other's data.

for (const t of SURVEY_TEXTS) {
  test(`care loop in ${t.locale}: assign, answer both waves, review, agreed care plan on the patient's home`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const marker = `e2e-${t.locale}-${Math.random().toString(36).slice(2, 8)}`;
    const patientEmail = DEMO.patient.email;

    // The doctor assigns the type 1 survey (radio and open-ended questions; follow-ups with a dropdown).
    const doctorContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const doctor = await doctorContext.newPage();
    await openAs(doctor, 'doctor');
    await declineCookies(doctor);
    await chooseLanguage(doctor, DEMO.doctor.email, t.locale);
    const id = await sendAssessment(doctor, t, patientEmail);
    // The list's entry (the confirmation also links to it).
    const entry = doctor.locator(`a[href^="/doctor/survey-results/${id}"]`).first();
    await expect(entry).toBeVisible();

    // The patient opens it from the results list.
    const patientContext = await browser.newContext();
    const patient = await patientContext.newPage();
    await openAs(patient, 'patient');
    await declineCookies(patient);
    await chooseLanguage(patient, patientEmail, t.locale);
    const sidebar = patient.getByRole('navigation', {
      name: t.locale === 'es-ES' ? 'Navegación principal' : 'Main navigation',
    });
    await sidebar.getByRole('link', { name: t.results }).click();
    await patient.locator(`a[href="/patient/results/${id}"]`).click();
    await patient.getByRole('link', { name: t.answer }).click();
    await expect(patient).toHaveURL(`/survey/${id}`);

    // First question: Next is disabled until answered; Next saves the answer, then advances.
    const main = patient.getByRole('main');
    const kinds = new Set<QuestionKind>();
    const first = main.getByText(t.progressRe);
    const total = Number(t.progressRe.exec((await first.textContent()) ?? '')![2]);
    expect(total).toBeGreaterThanOrEqual(10);
    kinds.add(await answerCurrent(main, t, marker));
    const saved = patient.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/surveyInstance/${id}`),
    );
    await main.getByRole('button', { name: t.next, exact: true }).click();
    expect((await saved).status()).toBe(204);
    await expect(main.getByText(t.progress(2, total), { exact: true })).toBeVisible();

    // The saved answer survives a reload (stop and resume): it opens at the first unanswered
    // question, and Back returns to the saved one.
    await patient.reload();
    await expect(main.getByText(t.progress(2, total), { exact: true })).toBeVisible();
    await main.getByRole('button', { name: t.back, exact: true }).click();
    await expect(main.getByText(t.progress(1, total), { exact: true })).toBeVisible();
    await expect(main.getByRole('radio').last()).toBeChecked();
    await expect(main.getByRole('button', { name: t.back, exact: true })).toBeDisabled();
    await main.getByRole('button', { name: t.next, exact: true }).click();

    await answerToSummary(patient, t, `${marker} first wave`, kinds);
    await expect(main.getByText(`${marker} first wave`, { exact: true })).toBeVisible();
    await main.getByRole('button', { name: t.submit, exact: true }).click();

    // Second wave (follow-ups for the areas of focus); its summary waits for Submit survey too.
    await expect(main.getByText(t.secondWave)).toBeVisible();
    await answerToSummary(patient, t, `${marker} second wave`, kinds);
    // The scale questions are radio groups; the follow-ups' lists of options are drop-downs.
    expect([...kinds].sort()).toEqual(['dropdown', 'open', 'radio']);
    await expect(main.getByText(`${marker} second wave`, { exact: true }).first()).toBeVisible();
    await main.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(main.getByText(t.submitted)).toBeVisible();

    // The doctor reviews it: scores, PHQ-2 (6 of 6: flagged).
    const details = doctor.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith(`/surveyInstance/${id}`),
    );
    await entry.click();
    const instance = (await (await details).json()) as {
      recommendations: { possibleAnswers: { answer: string }[] }[];
    };
    const scores = doctor.getByRole('region', { name: t.scores, exact: true });
    await expect(scores.getByRole('row', { name: new RegExp(`^${t.psych} 9 100\\s?%$`) })).toBeVisible();
    const phq2 = doctor.getByRole('region', { name: t.phq2, exact: true });
    await expect(phq2.getByText(t.phq2Score, { exact: true })).toBeVisible();
    await expect(phq2.getByRole('alert')).toHaveText(t.phq2Flag);

    // Ticks the first recommendation.
    const recs = doctor.getByRole('region', { name: t.recommendations, exact: true });
    const recBox = recs.getByRole('checkbox').first();
    await recBox.check();
    const recAnswer = instance.recommendations[0]!.possibleAnswers[0]!.answer;

    // Adds a resource through the dialog: it lands as a 'name: url' line in the additional resources.
    await doctor.getByRole('button', { name: t.resourcesOpen, exact: true }).click();
    const dialog = doctor.getByRole('dialog', { name: t.resourcesTitle });
    // Each resource is a 'Select <name>' checkbox beside a link named <name>.
    const resourceName = (await dialog.getByRole('link').first().textContent()) ?? '';
    expect(resourceName).not.toBe('');
    await dialog.getByRole('checkbox', { name: `${t.selectPrefix}${resourceName}`, exact: true }).check();
    await dialog.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const extra = doctor.getByRole('textbox', { name: t.additionalResources, exact: true });
    await expect(extra).toHaveValue(new RegExp(`^${escapeRe(resourceName)}: https?://\\S+$`, 'm'));
    const resourceLine = (await extra.inputValue())
      .split('\n')
      .find((l) => l.startsWith(`${resourceName}: `))!;

    // Edits the first conclusion, then copies all conclusions.
    const conclusion = `${marker}: check glucose before driving and review in three months.`;
    await doctor.getByRole('textbox', { name: t.conclusion1, exact: true }).fill(conclusion);
    await doctor.getByRole('button', { name: t.copy, exact: true }).click();
    await expect(doctor.getByRole('button', { name: t.copied, exact: true })).toBeVisible();
    const clipboard = await doctor.evaluate(() => navigator.clipboard.readText());
    // The ticked recommendation first, then the conclusions, one paragraph each.
    const paragraphs = clipboard.split('\n\n');
    const recAt = paragraphs.findIndex((p) => p.split('\n').some((l) => l.startsWith(`- ${recAnswer}`)));
    expect(recAt).toBeGreaterThanOrEqual(0);
    expect(paragraphs.indexOf(conclusion)).toBeGreaterThan(recAt);
    expect(clipboard).toContain(resourceLine);
    // The confirmation lasts one second.
    await expect(doctor.getByRole('button', { name: t.copy, exact: true })).toBeVisible({ timeout: 3_000 });

    // Records the agreed care plan through the confirmation: saved, then read-only.
    const carePlan = doctor.getByRole('button', { name: t.carePlan, exact: true });
    await carePlan.click();
    const confirm = doctor.getByRole('dialog', { name: t.confirmTitle });
    await confirm.getByRole('button', { name: t.confirmAgree, exact: true }).click();
    await expect(doctor.getByText(t.carePlanSaved, { exact: true })).toBeVisible();
    await expect(carePlan).toBeDisabled();
    await expect(doctor.getByRole('textbox', { name: t.conclusion1, exact: true })).toHaveValue(conclusion);
    await expect(recs.getByRole('checkbox').first()).toBeChecked();
    await expect(recs.getByRole('checkbox').first()).toBeDisabled();

    // The patient's home now shows this care plan, in words written to the patient.
    const homeView = patient.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith(`/surveyInstance/${id}`),
    );
    await sidebar.getByRole('link', { name: t.home }).click();
    const mine = (await (await homeView).json()) as typeof instance;
    const myRec = mine.recommendations[0]!.possibleAnswers[0]!.answer;
    expect(myRec).not.toBe(recAnswer);
    await expect(patient).toHaveURL('/patient/home');
    await expect(patient.getByRole('heading', { name: t.carePlan, exact: true })).toBeVisible();
    await expect(patient.getByText(conclusion, { exact: true })).toBeVisible();
    await expect(patient.getByRole('link', { name: resourceName, exact: true })).toHaveAttribute(
      'href',
      resourceLine.slice(resourceName.length + 2),
    );
    await expect(patient.getByRole('listitem').filter({ hasText: myRec }).first()).toBeVisible();
    await expect(patient.getByText(recAnswer)).toHaveCount(0);

    await doctorContext.close();
    await patientContext.close();
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
