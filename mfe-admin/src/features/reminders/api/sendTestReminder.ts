import { http } from '@dcp/shared/http';
import { TestReminderSent } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** POST clinic/{id}/reminders/test: the reminder e-mail, marked as a test, to the caller's own address. */
export async function sendTestReminder(clinicId: string): Promise<TestReminderSent> {
  const { data } = await http.post(`clinic/${encodeURIComponent(clinicId)}/reminders/test`);
  return TestReminderSent.parse(data);
}

export const useSendTestReminder = () => useSave(sendTestReminder);
