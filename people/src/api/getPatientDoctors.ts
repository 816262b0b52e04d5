import { http } from '@dcp/shared/http';
import { PatientDoctors } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET user/{id}/doctors: the doctors a patient is assigned to (admin, superadmin). */
export async function getPatientDoctors(patientId: string): Promise<PatientDoctors> {
  const { data } = await http.get(`user/${encodeURIComponent(patientId)}/doctors`);
  return PatientDoctors.parse(data);
}

export const usePatientDoctors = (patientId: string) =>
  useLoad(() => getPatientDoctors(patientId), `patient-doctors/${patientId}`);
