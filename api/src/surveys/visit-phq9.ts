import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { PHQ9_SURVEY_ID, type Locale, type VisitSummary } from '../contracts';
import type { Db } from '../db';
import { surveyInstances } from '../db/schema-surveys';
import { findSurvey } from '../leaves/survey-catalogue';
import { phq9View } from './phq9';

// The one-pager's PHQ-9 (docs/visit-summary.md): the patient's newest submitted PHQ-9, whichever
// questionnaire led to it. A PHQ-9 is its own instance with no link to the check-in that offered it,
// and a doctor may assign one on its own; the newest is also the one the patient list's urgent flag
// reads, so the list and the page never disagree about item 9.

export async function latestPhq9(db: Db, patientId: string, lang: Locale): Promise<VisitSummary['phq9']> {
  const [row] = await db
    .select()
    .from(surveyInstances)
    .where(
      and(
        eq(surveyInstances.respondentAccountId, patientId),
        eq(surveyInstances.surveyId, PHQ9_SURVEY_ID),
        isNotNull(surveyInstances.submittedAt),
        isNotNull(surveyInstances.phq9),
      ),
    )
    // Newest by assignment, as the list's urgent flag picks it (patient-list-rows.ts).
    .orderBy(desc(surveyInstances.createdAt))
    .limit(1);
  const survey = findSurvey(PHQ9_SURVEY_ID);
  const view = row && survey ? phq9View(survey, row, lang) : null;
  if (!row || !view) return null;
  return { ...view, instanceId: row.id, submittedAt: (row.submittedAt ?? row.createdAt).toISOString() };
}
