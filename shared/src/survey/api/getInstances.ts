import { http } from '@dcp/shared/http';
import { INSTANCE_LIST_SIZE, SurveyInstanceList, type SurveyInstanceSummary } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET surveyInstance: a patient's instances, newest first (size 200, doc 2 §9). */
export async function getInstances(userEmail: string): Promise<SurveyInstanceSummary[]> {
  const { data } = await http.get('surveyInstance', {
    params: { userEmail, size: INSTANCE_LIST_SIZE, sort: 'createTimestamp,desc' },
  });
  return SurveyInstanceList.parse(data).content;
}

/** The instances of `userEmail`; nothing is fetched while it is null (the session is not known yet). */
export const useInstances = (userEmail: string | null | undefined) =>
  useLoad(() => getInstances(userEmail ?? ''), userEmail ?? null);
