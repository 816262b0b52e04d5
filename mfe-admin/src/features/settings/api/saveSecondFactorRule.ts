import { http } from '@dcp/shared/http';
import { ClinicSecondFactor } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** PUT clinic/{id}/second-factor: answers the rule as saved. */
export async function saveSecondFactorRule(
  clinicId: string,
  body: ClinicSecondFactor,
): Promise<ClinicSecondFactor> {
  const { data } = await http.put(`clinic/${encodeURIComponent(clinicId)}/second-factor`, body);
  return ClinicSecondFactor.parse(data);
}

export const useSaveSecondFactorRule = () => useSave(saveSecondFactorRule);
