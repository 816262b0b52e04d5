import { http } from '@dcp/shared/http';
import { SurveyInstance, type Stage } from '@dcp/shared/contracts';

/**
 * POST surveyInstance/{id}/submit: answers the instance as it now is (moved on to SECOND_WAVE, or
 * submitted), so the page shows it without fetching it again.
 */
export async function submitInstance(instanceId: string, stage: Stage): Promise<SurveyInstance> {
  // No body at all: with `null` axios labels the empty request form-urlencoded and the API answers 415.
  const { data } = await http.post(`surveyInstance/${encodeURIComponent(instanceId)}/submit`, undefined, {
    params: { stage },
  });
  return SurveyInstance.parse(data);
}
