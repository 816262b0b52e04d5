import { http } from '@dcp/shared/http';
import { SaveCarePlan, StaffSurveyInstance, type SaveCarePlanInput } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/**
 * PUT surveyInstance/{id}/care-plan: recommendations and conclusions in one write; `complete` records
 * the agreed plan. The API answers with the instance as saved, which the page shows as it is.
 */
export async function saveCarePlan(id: string, plan: SaveCarePlanInput): Promise<StaffSurveyInstance> {
  const { data } = await http.put(
    `surveyInstance/${encodeURIComponent(id)}/care-plan`,
    SaveCarePlan.parse(plan),
  );
  return StaffSurveyInstance.parse(data);
}

export const useSaveCarePlan = () => useSave(saveCarePlan);
