import { http } from '@dcp/shared/http';
import { PatientDoctors, type SetPatientDoctors } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** PUT user/{id}/doctors: replaces the patient's doctors; answers them as saved. */
export async function savePatientDoctors(
  patientId: string,
  body: SetPatientDoctors,
): Promise<PatientDoctors> {
  const { data } = await http.put(`user/${encodeURIComponent(patientId)}/doctors`, body);
  return PatientDoctors.parse(data);
}

export const useSavePatientDoctors = () => useSave(savePatientDoctors);
