import { http } from '@dcp/shared/http';
import { CreateSurveyInstance } from '@dcp/shared/contracts';

/** POST surveyInstance: the doctor assigns a survey to a patient of the clinic. */
export async function assignSurvey(input: CreateSurveyInstance): Promise<void> {
  await http.post('surveyInstance', CreateSurveyInstance.parse(input));
}
