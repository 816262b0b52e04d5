import { http } from '@dcp/shared/http';
import { DoctorNotifications } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET doctor/notifications: the doctor's e-mail preferences. */
export async function getNotifications(): Promise<DoctorNotifications> {
  const { data } = await http.get('doctor/notifications');
  return DoctorNotifications.parse(data);
}

export const useNotifications = () => useLoad(getNotifications, 'doctor-notifications');
