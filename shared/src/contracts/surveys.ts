import { z } from 'zod';
import {
  example,
  Email,
  PageNumber,
  Category,
  DiabetesType,
  QuestionType,
  Stage,
  SurveyStatus,
  SurveyType,
} from './core';
import { AnswerWire } from './question-kinds';

// Surveys, instances, scores, recommendations, conclusions and the care plan (req G§3, design D§7).
// Texts (questions, answers, recommendations, conclusions) arrive already in the caller's locale.

/**
 * Question categories: the scored ones plus DEMOGRAPHICS and OTHER (req G§2 "Bubble graph"), and
 * PHQ9, the PHQ-9's items (scored on their own 0–27 scale, not as an area: surveys/phq9.ts).
 */
export const QuestionCategory = z.enum([...Category.options, 'DEMOGRAPHICS', 'OTHER', 'PHQ9']);
export type QuestionCategory = z.infer<typeof QuestionCategory>;

export const NOTE_MAX = 1000;
export const NOTE_PREVIEW = 150;
export const INSTANCE_LIST_SIZE = 200;
export const NOTE_LIST_SIZE = 200;
/** PHQ-2 total at or above this suggests a depressive disorder may be present (req G§9). */
export const PHQ2_THRESHOLD = 3;

export const PossibleAnswer = z.object({ id: z.string(), answer: z.string() });
export type PossibleAnswer = z.infer<typeof PossibleAnswer>;

export const Question = z.object({
  id: z.string(),
  category: QuestionCategory,
  question: z.string(),
  /** Optional explanation shown under the question. */
  description: z.string().nullable(),
  possibleAnswers: z.array(PossibleAnswer),
  stage: Stage,
  type: QuestionType,
  tags: z.array(z.string()),
});
export type Question = z.infer<typeof Question>;

export const SurveySummary = z.object({
  id: z.string(),
  name: z.string(),
  surveyType: SurveyType,
  diabetesType: DiabetesType.nullable(),
  revision: z.number().int(),
  isAvailable: z.boolean(),
  /** The screening/immunotherapy variant's category, null for the standard surveys. */
  variant: z.enum(['SCREENING', 'IMMUNO_THERAPY', 'POST_IMMUNO_THERAPY']).nullable(),
});
export type SurveySummary = z.infer<typeof SurveySummary>;

export const Survey = SurveySummary.extend({
  questions: z.array(Question),
  /** First-wave start dialog (req G§2): two descriptions and OK, shown for this survey only. */
  startDialog: z.object({ title: z.string(), descriptions: z.tuple([z.string(), z.string()]) }).nullable(),
  hasSecondWave: z.boolean(),
});
export type Survey = z.infer<typeof Survey>;

export const AnswerRecord = z.object({
  question: z.object({ id: z.string(), text: z.string(), type: QuestionType, tags: z.array(z.string()) }),
  answer: z.object({ id: z.string().nullable(), answer: z.string() }),
});
export type AnswerRecord = z.infer<typeof AnswerRecord>;

export const ScoredAnswer = z.object({
  questionId: z.string(),
  humanReadable: z.string(),
  scorePct: z.number(),
});
export const Score = z.object({
  id: z.string(),
  category: Category,
  scoreValue: z.number(),
  /** 0–100: scoreValue as a share of the category's maximum. */
  scorePct: z.number(),
  scoredAnswers: z.array(ScoredAnswer),
});
export type Score = z.infer<typeof Score>;

export const RecommendationAnswer = z.object({
  id: z.string(),
  answer: z.string(),
  resourceName: z.string().nullable(),
  resourceUrl: z.string().nullable(),
});
export const Recommendation = z.object({
  id: z.string(),
  category: Category,
  question: z.string(),
  possibleAnswers: z.array(RecommendationAnswer),
  /** Ids of the possible answers the doctor ticked. */
  answers: z.array(z.string()),
});
export type Recommendation = z.infer<typeof Recommendation>;

