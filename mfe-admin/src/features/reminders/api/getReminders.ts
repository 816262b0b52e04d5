import { http } from '@dcp/shared/http';
import { DueReminders, REMINDER_LIST_SIZE, SentReminders } from '@dcp/shared/contracts';
import { usePaged } from '@dcp/shared/data';

// GET clinic/{id}/reminders/due and …/sent: the clinic's two reminder lists, one route with the list's
// name in its path (names in the account's language, never patients' addresses).

export type ReminderList = 'due' | 'sent';

export function getReminders(which: 'due', clinicId: string, page: number): Promise<DueReminders>;
export function getReminders(which: 'sent', clinicId: string, page: number): Promise<SentReminders>;
export async function getReminders(which: ReminderList, clinicId: string, page: number) {
  const { data } = await http.get(`clinic/${encodeURIComponent(clinicId)}/reminders/${which}`, {
    params: { page, size: REMINDER_LIST_SIZE },
  });
  return which === 'due' ? DueReminders.parse(data) : SentReminders.parse(data);
}

/** The key of one page: another clinic, page or language loads again. */
const keyOf = (which: ReminderList, clinicId: string | null, page: number, locale: string) =>
  clinicId ? `reminders-${which}:${clinicId}:${page}:${locale}` : null;

export const useDueReminders = (clinicId: string | null, page: number, locale: string) =>
  usePaged(() => getReminders('due', clinicId ?? '', page), keyOf('due', clinicId, page, locale));

export const useSentReminders = (clinicId: string | null, page: number, locale: string) =>
  usePaged(() => getReminders('sent', clinicId ?? '', page), keyOf('sent', clinicId, page, locale));
