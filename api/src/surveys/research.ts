import { and, countDistinct, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { SMALL_GROUP_MIN } from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { surveyInstances } from '../db/schema-surveys';
import { REGULAR_SURVEY_IDS } from '../leaves/survey-catalogue';
import { pseudonym } from './pseudonym';

// What the research exports (export.csv and the FHIR research bundle) may carry so that a record
// cannot be linked back to a named patient by someone who saw the clinic's screens or e-mails
// (issue 38 point 5, design D§15): dates, not moments; a clinic's code, never its name; and
// nothing at all of a clinic too small to hide in (docs/security.md "Research exports").

/**
 * k: a clinic's rows are exported only when at least this many of its patients have a questionnaire.
 * 5 is the smallest group size El Emam & Dankar give as common practice for data released to
 * researchers ("Protecting privacy using k-anonymity", JAMIA 2008;15(5):627–37), and the smallest
 * cell NHS England's statistical disclosure control publishes (counts 1–4 suppressed).
 */
export const RESEARCH_MIN_CLINIC_PATIENTS = SMALL_GROUP_MIN;

/** The clinics whose rows are exported: those with at least k patients who have a questionnaire. */
export async function researchClinics(db: Db, k = RESEARCH_MIN_CLINIC_PATIENTS): Promise<string[]> {
  const patients = countDistinct(surveyInstances.respondentAccountId);
  const rows = await db
    .select({ clinicId: accounts.clinicId })
    .from(surveyInstances)
    .innerJoin(accounts, eq(accounts.id, surveyInstances.respondentAccountId))
    .where(and(inArray(surveyInstances.surveyId, REGULAR_SURVEY_IDS), isNotNull(accounts.clinicId)))
    .groupBy(accounts.clinicId)
    .having(gte(patients, k));
  return rows.map((r) => r.clinicId!);
}

/** A clinic as the exports name it: a stable code like a patient's (`C-` and 64 bits of its HMAC). */
export const clinicCode = (key: Buffer, clinicId: string) => pseudonym(key, clinicId, 'C');

/** A moment as the exports carry it: its day (UTC, YYYY-MM-DD). */
export const researchDay = (at: Date | null | undefined): string | undefined =>
  at?.toISOString().slice(0, 10);
