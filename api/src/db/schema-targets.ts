import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema';

// Targets per patient (issue 42 point 1): each change of a patient's glucose target set, from and to,
// by whom and when. The newest row is the patient's set (none: 'standard'); the rows are what the
// audit row `patient.glucose-targets` points at and where trends can mark a change.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const glucoseTargetChanges = pgTable(
  'glucose_target_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fromSet: text('from_set').notNull(),
    toSet: text('to_set').notNull(),
    changedBy: uuid('changed_by').references(() => accounts.id, { onDelete: 'set null' }),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('glucose_target_changes_account_idx').on(t.accountId, t.at)],
);
