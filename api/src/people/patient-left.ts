import { eq, sql } from 'drizzle-orm';
import { endSessionsBefore } from '../auth/sessions';
import type { AccountRow } from '../leaves/account-row';
import type { IdentityConfig } from '../config';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { staffChanges } from '../db/schema-admin';
import { findPerson, type Person } from './list';
import { identitySignIn } from './staff';

// A patient leaves the clinic, and may come back (issue 37 point 2). Nothing is deleted: `left_at`
// (and an optional reason) marks the record. While it is set the patient is owed no reminder
// (reminders/owed.ts), cannot sign in (the identity provider's AdminDisableUser where the record holds
// the identity user; the API's token exchange and every session, auth/sessions.ts), and the triage
// list leaves them out unless its "Left" filter asks for them (people/patient-list.ts). Each change is
// a row of `staff_changes` (the account changes of point 1, patients' too), so the audit trail names
// whom and shows why as it does for staff (audit/records.ts).

/**
 * Marks a patient of the actor's scope (another clinic's answers 404) as having left: their sessions
 * end at once, then the identity provider refuses their password. Marking again keeps the first date.
 */
export async function markPatientLeft(
  ctx: { db: Db; identity: IdentityConfig },
  actor: AccountRow,
  id: string,
  reason: string | null,
): Promise<{ person: Person; changeId: string }> {
  const { db, identity } = ctx;
  await findPerson(db, 'patient', actor, { id });
  const [row] = await db
    .update(accounts)
    .set({ leftAt: sql`coalesce(${accounts.leftAt}, now())`, leftReason: reason })
    .where(eq(accounts.id, id))
    .returning();
  await endSessionsBefore(db, id, sql`now()`);
  if (holdsIdentity(row!)) await identitySignIn(identity, 'patient', row!.email, false);
  return {
    person: await findPerson(db, 'patient', actor, { id }),
    changeId: await changed(db, id, false, reason),
  };
}

/** The patient is back: sign-in restored first, then the mark cleared (reminders and list resume). */
export async function markPatientReturned(
  ctx: { db: Db; identity: IdentityConfig },
  actor: AccountRow,
  id: string,
): Promise<{ person: Person; changeId: string }> {
  const { db, identity } = ctx;
  const person = await findPerson(db, 'patient', actor, { id });
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (holdsIdentity(row!)) await identitySignIn(identity, 'patient', person.email, true);
  await db.update(accounts).set({ leftAt: null, leftReason: null }).where(eq(accounts.id, id));
  return {
    person: await findPerson(db, 'patient', actor, { id }),
    changeId: await changed(db, id, true, null),
  };
}

/**
 * Records the change, and raises the patient's list row: the list's triggers (migration 0019) do not
 * watch `left_at`, so the kept pages of the triage list would still show (or hide) the patient.
 */
async function changed(db: Db, accountId: string, active: boolean, reason: string | null) {
  await db.execute(sql`SELECT dcp_list_touch(${accountId}::uuid)`);
  const [row] = await db
    .insert(staffChanges)
    .values({ accountId, active, reason: reason ?? '' })
    .returning({ id: staffChanges.id });
  return row!.id;
}

/**
 * Whether this record owns its identity user: a link sign-up has none, and a link-only record shares
 * the one another clinic's record of the address holds, which that clinic's leaving must not close.
 */
const holdsIdentity = (a: AccountRow) => !a.isRestrictedUser && !a.linkOnly;
