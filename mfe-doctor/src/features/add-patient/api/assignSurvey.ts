import { http } from '@dcp/shared/http';
import { CreateSurveyInstance, SurveyInstanceSummary } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/**
 * POST surveyInstance: the doctor assigns a survey to a patient of the clinic (the API mails the
 * patient). Silent: the caller reports a 409 (already open) with its own translated text.
 */
export async function assignSurvey(input: CreateSurveyInstance): Promise<SurveyInstanceSummary> {
  const { data } = await http.post('surveyInstance', CreateSurveyInstance.parse(input), { silent: true });
  return SurveyInstanceSummary.parse(data);
}

export const useAssignSurvey = () => useSave(assignSurvey);
