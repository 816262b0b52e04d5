import { http } from '@dcp/shared/http';
import { ErasureSettingsView } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET clinic/{id}/erasure: the retention period of erased patients' records and the two-person rule. */
export async function getErasureSettings(clinicId: string): Promise<ErasureSettingsView> {
  const { data } = await http.get(`clinic/${encodeURIComponent(clinicId)}/erasure`);
  return ErasureSettingsView.parse(data);
}

export const useErasureSettings = (clinicId: string | null) =>
  useLoad(() => getErasureSettings(clinicId ?? ''), clinicId ? `erasure:${clinicId}` : null);
