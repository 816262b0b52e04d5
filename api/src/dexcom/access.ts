import { eq } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http-errors';
import { findLink } from './link';

/**
 * Whose glucose the caller may read (req G§6): a patient its own; a doctor a patient of its clinic
 * (403 when that patient opted out); anyone else's id answers 404 like a missing one.
 */
export async function glucoseSubject(db: Db, caller: AccountRow, userId?: string): Promise<string> {
  if (caller.role === 'patient') {
    if (userId && userId !== caller.id) throw notFound('people.patientNotFound');
    return caller.id;
  }
  if (!userId) throw new HttpError(400, 'glucose.userIdRequired');
  const [patient] = await db
    .select({ id: accounts.id, role: accounts.role, clinicId: accounts.clinicId })
    .from(accounts)
    .where(eq(accounts.id, userId));
  if (!patient || patient.role !== 'patient' || !patient.clinicId || patient.clinicId !== caller.clinicId)
    throw notFound('people.patientNotFound');
  const link = await findLink(db, patient.id);
  if (link?.state === 'opted_out') throw forbidden('glucose.optedOut');
  return patient.id;
}
