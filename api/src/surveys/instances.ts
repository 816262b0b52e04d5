import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SurveyStatus } from '../contracts';
import type { Db } from '../db';
import { type StoredAnswer, surveyInstances } from '../db/schema-surveys';
import { REGULAR_SURVEY_IDS } from '../leaves/survey-catalogue';
import type { Phq9Score } from './phq9';
import type { ScoreResult } from './scoring';
import type { InstanceState } from './state';
import type { InstanceRow } from './view';

// The survey-instance queries behind the routes (design D§7). Every write is conditional on the
// state the caller read, and answers false when someone else moved the instance meanwhile.

/** The patient's submitted questionnaires that also meet `also`, oldest submission first. */
export function submittedInstances(db: Db, patientId: string, ...also: SQL[]) {
  return db
    .select()
    .from(surveyInstances)
    .where(
      and(
        eq(surveyInstances.respondentAccountId, patientId),
        isNotNull(surveyInstances.submittedAt),
        ...also,
      ),
    )
    .orderBy(asc(surveyInstances.submittedAt), asc(surveyInstances.id));
}

/** One page of a patient's regular (non-demographics) instances, newest first. */
export async function listRegularInstances(db: Db, patientId: string, page: number, size: number) {
  const where = and(
    eq(surveyInstances.respondentAccountId, patientId),
    inArray(surveyInstances.surveyId, REGULAR_SURVEY_IDS),
  );
  const [total] = await db.select({ n: count() }).from(surveyInstances).where(where);
  const rows = await db
    .select()
    .from(surveyInstances)
    .where(where)
    .orderBy(desc(surveyInstances.createdAt), desc(surveyInstances.id))
    .limit(size)
    .offset(page * size);
  return { rows, total: total?.n ?? 0 };
}

type InstanceSet = PgUpdateSetSource<typeof surveyInstances>;

/**
 * One conditional update (updatedAt refreshed): the row as written, so a write can answer what it
 * changed without reading it again; undefined when `where` no longer matches.
 */
async function updateIf(db: Db, set: InstanceSet, where: SQL | undefined): Promise<InstanceRow | undefined> {
  const [saved] = await db
    .update(surveyInstances)
    .set({ updatedAt: new Date(), ...set })
    .where(where)
    .returning();
  return saved;
}

/** Merges answers and moves to IN_PROGRESS in one statement, only if nobody submitted in between. */
export async function saveAnswers(
  db: Db,
  row: InstanceRow,
  patch: Record<string, StoredAnswer>,
): Promise<boolean> {
  const answers = sql`${surveyInstances.answers} || ${JSON.stringify(patch)}::jsonb`;
  const saved = await updateIf(
    db,
    { answers, status: 'IN_PROGRESS' },
    and(
      eq(surveyInstances.id, row.id),
      inArray(surveyInstances.status, ['CREATED', 'IN_PROGRESS']),
      eq(surveyInstances.stage, row.stage),
    ),
  );
  return saved !== undefined;
}

/** Records a submitted stage: the next state, its timestamps, and the scores of a first wave. */
export function submitStage(
  db: Db,
  row: InstanceRow,
  next: InstanceState,
  scored: ScoreResult | null,
  phq9: Phq9Score | null = null,
) {
  const now = new Date();
  const set: InstanceSet = {
    status: next.status,
    stage: next.stage,
    updatedAt: now,
    ...(next.status !== 'IN_PROGRESS' ? { submittedAt: now } : {}),
    ...(next.status === 'COMPLETED' ? { completedAt: now } : {}),
  };
  if (scored) {
    const { scores, priorityScore, mainConcern, mainAreasOfFocus, phq2 } = scored;
    Object.assign(set, { scores, priorityScore, mainConcern, mainAreasOfFocus, phq2 });
  }
  if (phq9) Object.assign(set, { phq9: phq9.total, phq9Item9: phq9.item9 });
  const from = and(
    eq(surveyInstances.id, row.id),
    eq(surveyInstances.status, row.status),
    eq(surveyInstances.stage, row.stage),
  );
  return updateIf(db, set, from);
}

/** Writes the doctor's review fields and the new status if nobody else moved the instance meanwhile. */
export function saveReview(db: Db, id: string, fromStatus: SurveyStatus, set: InstanceSet) {
  return updateIf(db, set, and(eq(surveyInstances.id, id), eq(surveyInstances.status, fromStatus)));
}

/** The patient's latest scored instance (the source of recommended resources), if any. */
export async function latestScoredInstance(db: Db, patientId: string): Promise<InstanceRow | undefined> {
  const [latest] = await db
    .select()
    .from(surveyInstances)
    .where(and(eq(surveyInstances.respondentAccountId, patientId), isNotNull(surveyInstances.scores)))
    .orderBy(desc(surveyInstances.createdAt))
    .limit(1);
  return latest;
}
