import { http } from '@dcp/shared/http';
import { ErasureSettingsView, type ErasureSettings } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** PUT clinic/{id}/erasure: answers the settings as saved. */
export async function saveErasureSettings(
  clinicId: string,
  body: ErasureSettings,
): Promise<ErasureSettingsView> {
  const { data } = await http.put(`clinic/${encodeURIComponent(clinicId)}/erasure`, body);
  return ErasureSettingsView.parse(data);
}

export const useSaveErasureSettings = () => useSave(saveErasureSettings);
