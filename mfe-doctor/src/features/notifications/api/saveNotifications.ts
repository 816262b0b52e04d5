import { http } from '@dcp/shared/http';
import { DoctorNotifications } from '@dcp/shared/contracts';
import { useSavedToggle } from '@dcp/shared/data';

/** PUT doctor/notifications: saves the doctor's e-mail preferences. */
export async function saveNotifications(body: DoctorNotifications): Promise<DoctorNotifications> {
  const { data } = await http.put('doctor/notifications', body);
  return DoctorNotifications.parse(data);
}

/** The digest's checkbox, saved as it changes. */
export const useSaveNotificationsToggle = (adopt: (saved: DoctorNotifications) => void) =>
  useSavedToggle((reviewDigest) => saveNotifications({ reviewDigest }), adopt);
