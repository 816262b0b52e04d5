import { http } from '@dcp/shared/http';
import { DoctorPatients } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET doctor/{id}/patients: whom a handover would move. */
export async function getDoctorPatients(doctorId: string): Promise<DoctorPatients> {
  const { data } = await http.get(`doctor/${encodeURIComponent(doctorId)}/patients`);
  return DoctorPatients.parse(data);
}

/** null: nothing to load (an admin has no patients). */
export const useDoctorPatients = (doctorId: string | null) =>
  useLoad(() => getDoctorPatients(doctorId ?? ''), doctorId ? `doctor-patients/${doctorId}` : null);
