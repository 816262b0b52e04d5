import { eq } from 'drizzle-orm';
import type { PriorityCode } from '../contracts';
import type { Db } from '../db';
import { patientListRows } from '../db/schema-list';
import { refreshListRowsOf } from './patient-list-rows';

// Urgent findings dominate (issue 36 point 2, docs/clinical-content.md "Item 9"): a PHQ-9 item 9
// answered above 0 that no clinician has resolved makes the patient's priority red whatever a later
// questionnaire scored, and keeps them first in every order of the list. One rule, read from the
// patient's stored list row (urgent_item9, patient-list-rows.ts), for the list, the one-pager, the
// FHIR export and the review digest, so none of them can disagree.

/** req A§9's colour band of the score (0–3 green, 4–8 orange, else red), red while item 9 is unresolved. */
export function priorityCodeOf(score: number | null, urgentItem9: number | null): PriorityCode | null {
  if (urgentItem9 !== null) return 'RED';
  return score === null ? null : score <= 3 ? 'GREEN' : score <= 8 ? 'ORANGE' : 'RED';
}

/** The points (1–3) of the patient's unresolved item-9 answer, null when there is none. */
export async function urgentItem9Of(db: Db, patientId: string): Promise<number | null> {
  await refreshListRowsOf(db, [patientId]);
  const [row] = await db
    .select({ points: patientListRows.urgentItem9 })
    .from(patientListRows)
    .where(eq(patientListRows.patientAccountId, patientId));
  return row?.points ?? null;
}
