import { http } from '@dcp/shared/http';
import { useSave } from '@dcp/shared/data';
import { Patient, type PatientLeave } from '@dcp/shared/contracts';

/**
 * POST user/{id}/leave (with the reason typed, plain text) or user/{id}/return (issue 37 point 2);
 * answers the patient's profile as changed.
 */
export async function setPatientLeft(id: string, left: boolean, reason: string): Promise<Patient> {
  const path = `user/${encodeURIComponent(id)}/${left ? 'leave' : 'return'}`;
  const body: PatientLeave | undefined = left ? { reason: reason || undefined } : undefined;
  const { data } = await http.post(path, body);
  return Patient.parse(data);
}

export const useSetPatientLeft = () => useSave(setPatientLeft);
