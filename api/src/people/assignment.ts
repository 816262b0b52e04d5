import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts, patientDoctors } from '../db/schema';
import { HttpError } from '../http-errors';

// Doctor–patient assignment (patient_doctors, migration 0004): a patient is assigned to one or more
// doctors of its clinic; whoever adds a patient is assigned; an admin changes it from the profile.

/** Assigns a doctor to a patient (no-op when already assigned). */
export async function assignDoctor(db: Db, patientId: string, doctorId: string): Promise<void> {
  await db
    .insert(patientDoctors)
    .values({ patientAccountId: patientId, doctorAccountId: doctorId })
    .onConflictDoNothing();
}

/** The doctors a patient is assigned to, by name. */
export async function doctorsOf(db: Db, patientId: string) {
  return db
    .select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(patientDoctors)
    .innerJoin(accounts, eq(accounts.id, patientDoctors.doctorAccountId))
    .where(eq(patientDoctors.patientAccountId, patientId))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.email));
}

/**
 * Replaces a patient's doctors with the given ones (e-mails of doctors of the patient's clinic; any
 * other e-mail answers 422 and nothing changes).
 */
export async function setDoctors(db: Db, patientId: string, clinicId: string, emails: string[]) {
  const wanted = [...new Set(emails)];
  const found = wanted.length
    ? await db
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(
          and(
            inArray(accounts.email, wanted),
            eq(accounts.role, 'doctor'),
            eq(accounts.pool, 'doctor'),
            eq(accounts.clinicId, clinicId),
            // A deactivated doctor takes no new patients (issue 37 point 1).
            isNull(accounts.deactivatedAt),
          ),
        )
    : [];
  const missing = wanted.filter((e) => !found.some((f) => f.email === e));
  if (missing.length > 0) throw new HttpError(422, 'people.doctorsOfClinic');
  await db.transaction(async (tx) => {
    await tx.delete(patientDoctors).where(eq(patientDoctors.patientAccountId, patientId));
    if (found.length)
      await tx
        .insert(patientDoctors)
        .values(found.map((d) => ({ patientAccountId: patientId, doctorAccountId: d.id })));
  });
}

/** Records that a doctor opened or completed a review of a patient ("last reviewed" in the list). */
export async function markReviewed(db: Db, patientId: string): Promise<void> {
  await db.update(accounts).set({ lastReviewedAt: new Date() }).where(eq(accounts.id, patientId));
}
