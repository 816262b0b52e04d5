import { http } from '@dcp/shared/http';
import { CreateSurveyInstance, SurveyInstanceSummary } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** POST surveyInstance: the doctor assigns a survey to a patient of the clinic. */
export async function assignSurvey(input: CreateSurveyInstance): Promise<SurveyInstanceSummary> {
  const { data } = await http.post('surveyInstance', CreateSurveyInstance.parse(input));
  return SurveyInstanceSummary.parse(data);
}

export const useAssignSurvey = () => useSave(assignSurvey);
