import { http } from '@dcp/shared/http';
import { PatientDoctors, type SetPatientDoctors } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** PUT user/{email}/doctors: replaces the patient's doctors; answers them as saved. */
export async function savePatientDoctors(email: string, body: SetPatientDoctors): Promise<PatientDoctors> {
  const { data } = await http.put(`user/${encodeURIComponent(email)}/doctors`, body);
  return PatientDoctors.parse(data);
}

export const useSavePatientDoctors = () => useSave(savePatientDoctors);
