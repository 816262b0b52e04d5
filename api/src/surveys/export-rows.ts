import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Category } from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { surveyInstances } from '../db/schema-surveys';
import { REGULAR_SURVEY_IDS, SURVEYS } from '../leaves/survey-catalogue';
import { csvRow } from '../leaves/csv';
import { pseudonym } from './pseudonym';
import { clinicCode, researchClinics, researchDay } from './research';
import { possibleDepression } from './scoring';

// The superadmin's CSV export of every survey result (req A§2, §7), as a stream of CSV chunks.

/** Rows per read: small enough that PGlite (in-process) keeps answering other requests between batches. */
export const EXPORT_BATCH = 500;
const SCORED = Category.options.filter((c) => c !== 'PHQ2');

// Pseudonymised (issue 14 §10, the privacy policy): codes instead of the patient, the instance and the
// clinic, never a name, e-mail or date of birth; days, not moments; only clinics of at least k
// patients (research.ts, issue 38 point 5).
const HEADER = [
  'patient_code',
  'result_code',
  'clinic',
  'survey_id',
  'survey_name',
  'status',
  'stage',
  'created',
  'last_updated',
  'submitted',
  'completed',
  'priority_score',
  'main_concern',
  ...SCORED.map((c) => `score_${c}`),
  'phq2',
  'possible_depression',
];

/** One batch of regular instances after the cursor, keyset on (created_at, id). */
function readBatch(db: Db, cursor: { at: string; id: string } | null) {
  const after = cursor
    ? sql`(${surveyInstances.createdAt}, ${surveyInstances.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      // The cursor travels as text: a JS Date would drop PostgreSQL's microseconds and repeat or skip rows.
      at: sql<string>`${surveyInstances.createdAt}::text`,
      i: surveyInstances,
      clinicId: accounts.clinicId,
    })
    .from(surveyInstances)
    .innerJoin(accounts, eq(accounts.id, surveyInstances.respondentAccountId))
    .where(and(inArray(surveyInstances.surveyId, REGULAR_SURVEY_IDS), after))
    .orderBy(asc(surveyInstances.createdAt), asc(surveyInstances.id))
    .limit(EXPORT_BATCH);
}
type BatchRow = Awaited<ReturnType<typeof readBatch>>[number];

function line(r: BatchRow, key: Buffer): string {
  const i = r.i;
  const score = new Map((i.scores ?? []).map((s) => [s.category, s.scoreValue]));
  return csvRow([
    pseudonym(key, i.respondentAccountId),
    pseudonym(key, i.id, 'R'),
    clinicCode(key, r.clinicId!),
    i.surveyId,
    SURVEYS.get(i.surveyId)?.name.en ?? '',
    i.status,
    i.stage,
    researchDay(i.createdAt),
    researchDay(i.updatedAt),
    researchDay(i.submittedAt),
    researchDay(i.completedAt),
    i.priorityScore,
    i.mainConcern,
    ...SCORED.map((c) => score.get(c)),
    i.phq2,
    i.phq2 === null ? null : possibleDepression(i.phq2),
  ]);
}

/**
 * Every survey result, one row per instance, read in keyset-paginated batches on (created_at, id).
 * The generator only reads the next batch when the socket has drained what it had (Readable.from
 * pulls on demand), so memory stays flat whatever the table size.
 */
export async function* exportRows(db: Db, key: Buffer): AsyncGenerator<string> {
  yield csvRow(HEADER);
  // Filtered here rather than in the batch's SQL, which keeps its keyset plan on (created_at, id).
  const exported = new Set(await researchClinics(db));
  if (exported.size === 0) return;
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const rows: BatchRow[] = await readBatch(db, cursor);
    const kept = rows.filter((r) => r.clinicId !== null && exported.has(r.clinicId));
    if (kept.length > 0) yield kept.map((r) => line(r, key)).join('');
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { at: last.at, id: last.i.id };
  }
}
