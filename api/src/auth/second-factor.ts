import { and, eq, sql } from 'drizzle-orm';
import type { IdentityConfig } from '../config';
import type { ClinicSecondFactor, Pool } from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { clinicSecondFactor, staffChanges } from '../db/schema-admin';
import { softwareTokenEnabled } from '../identity/admin-client';

/**
 * Who must show an authenticator-app code at every sign-in (issue 37 point 5). The identity provider
 * asks the code of whoever enrolled one (the pools' MFA is OPTIONAL, on Amazon Cognito as on the
 * embedded default); the API refuses a session to an account that must have one and has none yet, so
 * the portal takes it through enrolment first. Decided here, not by a pool set to MFA "ON", because
 * cognito-local cannot run Cognito's MFA_SETUP challenge (docs/decisions.md).
 */
export interface SecondFactorPolicy {
  db: Db;
  identity: IdentityConfig;
  /** Admins and superadmins (the deployment setting STAFF_TOTP_REQUIRED). */
  staffRequired: boolean;
}

const STAFF_POOLS: ReadonlySet<Pool> = new Set(['admin', 'superadmin']);

/** Whether the account is a doctor of a clinic that requires the app of its doctors. */
async function clinicRequires(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(accounts)
    .innerJoin(clinicSecondFactor, eq(clinicSecondFactor.clinicId, accounts.clinicId))
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.role, 'doctor'),
        eq(clinicSecondFactor.doctorsRequired, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether this account must have an authenticator app (else it may turn one on and off). */
export async function secondFactorRequired(
  policy: Omit<SecondFactorPolicy, 'identity'>,
  who: { pool: Pool; accountId: string },
): Promise<boolean> {
  return (
    (policy.staffRequired && STAFF_POOLS.has(who.pool)) ||
    (who.pool === 'doctor' && (await clinicRequires(policy.db, who.accountId)))
  );
}

/** True when this identity user must enrol an authenticator app before a session. */
export async function secondFactorMissing(
  policy: SecondFactorPolicy,
  who: { pool: Pool; sub: string; accountId: string },
): Promise<boolean> {
  if (!(await secondFactorRequired(policy, who))) return false;
  return !(await softwareTokenEnabled(policy.identity, who.pool, who.sub));
}

/** A clinic's rule for its doctors (no row: not required). */
export async function clinicSecondFactorRule(db: Db, clinicId: string): Promise<ClinicSecondFactor> {
  const [row] = await db
    .select({ doctorsRequired: clinicSecondFactor.doctorsRequired })
    .from(clinicSecondFactor)
    .where(eq(clinicSecondFactor.clinicId, clinicId));
  return { doctorsRequired: row?.doctorsRequired ?? false };
}

/** Sets the rule; a doctor without an app is taken through enrolment at their next sign-in. */
export async function saveClinicSecondFactorRule(db: Db, clinicId: string, rule: ClinicSecondFactor) {
  await db
    .insert(clinicSecondFactor)
    .values({ clinicId, ...rule })
    .onConflictDoUpdate({
      target: clinicSecondFactor.clinicId,
      set: { ...rule, updatedAt: sql`now()` },
    });
}

/**
 * Why an administrator reset someone's app, kept as staff changes' reasons are (a `staff-change`
 * row the audit row names; the trail shows who, whom and why, the reason as typed). The account's
 * active state is unchanged by a reset, and recorded as it is.
 */
export async function recordFactorReset(db: Db, accountId: string, reason: string): Promise<string> {
  const [account] = await db
    .select({ deactivatedAt: accounts.deactivatedAt, leftAt: accounts.leftAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [row] = await db
    .insert(staffChanges)
    .values({ accountId, active: !account?.deactivatedAt && !account?.leftAt, reason })
    .returning({ id: staffChanges.id });
  return row!.id;
}
