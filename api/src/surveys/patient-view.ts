import type { AccountRow } from '../auth/sessions';
import type { Locale, PatientSurveyInstance, StaffSurveyInstance, SurveyInstance } from '../contracts';
import type { Db } from '../db';
import { findClinic } from '../people/clinics';
import type { Loaded } from './access';
import { instanceView } from './view';
import { inPatientWords, prefillStarts } from './patient-conclusions';
import { conclusionTexts, type ScoredState } from './care-plan';
import { RECOMMENDATIONS } from './recommendations-content';
import {
  CLINICIAN_RESOURCES,
  PATIENT_FOLLOW_UP,
  PATIENT_NO_FOCUS,
  PATIENT_OPTION,
  PATIENT_TEXT,
} from './patient-content';
import { pick, type SurveyDef } from './types';

/**
 * The patient's view of an instance, made from the doctor's (doc 2 §6): the doctor's working questions
 * and draft conclusions are not sent, nor the PHQ-2 result, its score, the priority score or concern.
 * Once the care plan is agreed, what the care team ticked and concluded is said to the patient, in the
 * patient's language; a conclusion the doctor rewrote is the doctor's own words and stays as written
 * (patient-conclusions.ts).
 * Before that the plan is a draft and the patient gets none of it.
 */
export function patientView(
  doctorView: StaffSurveyInstance,
  survey: SurveyDef,
  scored: ScoredState,
  locale: Locale,
  supportContact: string | null,
): PatientSurveyInstance {
  const { phq2, priorityScore: _p, mainConcern: _c, ...rest } = doctorView;
  const base = {
    ...rest,
    audience: 'patient' as const,
    // The PHQ-2 category's score is the PHQ-2 result.
    scores: doctorView.scores.filter((sc) => sc.category !== 'PHQ2'),
    mainAreasOfFocus: doctorView.mainAreasOfFocus.filter((c) => c !== 'PHQ2'),
    support: phq2?.possibleDepression ? { contact: supportContact } : null,
  };
  if (doctorView.status !== 'COMPLETED')
    return { ...base, recommendations: [], possibleConclusions: [], conclusions: [] };

  const recommendations = doctorView.recommendations
    .map((r) => ({
      ...r,
      question: pick(PATIENT_TEXT[r.category].heading, locale),
      possibleAnswers: r.possibleAnswers
        .filter((a) => r.answers.includes(a.id))
        .map((a) => {
          const resourceId = RECOMMENDATIONS[r.category].options.find((o) => o.id === a.id)?.resourceId;
          const forClinicians = resourceId !== undefined && CLINICIAN_RESOURCES.has(resourceId);
          const text = PATIENT_OPTION[a.id];
          return {
            ...a,
            answer: text ? pick(text, locale) : a.answer,
            resourceName: forClinicians ? null : a.resourceName,
            resourceUrl: forClinicians ? null : a.resourceUrl,
          };
        }),
    }))
    .filter((r) => r.possibleAnswers.length > 0);

  // A prefill in either language (with the doctor's additions) is said again in the patient's words.
  const forPatient = new Map(patientConclusions(survey, scored, locale).map((c) => [c.id, c.text]));
  const starts = prefillStarts(survey, scored);
  const conclusions = doctorView.conclusions.map((c) => ({
    ...c,
    text: inPatientWords(c.text, starts.get(c.conclusionId) ?? [], forPatient.get(c.conclusionId), locale),
  }));

  return {
    ...base,
    recommendations,
    // Drafts are the doctor's working texts: the patient gets only how to show each agreed one.
    possibleConclusions: doctorView.possibleConclusions.map(({ id, show }) => ({ id, show })),
    conclusions,
  };
}

/** The prefilled conclusions as the patient reads them. */
export function patientConclusions(survey: SurveyDef, scored: ScoredState, locale: Locale) {
  return conclusionTexts(survey, scored, locale, {
    conclusion: (c) => PATIENT_TEXT[c].conclusion,
    followUp: PATIENT_FOLLOW_UP,
    noFocus: PATIENT_NO_FOCUS,
  });
}

/** The instance as the reader may see it: the patient's own view for a patient, else the doctor's. */
export async function viewFor(db: Db, l: Loaded, account: AccountRow): Promise<SurveyInstance> {
  const view = instanceView(l.row, l.survey, l.respondent, account.locale);
  if (account.role !== 'patient') return view;
  const scored: ScoredState = {
    scores: l.row.scores,
    mainAreasOfFocus: l.row.mainAreasOfFocus,
    phq2: l.row.phq2,
    answers: l.row.answers,
  };
  let contact: string | null = null;
  if (view.phq2?.possibleDepression) {
    const clinic = await findClinic(db, account.clinicId ?? undefined);
    const text = account.locale === 'es-ES' ? clinic?.supportContactEs : clinic?.supportContactEn;
    contact = text?.trim() ? text.trim() : null;
  }
  return patientView(view, l.survey, scored, account.locale, contact);
}
