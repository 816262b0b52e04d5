import { asc, eq } from 'drizzle-orm';
import type { Db } from './db';
import { accounts, clinics, demographics } from './db/schema';
import type { Account } from './contracts';

/** The Account contract (GET user/this) of one account. */
export async function accountView(db: Db, accountId: string): Promise<Account | null> {
  const [row] = await db
    .select({ account: accounts, clinicName: clinics.name })
    .from(accounts)
    .leftJoin(clinics, eq(clinics.id, accounts.clinicId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return null;
  const a = row.account;
  const demo = await db
    .select({ id: demographics.id, status: demographics.status })
    .from(demographics)
    .where(eq(demographics.accountId, accountId))
    .orderBy(asc(demographics.createdAt));
  return {
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    accountType: a.role,
    status: a.status,
    locale: a.locale,
    isSingleSurveyPatient: a.isSingleSurveyPatient,
    isRestrictedUser: a.isRestrictedUser,
    demographics: demo.map((d) => ({ id: d.id, status: d.status })),
    clinic: a.clinicId && row.clinicName !== null ? { id: a.clinicId, name: row.clinicName } : null,
  };
}
