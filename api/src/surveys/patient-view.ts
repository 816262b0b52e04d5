import type { AccountRow } from '../leaves/account-row';
import {
  DEFAULT_EMERGENCY_NUMBER,
  type Locale,
  type PatientSurveyInstance,
  type StaffSurveyInstance,
  type SurveyInstance,
} from '../contracts';
import type { Db } from '../db';
import { findClinic } from '../people/clinics';
import type { Loaded } from './access';
import { instanceView } from './view';
import { isPhq9, phq9NeedsSupport } from './phq9';
import { openPhq9 } from './phq9-offer';
import { possibleDepression } from './scoring';
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
import { pick, type SurveyDef } from '../leaves/survey-catalogue/types';

/**
 * The patient's view of an instance, made from the doctor's (req G§6): the doctor's working questions
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
  support: Pick<PatientSurveyInstance, 'support' | 'followUp'> = { support: null, followUp: null },
): PatientSurveyInstance {
  const { phq2: _q, phq9: _q9, priorityScore: _p, mainConcern: _c, ...rest } = doctorView;
  const base = {
    ...rest,
    audience: 'patient' as const,
    // The PHQ-2 category's score is the PHQ-2 result.
    scores: doctorView.scores.filter((sc) => sc.category !== 'PHQ2'),
    mainAreasOfFocus: doctorView.mainAreasOfFocus.filter((c) => c !== 'PHQ2'),
    ...support,
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
  return patientView(view, l.survey, scored, account.locale, await supportFor(db, l, account));
}

/**
 * Where to get help now (issue 14 §5, issue 24 §5), for a positive PHQ-2 or a PHQ-9 that calls for
 * it: the clinic's contact in the patient's language (null: the generic advice) and its emergency
 * number; with a positive PHQ-2, the PHQ-9 still open for the patient is offered.
 */
async function supportFor(db: Db, l: Loaded, account: AccountRow) {
  const { row } = l;
  const phq9 = row.phq9 !== null && row.phq9Item9 !== null ? { total: row.phq9, item9: row.phq9Item9 } : null;
  const positive = possibleDepression(row.phq2);
  if (!positive && !(phq9 && phq9NeedsSupport(phq9))) return { support: null, followUp: null };
  const clinic = await findClinic(db, account.clinicId ?? undefined);
  const text = account.locale === 'es-ES' ? clinic?.supportContactEs : clinic?.supportContactEn;
  const open = positive && !isPhq9(l.survey) ? await openPhq9(db, row.respondentAccountId) : null;
  return {
    support: {
      contact: text?.trim() ? text.trim() : null,
      emergencyNumber: clinic?.emergencyNumber ?? DEFAULT_EMERGENCY_NUMBER,
      urgent: (phq9?.item9 ?? 0) > 0,
    },
    followUp: open ? { instanceId: open } : null,
  };
}