export const PossibleConclusion = z.object({ id: z.string(), text: z.string(), show: z.boolean() });
export type PossibleConclusion = z.infer<typeof PossibleConclusion>;
export const Conclusion = z.object({ conclusionId: z.string(), text: z.string() });
export type Conclusion = z.infer<typeof Conclusion>;
/** The fixed id of the additional-resources conclusion (req G§9). */
export const ADDITIONAL_RESOURCES_CONCLUSION_ID = 'additional-resources';

export const Phq2 = z.object({ score: z.number().int().min(0).max(6), possibleDepression: z.boolean() });

/** The PHQ-9's published severity bands (Kroenke 2001): 0–4, 5–9, 10–14, 15–19, 20–27. */
export const Phq9Band = z.enum(['MINIMAL', 'MILD', 'MODERATE', 'MODERATELY_SEVERE', 'SEVERE']);
export type Phq9Band = z.infer<typeof Phq9Band>;
/** The FHIR export's media type (GET fhir/patient/{id}, GET fhir/research). */
export const FHIR_MEDIA_TYPE = 'application/fhir+json';
/** The fixed id of the PHQ-9 questionnaire (offered after a positive PHQ-2, or assigned). */
export const PHQ9_SURVEY_ID = 'phq9-v1';
/** The PHQ-9's item 9 (thoughts of being better off dead or of self-harm): any answer above 0 is urgent. */
export const PHQ9_ITEM9_ID = 'phq9.9';
/** The doctor's PHQ-9 result: total, band, and item 9's answer (urgent when above 0). */
export const Phq9 = z.object({
  score: z.number().int().min(0).max(27),
  band: Phq9Band,
  item9: z.object({ points: z.number().int().min(0).max(3), question: z.string(), answer: z.string() }),
  urgent: z.boolean(),
});
export type Phq9 = z.infer<typeof Phq9>;

export const InstanceUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

// Each audience gets its own contract (req G§6, issue 15 §3): the API picks the one of the caller's
// role, and its serializer strips whatever the contract does not name. `audience` tells them apart.

/** What a patient reads of an instance in a list: no priority score, no concern (doctor-only). */
export const PatientSurveyInstanceSummary = z.object({
  audience: z.literal('patient'),
  id: z.string(),
  createTimestamp: z.string(),
  lastUpdatedTimestamp: z.string(),
  status: SurveyStatus,
  stage: Stage,
  survey: SurveySummary.pick({ id: true, name: true, surveyType: true }),
  /** Submitted by the patient and not yet agreed (RECOMMENDATIONS or REVIEW): the doctor's turn. */
  awaitingReview: z.boolean(),
  /** How many questions its current stage asks: what the patient is told before starting (issue 36 point 8). */
  questionCount: z.number().int().nonnegative(),
});
export type PatientSurveyInstanceSummary = z.infer<typeof PatientSurveyInstanceSummary>;

/** What a doctor reads of an instance in a list. */
export const StaffSurveyInstanceSummary = PatientSurveyInstanceSummary.extend({
  audience: z.literal('staff'),
  /** Highest category score; null until scored. Missing sorts as 999 in lists (req A§9). */
  priorityScore: z.number().nullable(),
  mainConcern: Category.nullable(),
});
export type StaffSurveyInstanceSummary = z.infer<typeof StaffSurveyInstanceSummary>;

export const SurveyInstanceSummary = z.discriminatedUnion('audience', [
  PatientSurveyInstanceSummary,
  StaffSurveyInstanceSummary,
]);
export type SurveyInstanceSummary = z.infer<typeof SurveyInstanceSummary>;

/**
 * The patient's own instance: the answers and area scores (PHQ-2's left out), and the care plan only
 * once agreed (COMPLETED; before that recommendations, conclusions and their show flags are empty).
 * No PHQ-2 result, priority score, concern or the doctor's draft texts.
 */
