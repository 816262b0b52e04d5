import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import { endSessionsBefore } from '../auth/sessions';
import type { IdentityConfig } from '../config';
import type { Pool } from '../contracts';
import type { Db } from '../db';
import { accounts, patientDoctors } from '../db/schema';
import { staffChanges } from '../db/schema-admin';
import { surveyInstances } from '../db/schema-surveys';
import { conflict, HttpError } from '../http-errors';
import { setUserEnabled } from '../identity/admin-client';
import { findPerson, type Person } from './list';

// Staff leave and return (issue 37 point 1). A deactivated doctor or admin keeps their record and
// history; sign-in is refused by the identity provider (AdminDisableUser) and by the API, and every
// session and widget token of theirs ends at once (endSessionsBefore: the account's valid-after
// time moves to now). A doctor's patients are handed over first, so nobody is left without one.

export type StaffRole = 'doctor' | 'admin';

/** The patients assigned to a doctor, by name. */
export async function patientsOfDoctor(db: Db, doctorId: string) {
  return db
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(patientDoctors)
    .innerJoin(accounts, eq(accounts.id, patientDoctors.patientAccountId))
    .where(eq(patientDoctors.doctorAccountId, doctorId))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.email));
}

const countOf = async (db: Db, q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

/** Why this person may not be deactivated now (a 409), or nothing. */
async function refusal(db: Db, actor: AccountRow, role: StaffRole, person: Person) {
  if (person.accountId === actor.id) return conflict('staff.self');
  if (role === 'doctor') {
    const n = await countOf(
      db,
      db
        .select({ n: count() })
        .from(patientDoctors)
        .where(eq(patientDoctors.doctorAccountId, person.accountId)),
    );
    return n > 0 ? conflict('staff.hasPatients', { count: n }) : null;
  }
  const others = await countOf(
    db,
    db
      .select({ n: count() })
      .from(accounts)
      .where(
        and(
          eq(accounts.role, 'admin'),
          eq(accounts.clinicId, person.clinic.id),
          ne(accounts.id, person.accountId),
          isNull(accounts.deactivatedAt),
        ),
      ),
  );
  return others === 0 ? conflict('staff.lastAdmin') : null;
}

/**
 * The identity user's sign-in on or off; a record never linked to one has nothing to change. Staff
 * deactivation and a patient leaving the clinic (patient-left.ts) both call it.
 */
export async function identitySignIn(identity: IdentityConfig, role: Pool, email: string, enabled: boolean) {
  try {
    await setUserEnabled(identity, role, email.toLowerCase(), enabled);
  } catch (e) {
    if ((e as { name?: string }).name !== 'UserNotFoundException') throw e;
  }
}

/**
 * Turns an account's sign-in off or on and records the change with its reason; answers the change's
 * id (the audit row names it). Deactivation ends the API's sessions first, then the identity
 * provider's sign-in; reactivation restores sign-in first. `guard` runs in the transaction that marks
 * the account deactivated: a rule about who else stays active holds however many ask at once.
 */
export async function changeSignIn(
  ctx: { db: Db; identity: IdentityConfig },
  who: { id: string; email: string; pool: Pool },
  active: boolean,
  reason: string,
  guard?: (tx: Db) => Promise<void>,
): Promise<string> {
  const { db, identity } = ctx;
  if (!active) {
    await db.transaction(async (tx) => {
      await guard?.(tx as unknown as Db);
      await tx
        .update(accounts)
        .set({ deactivatedAt: sql`now()` })
        .where(eq(accounts.id, who.id));
    });
    await endSessionsBefore(db, who.id, sql`now()`);
    await identitySignIn(identity, who.pool, who.email, false);
  } else {
    await identitySignIn(identity, who.pool, who.email, true);
    await db.update(accounts).set({ deactivatedAt: null }).where(eq(accounts.id, who.id));
  }
  const [change] = await db
    .insert(staffChanges)
    .values({ accountId: who.id, active, reason })
    .returning({ id: staffChanges.id });
  return change!.id;
}

/**
 * Deactivates (active false) or reactivates a doctor or admin in the actor's scope (another clinic's
 * answers 404). Answers the person as changed and the change's id.
 */
export async function setStaffActive(
  ctx: { db: Db; identity: IdentityConfig },
  actor: AccountRow,
  role: StaffRole,
  id: string,
  active: boolean,
  reason: string,
): Promise<{ person: Person; changeId: string }> {
  const { db } = ctx;
  const person = await findPerson(db, role, actor, { id });
  if (!active) {
    const refused = await refusal(db, actor, role, person);
    if (refused) throw refused;
  }
  const changeId = await changeSignIn(ctx, { id, email: person.email, pool: role }, active, reason);
  return { person: await findPerson(db, role, actor, { id }), changeId };
}

/**
 * Hands a doctor's patients (all, or the listed ones) to another active doctor of the same clinic,
 * with the questionnaires the first doctor assigned (open ones and their reviews alike). Conclusions,
 * care plans and "last reviewed" stay as written: history keeps who did what. Answers who moved.
 */
export async function handOver(
  db: Db,
  actor: AccountRow,
  fromId: string,
  to: { toDoctorId: string; patientIds?: string[] },
): Promise<string[]> {
  const from = await findPerson(db, 'doctor', actor, { id: fromId });
  const [target] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, to.toDoctorId),
        ne(accounts.id, fromId),
        eq(accounts.role, 'doctor'),
        eq(accounts.clinicId, from.clinic.id),
        isNull(accounts.deactivatedAt),
      ),
    );
  if (!target) throw new HttpError(422, 'staff.handoverTarget');
  const theirs = (await patientsOfDoctor(db, fromId)).map((p) => p.id);
  const moving = to.patientIds ? [...new Set(to.patientIds)] : theirs;
  if (moving.some((p) => !theirs.includes(p))) throw new HttpError(422, 'staff.handoverPatients');
  if (moving.length === 0) return [];
  await db.transaction(async (tx) => {
    await tx
      .insert(patientDoctors)
      .values(
        moving.map((p) => ({ patientAccountId: p, doctorAccountId: target.id, handedOverFrom: fromId })),
      )
      .onConflictDoNothing();
    await tx
      .delete(patientDoctors)
      .where(
        and(eq(patientDoctors.doctorAccountId, fromId), inArray(patientDoctors.patientAccountId, moving)),
      );
    await tx
      .update(surveyInstances)
      .set({ doctorAccountId: target.id })
      .where(
        and(
          eq(surveyInstances.doctorAccountId, fromId),
          inArray(surveyInstances.respondentAccountId, moving),
        ),
      );
  });
  return moving;
}
