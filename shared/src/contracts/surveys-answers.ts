import { z } from 'zod';
import { example, DiabetesType, QuestionType, Stage } from './core';
import { QuestionCategory, NOTE_MAX } from './surveys';

// The clinician's reading of one instance (issue 14 point 1): every question with the patient's
// answer, grouped by category, what each answer contributed to its category's score, the PHQ-2 items,
// the patient's own words, and the patient's context from demographics. Doctors of the patient's
// clinic only: the patient's own views never carry this breakdown.

export const AnsweredQuestion = z.object({
  questionId: z.string(),
  /** Its area: a free text ("Would you like to tell us more?") is asked once per area (issue 36 point 7). */
  category: QuestionCategory,
  question: z.string(),
  type: QuestionType,
  stage: Stage,
  /** The answer as the patient read it (choice label or free text); null when left unanswered. */
  answer: z.string().nullable(),
  /**
   * What this answer added to its category's score (req G§3 scoredAnswers); null for unscored. A
   * clinician reads an item in points, "2 of 3" (a PHQ-9 item is 0–3; so is every scored question).
   */
  scored: z
    .object({
      humanReadable: z.string(),
      scorePct: z.number(),
      points: z.number().int().min(0),
      maxPoints: z.number().int().positive(),
    })
    .nullable(),
});
export type AnsweredQuestion = z.infer<typeof AnsweredQuestion>;

export const AnswerGroup = z.object({
  category: QuestionCategory,
  /** The category's score when it is scored; null for unscored categories (OTHER, follow-ups). */
  score: z.object({ scoreValue: z.number(), scorePct: z.number() }).nullable(),
  questions: z.array(AnsweredQuestion),
});
export type AnswerGroup = z.infer<typeof AnswerGroup>;

/** The diagnosis bucket of the demographics questionnaire ("1 to 5 years"), in the reader's language. */
export const PatientContext = z.object({
  age: z.number().int().nullable(),
  diabetes: DiabetesType.nullable(),
  yearsSinceDiagnosis: z.string().nullable(),
  chronicConditions: z.boolean().nullable(),
});
export type PatientContext = z.infer<typeof PatientContext>;

export const InstanceAnswers = z.object({
  instanceId: z.string(),
  patient: PatientContext,
  groups: z.array(AnswerGroup),
  /** The PHQ-2 items with their answers; null when the survey has none. */
  phq2Items: z.array(AnsweredQuestion).nullable(),
  /** The patient's free-text answers that are not empty: shown first, in their own words. */
  ownWords: z.array(AnsweredQuestion),
});
export type InstanceAnswers = z.infer<typeof InstanceAnswers>;

/** PUT note/{id}: the same limits as a new note (req G§5). */
export const UpdateNote = z.object({ text: z.string().trim().min(1).max(NOTE_MAX) });
export type UpdateNote = z.infer<typeof UpdateNote>;
/*#__PURE__*/ example(UpdateNote, { text: 'Felt dizzy after the morning walk; better after lunch' });
export const NoteIdParams = z.object({ id: z.string().uuid() });
