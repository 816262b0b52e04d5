import type { StoredAnswer } from '../../db/schema-surveys';
import {
  answerLabel,
  type Category,
  type DiabetesType,
  type Locale,
  type QuestionCategory,
  type QuestionType,
  type Stage,
  type SurveyType,
} from '../../contracts';

// Survey content is data: every text carries English and Spanish, picked per caller (account locale).
export interface Text {
  en: string;
  es: string;
}
export const t = (en: string, es: string): Text => ({ en, es });
export const pick = (text: Text, locale: Locale): string => (locale === 'es-ES' ? text.es : text.en);

export interface AnswerDef {
  id: string;
  text: Text;
  /** Contribution to the question's category score (0–3); 0 for unscored questions. */
  points: number;
}

export interface QuestionDef {
  id: string;
  category: QuestionCategory;
  stage: Stage;
  type: QuestionType;
  text: Text;
  description?: Text;
  answers: AnswerDef[];
  /** Free labels; `profile:<field>` maps a demographics answer onto the account (see demographics.ts). */
  tags: string[];
  /** Scored questions count towards their category; open-ended and follow-up questions do not. */
  scored: boolean;
}

/** A stored answer as its reader reads it, as the question's kind formats it; null when empty. */
export function formatAnswer(q: QuestionDef, a: StoredAnswer | undefined, locale: Locale): string | null {
  return answerLabel(q.type, a, choiceLabel(q, locale));
}

/** The text of one of the question's possible answers, by id, in `locale`. */
export const choiceLabel = (q: QuestionDef, locale: Locale) => (choiceId: string) => {
  const opt = q.answers.find((x) => x.id === choiceId);
  return opt ? pick(opt.text, locale) : undefined;
};

export type Variant = 'SCREENING' | 'IMMUNO_THERAPY' | 'POST_IMMUNO_THERAPY';

export interface SurveyDef {
  id: string;
  name: Text;
  surveyType: SurveyType;
  diabetesType: DiabetesType | null;
  revision: number;
  isAvailable: boolean;
  variant: Variant | null;
  startDialog: { title: Text; descriptions: [Text, Text] } | null;
  /** Who answers a demographics survey (doctors get the short one). */
  audience: 'patient' | 'doctor';
  questions: QuestionDef[];
}

export type ScoredCategory = Category;

// --- builders: keep the content files to the wording only ---

/** An answer scale: the i-th label scores i points (0 = no concern … 3 = most concern). */
export type Scale = Text[];

export function closed(
  id: string,
  category: QuestionCategory,
  text: Text,
  scale: Scale,
  opts: { type?: QuestionType; stage?: Stage; scored?: boolean; description?: Text; tags?: string[] } = {},
): QuestionDef {
  const scored = opts.scored ?? (opts.stage ?? 'FIRST_WAVE') === 'FIRST_WAVE';
  return {
    id,
    category,
    stage: opts.stage ?? 'FIRST_WAVE',
    type: opts.type ?? 'CLOSED_ENDED',
    text,
    description: opts.description,
    answers: scale.map((label, i) => ({ id: `${id}.${i}`, text: label, points: scored ? i : 0 })),
    tags: opts.tags ?? [],
    scored,
  };
}

export function open(
  id: string,
  category: QuestionCategory,
  text: Text,
  opts: { stage?: Stage; description?: Text; tags?: string[] } = {},
): QuestionDef {
  return {
    id,
    category,
    stage: opts.stage ?? 'FIRST_WAVE',
    type: 'OPEN_ENDED',
    text,
    description: opts.description,
    answers: [],
    tags: opts.tags ?? [],
    scored: false,
  };
}

/** Prefixes question ids so one bank serves several surveys without id clashes inside a survey. */
export const withPrefix = (prefix: string, qs: QuestionDef[]): QuestionDef[] =>
  qs.map((q) => ({
    ...q,
    id: `${prefix}.${q.id}`,
    answers: q.answers.map((a) => ({ ...a, id: `${prefix}.${a.id}` })),
  }));
