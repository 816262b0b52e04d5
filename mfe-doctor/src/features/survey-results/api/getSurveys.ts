import { http } from '@dcp/shared/http';
import { SurveySummary } from '@dcp/shared/contracts';
import { listOf } from '@dcp/shared/survey';

const Surveys = listOf(SurveySummary);

/** GET survey: only available surveys are offered, by name then revision descending (doc 2 §3). */
export async function listSurveys(): Promise<SurveySummary[]> {
  const { data } = await http.get('survey');
  return Surveys.parse(data)
    .filter((s) => s.isAvailable && s.surveyType === 'REGULAR')
    .sort((a, b) => a.name.localeCompare(b.name) || b.revision - a.revision);
}
