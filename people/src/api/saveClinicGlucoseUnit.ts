import { http } from '@dcp/shared/http';
import { Clinic, type GlucoseUnit } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** PUT clinic/{id}/glucose-unit: answers the clinic as saved. */
export async function saveClinicGlucoseUnit(id: string, glucoseUnit: GlucoseUnit): Promise<Clinic> {
  const { data } = await http.put(`clinic/${encodeURIComponent(id)}/glucose-unit`, { glucoseUnit });
  return Clinic.parse(data);
}

export const useSaveClinicGlucoseUnit = () => useSave(saveClinicGlucoseUnit);
