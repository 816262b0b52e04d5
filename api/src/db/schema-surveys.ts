import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnswerValue, Category } from '../contracts';
import { STAGES, SURVEY_STATUSES } from './enums';
import { accounts } from './schema';

// Survey instances and notes (req G§3, design D§7). Survey content is data in api/src/surveys,
// so only the survey's id is stored here.
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One saved answer, in its wire form (`readAnswer` reads it through its question's kind). */
export type StoredAnswer = AnswerValue;
/** Scores as computed at first-wave submit (see surveys/scoring.ts), kept so lists and export need no recompute. */
export interface StoredScore {
  category: Category;
  scoreValue: number;
  scorePct: number;
  questionIds: string[];
}

export const surveyInstances = pgTable(
  'survey_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: text('survey_id').notNull(),
    // Who answers: a patient, or a doctor for the doctor's own demographics survey.
    respondentAccountId: uuid('respondent_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // The doctor who assigned it; kept when the doctor account goes (history stays readable).
    doctorAccountId: uuid('doctor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status', { enum: SURVEY_STATUSES }).notNull().default('CREATED'),
    stage: text('stage', { enum: STAGES }).notNull().default('FIRST_WAVE'),
    /** questionId → StoredAnswer; merged atomically (`||`) so each saved answer lands at once. */
    answers: jsonb('answers')
      .$type<Record<string, StoredAnswer>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    scores: jsonb('scores').$type<StoredScore[]>(),
    mainAreasOfFocus: jsonb('main_areas_of_focus')
      .$type<Category[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    priorityScore: real('priority_score'),
    mainConcern: text('main_concern').$type<Category>(),
    phq2: integer('phq2'),
    /** A submitted PHQ-9's total (0–27) and its item 9's points (0–3); null for other questionnaires. */
    phq9: integer('phq9'),
    phq9Item9: integer('phq9_item9'),
    /** recommendationId → ticked answer ids (the doctor's choices). */
    recommendations: jsonb('recommendations')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The doctor's conclusions: [{conclusionId, text}]. */
    conclusions: jsonb('conclusions')
      .$type<{ conclusionId: string; text: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    submittedAt: tz('submitted_at'),
    completedAt: tz('completed_at'),
  },
  (t) => [
    index('survey_instances_respondent_idx').on(t.respondentAccountId, t.createdAt.desc()),
    // Export walks the whole table in (created_at, id) order with keyset pagination.
    index('survey_instances_export_idx').on(t.createdAt, t.id),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('notes_account_idx').on(t.accountId, t.createdAt.desc())],
);
