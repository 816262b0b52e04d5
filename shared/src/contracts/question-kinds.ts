import { z } from 'zod';
import type { QuestionType } from './core';

// The question-type registry (issue 26 point 1): what each kind of question takes as an answer, when
// it counts as answered, how its answer reads and how it is exported. Every kind of QuestionType has
// an entry (`satisfies` below), and the code that must differ per kind (the patient's control in
// QuestionField.tsx, the API's acceptance in routes/survey-instance.ts) switches on the kind with
// `unreachableKind` in its default branch: a kind added to the enum fails to compile until each place
// has its case. docs/conventions.md "Where to add a question type" lists the files.

/** The longest free-text answer (req G§2: open-ended answers up to 1000 characters). */
export const OPEN_ANSWER_MAX = 1000;

/** A choice, by the possible answer's id. */
export const ChoiceAnswer = z.object({ id: z.string().min(1).max(100) }).strict();
/** Free text, as the patient typed it. */
export const TextAnswer = z.object({ answer: z.string().max(OPEN_ANSWER_MAX) }).strict();
/** One answer as sent and stored (req G§3 "Answer payload items"): a choice by id, or free text. */
export type AnswerValue = z.infer<typeof ChoiceAnswer> | z.infer<typeof TextAnswer>;

/**
 * A free-text answer still being entered in a control that only yields a complete value (a date with
 * its day, month or year missing): never saved, and the question is not answered yet.
 */
export const INCOMPLETE_ANSWER = '\u0000incomplete';
/** A date entered in full but after today (issue 36 point 9): never saved either, with its own message. */
export const FUTURE_DATE_ANSWER = '\u0000future';
const UNSENDABLE: readonly string[] = [INCOMPLETE_ANSWER, FUTURE_DATE_ANSWER];

export interface QuestionKindSpec {
  /** The answer payload this kind takes. */
  answer: typeof ChoiceAnswer | typeof TextAnswer;
  /** Answered by choosing one of the question's possible answers (which it then carries). */
  choices: boolean;
  /** A stage cannot be submitted with it empty (open-ended answers may stay empty; req G§2). */
  required: boolean;
  /** The answer is the patient's own words: the doctor reads them first (issue 14 point 1). */
  ownWords: boolean;
  /** Whether the patient may move on (Next) with this value. */
  isAnswered: (value: AnswerValue | undefined) => boolean;
  /** The answer as a reader reads it (`labelOf` names a choice); null when there is nothing to read. */
  format: (
    value: AnswerValue | undefined,
    labelOf: (choiceId: string) => string | undefined,
  ) => string | null;
  /** The export's cell type: the FHIR item type of the question and its answer (fhir/questionnaire.ts). */
  exportType: 'choice' | 'text';
}

const choice: QuestionKindSpec = {
  answer: ChoiceAnswer,
  choices: true,
  required: true,
  ownWords: false,
  isAnswered: (value) => Boolean(value && 'id' in value && value.id),
  format: (value, labelOf) => (value && 'id' in value ? (labelOf(value.id) ?? null) : null),
  exportType: 'choice',
};

export const QUESTION_KINDS = {
  /** A radio group (req G§2). */
  CLOSED_ENDED: choice,
  /** A dropdown select (req G§2). */
  MULTIPLE_CHOICE: choice,
  /** A text area up to OPEN_ANSWER_MAX characters, or a date picker when tagged `date` (req G§2). */
  OPEN_ENDED: {
    answer: TextAnswer,
    choices: false,
    required: false,
    ownWords: true,
    // Empty text is an answer (the patient passed by); a half-entered or future date is not.
    isAnswered: (value) => !(value && 'answer' in value && UNSENDABLE.includes(value.answer)),
    format: (value) => (value && 'answer' in value ? value.answer.trim() || null : null),
    exportType: 'text',
  },
} as const satisfies Record<QuestionType, QuestionKindSpec>;

/** The default branch of a `switch` on a question's kind: compiles only when every kind has its case. */
export function unreachableKind(kind: never): never {
  throw new Error(`Unknown question type ${String(kind)}`);
}