export const PatientSurveyInstance = PatientSurveyInstanceSummary.omit({ survey: true }).extend({
  survey: Survey,
  user: InstanceUser,
  answers: z.array(AnswerRecord),
  scores: z.array(Score),
  mainAreasOfFocus: z.array(Category),
  recommendations: z.array(Recommendation),
  /** How to show each agreed conclusion; the draft texts stay with the doctor. */
  possibleConclusions: z.array(PossibleConclusion.pick({ id: true, show: true })),
  conclusions: z.array(Conclusion),
  /**
   * When PHQ-2 is positive: where to get help now (issue 14 §5). `contact` is the clinic's text in the
   * patient's language, null for the portal's generic advice.
   */
  support: z
    .object({
      contact: z.string().nullable(),
      /** The clinic's emergency number (112 unless the clinic set another). */
      emergencyNumber: z.string(),
      /** A PHQ-9 item 9 above 0: the words lead with getting help now. */
      urgent: z.boolean(),
    })
    .nullable(),
  /**
   * After a positive PHQ-2: the PHQ-9 waiting for the patient (an open instance), offered gently and
   * optional; null when none is open.
   */
  followUp: z.object({ instanceId: z.string() }).nullable(),
});
export type PatientSurveyInstance = z.infer<typeof PatientSurveyInstance>;

/** The doctor's view: everything, drafts included. */
export const StaffSurveyInstance = StaffSurveyInstanceSummary.omit({ survey: true }).extend({
  survey: Survey,
  user: InstanceUser,
  answers: z.array(AnswerRecord),
  scores: z.array(Score),
  mainAreasOfFocus: z.array(Category),
  phq2: Phq2.nullable(),
  /** A submitted PHQ-9's result; null for any other questionnaire or before submit. */
  phq9: Phq9.nullable(),
  recommendations: z.array(Recommendation),
  possibleConclusions: z.array(PossibleConclusion),
  conclusions: z.array(Conclusion),
});
export type StaffSurveyInstance = z.infer<typeof StaffSurveyInstance>;

/** GET surveyInstance/{id} and the submit answer: the caller's audience decides which. */
export const SurveyInstance = z.discriminatedUnion('audience', [PatientSurveyInstance, StaffSurveyInstance]);
export type SurveyInstance = z.infer<typeof SurveyInstance>;

// --- requests ---

export const CreateSurveyInstance = z.object({
  doctorEmail: Email,
  userEmail: Email,
  surveyId: z.string().min(1).max(100),
});
export type CreateSurveyInstance = z.infer<typeof CreateSurveyInstance>;
/*#__PURE__*/ example(CreateSurveyInstance, {
  doctorEmail: 'doctor@demo.test',
  userEmail: 'patient@demo.test',
  surveyId: 'type2-v1',
});

/** POST surveyInstance's answer: the new instance and its patient's account id (for the results link). */
export const AssignedSurveyInstance = StaffSurveyInstanceSummary.extend({ patientId: z.string().uuid() });
export type AssignedSurveyInstance = z.infer<typeof AssignedSurveyInstance>;

export const InstanceListQuery = z.object({
  /** The patient's account id: required from a doctor; a patient lists its own (no parameter). */
  userId: z.string().uuid().optional(),
  page: PageNumber,
  size: z.coerce.number().int().min(1).max(INSTANCE_LIST_SIZE).default(INSTANCE_LIST_SIZE),
  sort: z.literal('createTimestamp,desc').default('createTimestamp,desc'),
});

/** One answer: a choice by id, or free text for open-ended questions (req G§3 "Answer payload items"). */
export const AnswerInput = z.object({
  question: z.object({ id: z.string().min(1).max(100) }),
  /** Which shape the question takes is its kind's (QUESTION_KINDS, read by `readAnswer`). */
  answer: AnswerWire,
});
export const SaveAnswers = z.object({ answers: z.array(AnswerInput).min(1).max(100) });
export type SaveAnswers = z.infer<typeof SaveAnswers>;
/*#__PURE__*/ example(SaveAnswers, {
  answers: [
    { question: { id: 'psych.1' }, answer: { id: 'psych.1.1' } },
    { question: { id: 'other.1' }, answer: { answer: 'I forget my evening tablets' } },
  ],
});

export const SubmitQuery = z.object({ stage: Stage });
