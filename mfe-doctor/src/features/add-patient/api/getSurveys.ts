import { http } from '@dcp/shared/http';
import { SurveySummary } from '@dcp/shared/contracts';
import { listOf, useLoad } from '@dcp/shared/data';

const Surveys = listOf(SurveySummary);

/** GET survey: only available surveys are offered, by name then revision descending (req G§3). */
export async function getSurveys(): Promise<SurveySummary[]> {
  const { data } = await http.get('survey');
  return Surveys.parse(data)
    .filter((s) => s.isAvailable && s.surveyType === 'REGULAR')
    .sort((a, b) => a.name.localeCompare(b.name) || b.revision - a.revision);
}

export const useSurveys = () => useLoad(getSurveys, 'surveys');
