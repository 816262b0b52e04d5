import { and, desc, eq, gt, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountRow } from '../leaves/account-row';
import type { Db } from '../db';
import { accounts, patientDoctors } from '../db/schema';
import { isErased } from './erasure-run';

/**
 * How long a doctor's list names the patients a leaving colleague handed over (issue 37 point 1):
 * two weeks covers a part-time doctor's next clinic days. The list's own order stays the clinical one.
 */
export const HANDOVER_NOTICE_DAYS = 14;

/**
 * The patients handed over to this doctor in the last HANDOVER_NOTICE_DAYS, newest first, with the
 * doctor they came from: still theirs, still at the clinic, not erased.
 */
export async function handedOverTo(db: Db, doctor: AccountRow) {
  const from = alias(accounts, 'from_doctor');
  const rows = await db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      fromFirstName: from.firstName,
      fromLastName: from.lastName,
      at: patientDoctors.assignedAt,
    })
    .from(patientDoctors)
    .innerJoin(accounts, eq(accounts.id, patientDoctors.patientAccountId))
    .innerJoin(from, eq(from.id, patientDoctors.handedOverFrom))
    .where(
      and(
        eq(patientDoctors.doctorAccountId, doctor.id),
        isNotNull(patientDoctors.handedOverFrom),
        gt(patientDoctors.assignedAt, sql`now() - make_interval(days => ${HANDOVER_NOTICE_DAYS})`),
        isNull(accounts.leftAt),
        not(isErased(sql`${accounts.id}`)),
      ),
    )
    .orderBy(desc(patientDoctors.assignedAt), accounts.lastName, accounts.firstName);
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    from: { firstName: r.fromFirstName, lastName: r.fromLastName },
    at: new Date(r.at).toISOString(),
  }));
}
