import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PHQ9_SURVEY_ID } from '../contracts';
import type { Db } from '../db';
import { surveyInstances } from '../db/schema-surveys';
import type { InstanceRow } from './view';

// After a positive PHQ-2 the patient is offered the PHQ-9 (issue 24 point 5): an instance is made
// at once, so the offer also waits on the patient's home, and answering it stays optional. One open
// PHQ-9 at a time, whoever made it (this offer or a doctor's assignment).

const OPEN = ['CREATED', 'IN_PROGRESS'] as const;

/** The patient's open PHQ-9, newest first, if any. */
export async function openPhq9(db: Pick<Db, 'select'>, patientId: string): Promise<string | null> {
  const [open] = await db
    .select({ id: surveyInstances.id })
    .from(surveyInstances)
    .where(
      and(
        eq(surveyInstances.respondentAccountId, patientId),
        eq(surveyInstances.surveyId, PHQ9_SURVEY_ID),
        inArray(surveyInstances.status, [...OPEN]),
      ),
    )
    .orderBy(desc(surveyInstances.createdAt))
    .limit(1);
  return open?.id ?? null;
}

/**
 * Makes the PHQ-9 offered after `checkIn`'s positive PHQ-2, unless one is open already; answers the
 * open one's id. Behind the assignment's per-patient lock (assignment.ts), so an offer and a
 * doctor's assignment at the same moment still leave one. No e-mail: the patient is on the page.
 */
export async function offerPhq9(db: Db, checkIn: InstanceRow): Promise<string> {
  const patientId = checkIn.respondentAccountId;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`assign:${patientId}`}))`);
    const open = await openPhq9(tx, patientId);
    if (open) return open;
    const [row] = await tx
      .insert(surveyInstances)
      .values({
        surveyId: PHQ9_SURVEY_ID,
        respondentAccountId: patientId,
        doctorAccountId: checkIn.doctorAccountId,
      })
      .returning({ id: surveyInstances.id });
    if (!row) throw new Error('PHQ-9 instance insert returned nothing');
    return row.id;
  });
}
