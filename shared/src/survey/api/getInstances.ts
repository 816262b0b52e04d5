import { http } from '@dcp/shared/http';
import { INSTANCE_LIST_SIZE, SurveyInstanceList, type SurveyInstanceSummary } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** Whose instances: the signed-in patient's own, or a doctor's patient by account id. */
export type InstancesOf = 'own' | { userId: string };

/**
 * GET surveyInstance[?userId=…]: a patient's instances, newest first (size 200, req G§9). The
 * patient is named by its account id, never its e-mail (URLs reach logs and history, issue 15 §7).
 */
export async function getInstances(of: InstancesOf): Promise<SurveyInstanceSummary[]> {
  const { data } = await http.get('surveyInstance', {
    params: {
      ...(of === 'own' ? {} : { userId: of.userId }),
      size: INSTANCE_LIST_SIZE,
      sort: 'createTimestamp,desc',
    },
  });
  return SurveyInstanceList.parse(data).content;
}

/** The instances of `of`; nothing is fetched while it is null (the patient is not known yet). */
export const useInstances = (of: InstancesOf | null) =>
  useLoad(() => getInstances(of ?? 'own'), of === null ? null : of === 'own' ? 'own' : of.userId);
