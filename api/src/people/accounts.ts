import { and, eq, isNull } from 'drizzle-orm';
import type { Account, GlucoseUnit, Locale, Pool, UserStatus } from '../contracts';
import type { Db, Tx } from '../db';
import { accounts, clinics, HOLDS_ADDRESS } from '../db/schema';
import { conflict } from '../http-errors';
import type { PlainId } from '../i18n';
import { demographicsOf } from './demographics';

/** The Account contract (GET user/this) of one account. */
export async function accountView(db: Db, accountId: string): Promise<Account | null> {
  const [row] = await db
    .select({ account: accounts, clinicName: clinics.name, clinicUnit: clinics.glucoseUnit })
    .from(accounts)
    .leftJoin(clinics, eq(clinics.id, accounts.clinicId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return null;
  const a = row.account;
  const demographics = await demographicsOf(db, [accountId]);
  return {
    id: a.id,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    accountType: a.role,
    status: a.status,
    locale: a.locale,
    isSingleSurveyPatient: a.isSingleSurveyPatient,
    isRestrictedUser: a.isRestrictedUser,
    demographics: demographics.get(accountId) ?? [],
    clinic: a.clinicId && row.clinicName !== null ? { id: a.clinicId, name: row.clinicName } : null,
    glucoseUnit: effectiveUnit(a.glucoseUnit, row.clinicUnit),
    glucoseUnitChoice: a.glucoseUnit,
    clinicGlucoseUnit: row.clinicUnit ?? 'mg/dL',
  };
}

/** The unit an account reads glucose in: its own choice, else its clinic's, else mg/dL. */
const effectiveUnit = (choice: GlucoseUnit | null, clinicUnit: GlucoseUnit | null): GlucoseUnit =>
  choice ?? clinicUnit ?? 'mg/dL';

/** The account's effective glucose unit, as GET user/this answers it (one query only when unset). */
export async function glucoseUnitOf(
  db: Db,
  account: { glucoseUnit: GlucoseUnit | null; clinicId: string | null },
): Promise<GlucoseUnit> {
  if (account.glucoseUnit || !account.clinicId) return effectiveUnit(account.glucoseUnit, null);
  const [clinic] = await db
    .select({ unit: clinics.glucoseUnit })
    .from(clinics)
    .where(eq(clinics.id, account.clinicId))
    .limit(1);
  return effectiveUnit(null, clinic?.unit ?? null);
}

/** The account's glucose unit; null follows its clinic's. */
export async function setGlucoseUnit(db: Db, accountId: string, unit: GlucoseUnit | null): Promise<void> {
  await db.update(accounts).set({ glucoseUnit: unit }).where(eq(accounts.id, accountId));
}

export async function setLocale(db: Db | Tx, accountId: string, locale: Locale): Promise<void> {
  await db.update(accounts).set({ locale }).where(eq(accounts.id, accountId));
}

/** Onboarding (req A§4): TERMS_AND_CONDITIONS → PRIVACY_POLICY → ACTIVE. */
const ORDER: Record<UserStatus, number> = {
  INACTIVE: -1,
  TERMS_AND_CONDITIONS: 0,
  PRIVACY_POLICY: 1,
  ACTIVE: 2,
};

/**
 * Moves the account from `from` to `to` atomically. Repeating an accepted step is a no-op (a double
 * click must not fail); skipping a step or an inactive account answers 409 with `missing`.
 */
export async function advanceOnboarding(
  db: Db,
  accountId: string,
  from: UserStatus,
  to: UserStatus,
  missing: PlainId,
) {
  const [row] = await db
    .update(accounts)
    .set({ status: to })
    .where(and(eq(accounts.id, accountId), eq(accounts.status, from)))
    .returning({ id: accounts.id });
  if (row) return;
  const [cur] = await db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, accountId));
  const status = cur?.status ?? 'INACTIVE';
  if (status === 'INACTIVE') throw conflict('account.inactive');
  if (ORDER[status] >= ORDER[to]) return;
  throw conflict(missing);
}

/**
 * The account of an identity user: by (pool, subject); else, on the first exchange of an account
 * created by an admin or the seed, the unlinked account holding that e-mail is linked to the subject
 * (never a restricted or link-only record, which are reached without the identity provider).
 * Accounts are keyed by (pool, subject) from then on.
 */
export async function accountOfIdentity(
  db: Db,
  id: { pool: Pool; sub: string; email: string | undefined },
): Promise<
  | { id: string; tokensValidAfter: Date; locale: Locale; deactivatedAt: Date | null; leftAt: Date | null }
  | undefined
> {
  const seen = {
    id: accounts.id,
    tokensValidAfter: accounts.tokensValidAfter,
    locale: accounts.locale,
    deactivatedAt: accounts.deactivatedAt,
    leftAt: accounts.leftAt,
  };
  const [account] = await db
    .select(seen)
    .from(accounts)
    .where(and(eq(accounts.pool, id.pool), eq(accounts.cognitoSub, id.sub)))
    .limit(1);
  if (account || !id.email) return account;
  const [linked] = await db
    .update(accounts)
    .set({ cognitoSub: id.sub })
    .where(
      and(
        eq(accounts.pool, id.pool),
        eq(accounts.email, id.email),
        isNull(accounts.cognitoSub),
        HOLDS_ADDRESS,
      ),
    )
    .returning(seen);
  return linked;
}
