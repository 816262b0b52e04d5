import { inArray } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import type { AnsweredQuestion, Category, GlucoseUnit } from '../contracts';
import type { Db } from '../db';
import { surveyInstances } from '../db/schema-surveys';
import { cgmWindow } from '../fhir/bundle';
import { glucoseUnitOf } from '../people';
import { answersView, patientContext } from '../surveys/answers-view';
import { SURVEYS } from '../leaves/survey-catalogue';
import { submittedInstances } from '../surveys/instances';
import { allNotes } from '../surveys/notes';
import { pick } from '../leaves/survey-catalogue/types';

// Everything the portal holds about one patient, gathered for their own readable summary (issue 37
// point 3): their details, every questionnaire they sent (results, answers and the plan their care
// team agreed), their notes and the glucose summary the FHIR bundle carries. Only the signed-in
// patient's own id ever reaches this (routes/own-data.ts).

export interface OwnQuestionnaire {
  name: string;
  submittedAt: string;
  scores: { category: Category; pct: number }[];
  answers: AnsweredQuestion[];
  /** The care team's written plan once the review is completed; null before. */
  plan: string[] | null;
}

export interface OwnData {
  patient: Pick<AccountRow, 'firstName' | 'lastName' | 'email' | 'birthDate' | 'diabetesType' | 'locale'> & {
    createdAt: string;
  };
  unit: GlucoseUnit;
  questionnaires: OwnQuestionnaire[];
  notes: { at: string; text: string }[];
  glucose: Awaited<ReturnType<typeof cgmWindow>>;
}

/** Every questionnaire the patient sent (finished, whatever its review), oldest first. */
const sentBy = (db: Db, patientId: string) =>
  submittedInstances(
    db,
    patientId,
    inArray(surveyInstances.status, ['RECOMMENDATIONS', 'REVIEW', 'COMPLETED']),
  );

export async function collectOwnData(db: Db, patient: AccountRow): Promise<OwnData> {
  const { locale } = patient;
  const context = await patientContext(db, patient.id, locale);
  const questionnaires: OwnQuestionnaire[] = [];
  for (const row of await sentBy(db, patient.id)) {
    const survey = SURVEYS.get(row.surveyId);
    if (!survey) continue;
    const view = answersView(row, survey, context, locale);
    questionnaires.push({
      name: pick(survey.name, locale),
      submittedAt: row.submittedAt!.toISOString(),
      scores: (row.scores ?? []).map((s) => ({ category: s.category, pct: s.scorePct })),
      answers: [...(view.phq2Items ?? []), ...view.groups.flatMap((g) => g.questions)],
      plan: row.status === 'COMPLETED' ? row.conclusions.map((c) => c.text) : null,
    });
  }
  const notes = (await allNotes(db, patient.id)).map((n) => ({
    at: n.createdAt.toISOString(),
    text: n.text,
  }));
  return {
    patient: {
      firstName: patient.firstName,
      lastName: patient.lastName,
      email: patient.email,
      birthDate: patient.birthDate,
      diabetesType: patient.diabetesType,
      locale,
      createdAt: patient.createdAt.toISOString(),
    },
    unit: await glucoseUnitOf(db, patient),
    questionnaires,
    notes,
    glucose: await cgmWindow(db, patient.id),
  };
}
