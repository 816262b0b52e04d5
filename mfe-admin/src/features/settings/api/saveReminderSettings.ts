import { http } from '@dcp/shared/http';
import { ReminderSettings, type SaveReminderSettings } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** PUT clinic/{id}/reminders: answers every questionnaire's delays as saved. */
export async function saveReminderSettings(
  clinicId: string,
  body: SaveReminderSettings,
): Promise<ReminderSettings> {
  const { data } = await http.put(`clinic/${encodeURIComponent(clinicId)}/reminders`, body);
  return ReminderSettings.parse(data);
}

export const useSaveReminderSettings = () => useSave(saveReminderSettings);
