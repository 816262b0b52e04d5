import { http } from '@dcp/shared/http';
import { ReminderOptOut, ReminderOptOutState } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/**
 * POST reminders/opt-out or reminders/opt-in with the e-mail link's token (no session). Silent: the
 * page says what happened in its own words.
 */
export async function setReminders(token: string, on: boolean): Promise<ReminderOptOutState> {
  const { data } = await http.post(
    `reminders/${on ? 'opt-in' : 'opt-out'}`,
    ReminderOptOut.parse({ token }),
    {
      silent: true,
    },
  );
  return ReminderOptOutState.parse(data);
}

export const useSetReminders = () => useSave(setReminders);
