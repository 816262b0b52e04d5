import { http } from '@dcp/shared/http';
import { ClinicGlucoseRecency } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET clinic/{id}/glucose-recency: hours a connected CGM may send nothing before the list says so. */
export async function getGlucoseRecency(clinicId: string): Promise<ClinicGlucoseRecency> {
  const { data } = await http.get(`clinic/${encodeURIComponent(clinicId)}/glucose-recency`);
  return ClinicGlucoseRecency.parse(data);
}

export const useGlucoseRecency = (clinicId: string | null) =>
  useLoad(() => getGlucoseRecency(clinicId ?? ''), clinicId ? `glucose-recency:${clinicId}` : null);
