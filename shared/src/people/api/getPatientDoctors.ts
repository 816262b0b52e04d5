import { http } from '@dcp/shared/http';
import { PatientDoctors } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET user/{email}/doctors: the doctors a patient is assigned to (admin, superadmin). */
export async function getPatientDoctors(email: string): Promise<PatientDoctors> {
  const { data } = await http.get(`user/${encodeURIComponent(email)}/doctors`);
  return PatientDoctors.parse(data);
}

export const usePatientDoctors = (email: string) =>
  useLoad(() => getPatientDoctors(email), `patient-doctors/${email}`);
