import { http } from '@dcp/shared/http';
import { CreateSurveyInstance, AssignedSurveyInstance } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/**
 * POST surveyInstance: the doctor assigns a survey to a patient of the clinic (the API mails the
 * patient). Silent: the caller reports a 409 (already open) with its own translated text.
 */
export async function assignSurvey(input: CreateSurveyInstance): Promise<AssignedSurveyInstance> {
  const { data } = await http.post('surveyInstance', CreateSurveyInstance.parse(input), { silent: true });
  return AssignedSurveyInstance.parse(data);
}

export const useAssignSurvey = () => useSave(assignSurvey);
