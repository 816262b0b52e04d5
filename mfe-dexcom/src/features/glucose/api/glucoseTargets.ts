import { http } from '@dcp/shared/http';
import { GlucoseTargets, type TargetSetName } from '@dcp/shared/contracts';

/** PUT user/{id}/glucose-targets: the patient's target set (issue 42 point 1); answers the set kept. */
export async function saveTargets(userId: string, targets: TargetSetName): Promise<TargetSetName> {
  const body: GlucoseTargets = { targets };
  const { data } = await http.put(`user/${userId}/glucose-targets`, body, { silent: true });
  return GlucoseTargets.parse(data).targets;
}
