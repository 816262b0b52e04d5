import { http } from '@dcp/shared/http';
import { ClinicSecondFactor } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET clinic/{id}/second-factor: whether the clinic's doctors must have an authenticator app. */
export async function getSecondFactorRule(clinicId: string): Promise<ClinicSecondFactor> {
  const { data } = await http.get(`clinic/${encodeURIComponent(clinicId)}/second-factor`);
  return ClinicSecondFactor.parse(data);
}

export const useSecondFactorRule = (clinicId: string | null) =>
  useLoad(() => getSecondFactorRule(clinicId ?? ''), clinicId ? `second-factor:${clinicId}` : null);
