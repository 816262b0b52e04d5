import { and, asc, inArray } from 'drizzle-orm';
import type { Role, SurveyStatus } from '../contracts';
import type { Db } from '../db';
import { surveyInstances } from '../db/schema-surveys';
import { DEMOGRAPHICS_DOCTOR_ID, DEMOGRAPHICS_PATIENT_ID } from '../leaves/survey-catalogue/demographics';

// An account's demographics questionnaires (req A§3 "demographics list") are survey instances of a
// demographics survey: their status lives only there (migration 0003 folded the old mirror table in).

const DEMOGRAPHICS_IDS = [DEMOGRAPHICS_PATIENT_ID, DEMOGRAPHICS_DOCTOR_ID];

export interface DemographicsEntry {
  id: string;
  status: SurveyStatus;
}

/** The entries of each account, oldest first. */
export async function demographicsOf(
  db: Db,
  accountIds: string[],
): Promise<Map<string, DemographicsEntry[]>> {
  const out = new Map<string, DemographicsEntry[]>();
  if (accountIds.length === 0) return out;
  const rows = await db
    .select({
      id: surveyInstances.id,
      accountId: surveyInstances.respondentAccountId,
      status: surveyInstances.status,
    })
    .from(surveyInstances)
    .where(
      and(
        inArray(surveyInstances.respondentAccountId, accountIds),
        inArray(surveyInstances.surveyId, DEMOGRAPHICS_IDS),
      ),
    )
    .orderBy(asc(surveyInstances.createdAt), asc(surveyInstances.id));
  for (const r of rows)
    out.set(r.accountId, [...(out.get(r.accountId) ?? []), { id: r.id, status: r.status }]);
  return out;
}

/** Gives the account a demographics questionnaire (doctors get the short one). */
export async function addDemographics(
  db: Db,
  account: { id: string; role: Role },
  status: SurveyStatus = 'CREATED',
): Promise<DemographicsEntry> {
  const [row] = await db
    .insert(surveyInstances)
    .values({
      surveyId: account.role === 'doctor' ? DEMOGRAPHICS_DOCTOR_ID : DEMOGRAPHICS_PATIENT_ID,
      respondentAccountId: account.id,
      status,
    })
    .returning({ id: surveyInstances.id, status: surveyInstances.status });
  if (!row) throw new Error('demographics insert returned nothing');
  return row;
}

/** Adds one entry unless the account already has one (the demo seed runs at every start). */
export async function ensureDemographics(db: Db, account: { id: string; role: Role }, status: SurveyStatus) {
  const existing = await demographicsOf(db, [account.id]);
  if (!existing.has(account.id)) await addDemographics(db, account, status);
}
