import { z } from 'zod';
import type { QuestionType } from './core';

// The question-type registry (issue 26 point 1): what each kind of question takes as an answer, when
// it counts as answered, how its answer reads and how it is exported. Every kind of QuestionType has
// an entry (`satisfies` below), and the code that must differ per kind (the patient's control in
// QuestionField.tsx, the API's acceptance in surveys/answering.ts, the FHIR answer cell) switches on
// the kind or on the answer's `shape` with `unreachableKind` in its default branch: a kind or shape
// added fails to compile until each place has its case. docs/conventions.md "A question type" lists
// the files.

/** The longest free-text answer (req G§2: open-ended answers up to 1000 characters). */
export const OPEN_ANSWER_MAX = 1000;

/** A choice, by the possible answer's id. */
export const ChoiceAnswer = z.object({ id: z.string().min(1).max(100) }).strict();
/** Free text, as the patient typed it. */
export const TextAnswer = z.object({ answer: z.string().max(OPEN_ANSWER_MAX) }).strict();

/**
 * Each answer shape's wire form. The wire carries no discriminant (req G§3's payload and the stored
 * answers are `{ id }` or `{ answer }`, issue 40 point 3): the question's kind says which shape its
 * answer is, and `readAnswer` turns the wire form into an `Answer` that code switches on.
 */
const WIRE = { choice: ChoiceAnswer, text: TextAnswer } as const;
export type AnswerShape = keyof typeof WIRE;

/** One answer as sent and stored (req G§3 "Answer payload items"): a choice by id, or free text. */
export const AnswerWire = z.union([ChoiceAnswer, TextAnswer]);
export type AnswerValue = z.infer<typeof AnswerWire>;

/** An answer read through its question's kind: its wire fields with the `shape` to switch on. */
export type Answer = { [S in AnswerShape]: { shape: S } & z.infer<(typeof WIRE)[S]> }[AnswerShape];

/**
 * A free-text answer still being entered in a control that only yields a complete value (a date with
 * its day, month or year missing): never saved, and the question is not answered yet.
 */
export const INCOMPLETE_ANSWER = '\u0000incomplete';
/** A date entered in full but after today (issue 36 point 9): never saved either, with its own message. */
export const FUTURE_DATE_ANSWER = '\u0000future';
const UNSENDABLE: readonly string[] = [INCOMPLETE_ANSWER, FUTURE_DATE_ANSWER];

export interface QuestionKindSpec {
  /** The shape of the answer this kind takes (its wire form is `WIRE[shape]`). */
  shape: AnswerShape;
  /** Answered by choosing one of the question's possible answers (which it then carries). */
  choices: boolean;
  /** A stage cannot be submitted with it empty (open-ended answers may stay empty; req G§2). */
  required: boolean;
  /** The answer is the patient's own words: the doctor reads them first (issue 14 point 1). */
  ownWords: boolean;
  /** The export's cell type: the FHIR item type of the question and its answer (fhir/questionnaire.ts). */
  exportType: 'choice' | 'text';
}

const choice: QuestionKindSpec = {
  shape: 'choice',
  choices: true,
  required: true,
  ownWords: false,
  exportType: 'choice',
};

export const QUESTION_KINDS = {
  /** A radio group (req G§2). */
  CLOSED_ENDED: choice,
  /** A dropdown select (req G§2). */
  MULTIPLE_CHOICE: choice,
  /** A text area up to OPEN_ANSWER_MAX characters, or a date picker when tagged `date` (req G§2). */
  OPEN_ENDED: { shape: 'text', choices: false, required: false, ownWords: true, exportType: 'text' },
} as const satisfies Record<QuestionType, QuestionKindSpec>;

/** The default branch of a `switch` on a kind or a shape: compiles only when every one has its case. */
export function unreachableKind(kind: never): never {
  throw new Error(`Unknown question or answer kind ${String(kind)}`);
}

/**
 * The one reading of a wire answer (issue 40 point 3): the shape its question's kind takes, or null
 * when there is none or it is not that shape (never guessed from which fields it has).
 */
export function readAnswer(type: QuestionType, value: AnswerValue | null | undefined): Answer | null {
  if (!value) return null;
  const shape = QUESTION_KINDS[type].shape;
  const parsed = WIRE[shape].safeParse(value);
  // WIRE[shape] parses exactly that shape's fields, which TypeScript cannot correlate with `shape`.
  return parsed.success ? ({ shape, ...parsed.data } as Answer) : null;
}

/** The chosen possible answer's id; null when the answer is no choice. */
export function choiceIn(type: QuestionType, value: AnswerValue | null | undefined): string | null {
  const a = readAnswer(type, value);
  if (!a) return null;
  switch (a.shape) {
    case 'choice':
      return a.id;
    case 'text':
      return null;
    default:
      return unreachableKind(a);
  }
}

/** The free text as typed; null when the answer is no text. */
export function textIn(type: QuestionType, value: AnswerValue | null | undefined): string | null {
  const a = readAnswer(type, value);
  if (!a) return null;
  switch (a.shape) {
    case 'choice':
      return null;
    case 'text':
      return a.answer;
    default:
      return unreachableKind(a);
  }
}

/**
 * Whether the patient may move on (Next) with this value. Empty, a kind that may stay empty is
 * answered (the patient passed by); a half-entered or future date is not.
 */
export function isAnswerComplete(type: QuestionType, value: AnswerValue | undefined): boolean {
  const a = readAnswer(type, value);
  if (!a) return !QUESTION_KINDS[type].required;
  switch (a.shape) {
    case 'choice':
      return true;
    case 'text':
      return !UNSENDABLE.includes(a.answer);
    default:
      return unreachableKind(a);
  }
}

type LabelOf = (choiceId: string) => string | undefined;

/** The answer as a reader reads it (`labelOf` names a choice); null when there is nothing to read. */
export function answerLabel(type: QuestionType, value: AnswerValue | undefined, labelOf: LabelOf) {
  const a = readAnswer(type, value);
  if (!a) return null;
  switch (a.shape) {
    case 'choice':
      return labelOf(a.id) ?? null;
    case 'text':
      return a.answer.trim() || null;
    default:
      return unreachableKind(a);
  }
}

/** An answer as the instance view carries it (`AnswerRecord.answer`): the choice's id, or null, and its text. */
export interface RecordedAnswer {
  id: string | null;
  answer: string;
}

/** The view's form of a stored answer; null when there is none of its kind's shape. */
export function recordOf(type: QuestionType, value: AnswerValue | undefined, labelOf: LabelOf) {
  const a = readAnswer(type, value);
  if (!a) return null;
  switch (a.shape) {
    case 'choice':
      return { id: a.id, answer: labelOf(a.id) ?? '' } satisfies RecordedAnswer;
    case 'text':
      return { id: null, answer: a.answer } satisfies RecordedAnswer;
    default:
      return unreachableKind(a);
  }
}

/** The wire answer back from the view's form (a questionnaire resumes from it). */
export function fromRecord(type: QuestionType, r: RecordedAnswer): AnswerValue | undefined {
  const shape = QUESTION_KINDS[type].shape;
  switch (shape) {
    case 'choice':
      return r.id ? { id: r.id } : undefined;
    case 'text':
      return { answer: r.answer };
    default:
      return unreachableKind(shape);
  }
}
