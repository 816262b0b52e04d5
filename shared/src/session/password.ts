// The signed-in person's identity at the provider and a password change made there, which the API
// is told of so it ends every earlier session. Apart from commands.ts (signing in and out).
import { JwtResponse, type Pool, type Role } from '@dcp/shared/contracts/core';
import { tokenStore } from '@dcp/shared/bus';
import { http } from '@dcp/shared/http';
import { SessionError } from './errors';
import { currentAccount, identity, signedOut } from './account-core';

const POOL_OF_ROLE: Partial<Record<Role, Pool>> = {
  doctor: 'doctor',
  patient: 'patient',
  admin: 'admin',
  superadmin: 'superadmin',
};

/** The signed-in account's pool and e-mail at the identity provider (password and app pages). */
export function ownIdentity(): { pool: Pool; email: string } {
  const account = currentAccount();
  const pool = POOL_OF_ROLE[account.accountType];
  if (!pool) throw new SessionError('unknownError');
  return { pool, email: account.email };
}

/**
 * Tells the API about a password change made at the identity provider, with the ID token of a
 * sign-in with the new password: the API ends every earlier session of the account and answers a
 * new API token. Null when that failed (the earlier API token may then be dead or alive).
 */
async function reportPasswordChange(idToken: string | undefined): Promise<string | null> {
  if (!idToken) return null;
  try {
    const res = await http.post<unknown>('auth/password-changed', { token: idToken }, { silent: true });
    return JwtResponse.safeParse(res.data).data?.jwt ?? null;
  } catch {
    return null;
  }
}

/**
 * Change password for the signed-in user, in the identity pool of the account's role. Earlier
 * sessions end (here too): the page continues on the new API token, or the user signs in again
 * (always so with an authenticator app: the new password's sign-in stops at the app's code).
 */
export async function changePassword(input: {
  oldPassword: string;
  newPassword: string;
  /** The authenticator app's code, for an account that has one (asked after `codeRequired`). */
  code?: string;
}): Promise<'signedIn' | 'signedOut'> {
  const { pool, email } = ownIdentity();
  const provider = await identity();
  const idToken = await provider.changeProviderPassword(
    pool,
    email,
    input.oldPassword,
    input.newPassword,
    input.code,
  );
  const jwt = await reportPasswordChange(idToken);
  if (!jwt) {
    signedOut();
    return 'signedOut';
  }
  tokenStore.set(jwt);
  return 'signedIn';
}
