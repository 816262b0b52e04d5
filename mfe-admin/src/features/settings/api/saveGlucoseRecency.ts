import { http } from '@dcp/shared/http';
import { ClinicGlucoseRecency } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** PUT clinic/{id}/glucose-recency: answers the setting as saved. */
export async function saveGlucoseRecency(
  clinicId: string,
  body: ClinicGlucoseRecency,
): Promise<ClinicGlucoseRecency> {
  const { data } = await http.put(`clinic/${encodeURIComponent(clinicId)}/glucose-recency`, body);
  return ClinicGlucoseRecency.parse(data);
}

export const useSaveGlucoseRecency = () => useSave(saveGlucoseRecency);
