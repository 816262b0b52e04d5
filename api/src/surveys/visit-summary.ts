import {
  ADDITIONAL_RESOURCES_CONCLUSION_ID,
  type Locale,
  type PatientContext,
  type VisitSummary,
} from '../contracts';
import type { AccountRow } from '../leaves/account-row';
import type { Db } from '../db';
import { glucoseSummary } from '../dexcom/summary';
import { clinicPatient, glucoseUnitOf, patientFlags, priorityCodeOf, urgentItem9Of } from '../people';
import { answersView, patientContext } from './answers-view';
import { recommendations } from './care-plan';
import { findSurvey } from '../leaves/survey-catalogue';
import { inDoctorLanguage } from './patient-conclusions';
import { possibleDepression } from './scoring';
import { pick } from '../leaves/survey-catalogue/types';
import type { InstanceRow } from './view';
import { latestPhq9 } from './visit-phq9';
import {
  changesBetween,
  glucoseShared,
  patientOf,
  periodFigures,
  previousVisit,
  scoreLines,
  submittedVisits,
  visitAt,
} from './visits';

// The pre-visit one-pager's content (issue 24 point 1): one answer both the print view and the PDF
// are made from, in the patient's language unless the doctor asks for another.

const scoredOf = (row: InstanceRow) => ({
  scores: row.scores,
  mainAreasOfFocus: row.mainAreasOfFocus,
  phq2: row.phq2,
  answers: row.answers,
});

async function latestOf(db: Db, doctor: AccountRow, row: InstanceRow, context: PatientContext, lang: Locale) {
  const survey = findSurvey(row.surveyId);
  if (!survey) return null;
  return {
    instanceId: row.id,
    surveyName: pick(survey.name, lang),
    submittedAt: visitAt(row).toISOString(),
    scores: scoreLines(row),
    priorityScore: row.priorityScore,
    concern: row.mainConcern ?? null,
    flags: await patientFlags(db, doctor, row.respondentAccountId),
    phq2: row.phq2 === null ? null : { score: row.phq2, possibleDepression: possibleDepression(row.phq2) },
    ownWords: answersView(row, survey, context, lang).ownWords,
  };
}

/**
 * The agreed plan: its conclusions with text and the recommendations the doctor ticked, in `lang`
 * (issue 36 point 4): a prefilled conclusion is said in that language, what the doctor typed stays.
 */
function planOf(row: InstanceRow, lang: Locale) {
  const survey = findSurvey(row.surveyId);
  const said = survey ? inDoctorLanguage(survey, scoredOf(row), lang) : (_id: string, text: string) => text;
  const ticked = recommendations(scoredOf(row), row.recommendations, lang).flatMap((r) => {
    const answers = r.possibleAnswers.filter((a) => r.answers.includes(a.id)).map((a) => a.answer);
    return answers.length > 0 ? [{ question: r.question, answers }] : [];
  });
  return {
    instanceId: row.id,
    agreedAt: (row.completedAt ?? row.updatedAt).toISOString(),
    // The additional-resources conclusion holds link blocks for the patient's screen, not plan text.
    conclusions: row.conclusions
      .filter((c) => c.conclusionId !== ADDITIONAL_RESOURCES_CONCLUSION_ID && c.text.trim())
      .map((c) => said(c.conclusionId, c.text.trim())),
    recommendations: ticked,
  };
}

/** 404 for a patient outside the doctor's clinic (clinicPatient), like a missing one. */
export async function visitSummary(
  db: Db,
  doctor: AccountRow,
  patientId: string,
  lang: Locale | undefined,
): Promise<VisitSummary> {
  await clinicPatient(db, doctor, { id: patientId });
  const patient = await patientOf(db, patientId);
  const locale = lang ?? patient.locale;
  const context = await patientContext(db, patientId, locale);
  const visits = await submittedVisits(db, patientId);
  const latestRow = visits.at(-1) ?? null;
  const shared = await glucoseShared(db, patientId);
  const agreed = visits.filter((v) => v.status === 'COMPLETED').at(-1) ?? null;
  // The list's own rule and stored figure, so the page and the list never disagree (people/urgent.ts).
  const urgentItem9 = await urgentItem9Of(db, patientId);

  let glucose: VisitSummary['glucose'] = null;
  if (shared) {
    const g = await glucoseSummary(db, patientId, 14);
    if (g.statistics.totalReadings > 0)
      glucose = {
        start: g.start,
        end: g.end,
        targets: g.targets,
        statistics: g.statistics,
        risk: g.risk,
        previous: g.previous,
        agp: g.agp,
      };
  }
  const previous = latestRow ? previousVisit(visits, latestRow) : null;
  let changes: VisitSummary['changes'] = null;
  if (latestRow && previous) {
    const figures = shared
      ? {
          before: await periodFigures(db, patientId, visitAt(previous)),
          after: await periodFigures(db, patientId, visitAt(latestRow)),
        }
      : null;
    changes = changesBetween(previous, latestRow, figures);
  }
  return {
    patient: {
      firstName: patient.firstName,
      lastName: patient.lastName,
      birthDate: patient.birthDate,
      locale: patient.locale,
      context,
    },
    lang: locale,
    generatedAt: new Date().toISOString(),
    glucoseUnit: await glucoseUnitOf(db, doctor),
    priority: {
      code: priorityCodeOf(latestRow?.priorityScore ?? null, urgentItem9),
      urgent: urgentItem9 !== null,
    },
    latest: latestRow ? await latestOf(db, doctor, latestRow, context, locale) : null,
    glucose,
    phq9: await latestPhq9(db, patientId, locale),
    changes,
    plan: agreed ? planOf(agreed, locale) : null,
  };
}
