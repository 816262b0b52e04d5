import { http } from '@dcp/shared/http';
import { ReminderSettings } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET clinic/{id}/reminders: every questionnaire's reminder delays (names in the account's language). */
export async function getReminderSettings(clinicId: string): Promise<ReminderSettings> {
  const { data } = await http.get(`clinic/${encodeURIComponent(clinicId)}/reminders`);
  return ReminderSettings.parse(data);
}

export const useReminderSettings = (clinicId: string | null, locale: string) =>
  useLoad(() => getReminderSettings(clinicId ?? ''), clinicId ? `reminders:${clinicId}:${locale}` : null);
