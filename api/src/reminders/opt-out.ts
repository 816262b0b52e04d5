import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { reminderOptOuts } from '../db/schema-reminders';

// A patient's "no more reminders" (issue 25 point 1): a row while they are off. Set from the e-mail's
// link (no session: the signed token names the patient), undone from the same page.

/** The patient the token names, if that account still exists and is a patient. */
export async function reminderPatient(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'patient')));
  return row?.id ?? null;
}

/** Turns reminders off (`on` false) or back on; answers whether they are on now. */
export async function setReminders(db: Db, accountId: string, on: boolean, now = new Date()) {
  if (on) await db.delete(reminderOptOuts).where(eq(reminderOptOuts.accountId, accountId));
  else await db.insert(reminderOptOuts).values({ accountId, optedOutAt: now }).onConflictDoNothing();
  return { reminders: on };
}
