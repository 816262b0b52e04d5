import type { IdentityConfig } from '../config';
import type { Pool } from '../contracts';
import { softwareTokenEnabled } from '../identity/admin-client';

/**
 * Who must show an authenticator-app code at every sign-in (issue 37 point 5). The identity provider
 * asks the code of whoever enrolled one (the pools' MFA is OPTIONAL, on Amazon Cognito as on the
 * embedded default); the API refuses a session to an account that must have one and has none yet, so
 * the portal takes it through enrolment first. Decided here, not by a pool set to MFA "ON", because
 * cognito-local cannot run Cognito's MFA_SETUP challenge (docs/decisions.md).
 */
export interface SecondFactorPolicy {
  identity: IdentityConfig;
  /** Admins and superadmins (the deployment setting STAFF_TOTP_REQUIRED). */
  staffRequired: boolean;
}

const STAFF_POOLS: ReadonlySet<Pool> = new Set(['admin', 'superadmin']);

/** True when this identity user must enrol an authenticator app before a session. */
export async function secondFactorMissing(
  policy: SecondFactorPolicy,
  who: { pool: Pool; sub: string },
): Promise<boolean> {
  const required = policy.staffRequired && STAFF_POOLS.has(who.pool);
  if (!required) return false;
  return !(await softwareTokenEnabled(policy.identity, who.pool, who.sub));
}
