// The session's inner steps that its commands share: loading the account, marking the session signed
// in or out, and the identity provider's lazily loaded code. Not exported from the package (index.ts
// re-exports commands.ts, preferences.ts and password.ts only): remotes change the session through
// those commands.
import { Account } from '@dcp/shared/contracts/core';
import { tokenStore } from '@dcp/shared/bus';
import { http } from '@dcp/shared/http';
import { SessionError } from './errors';
import { getSession, patchSession, persistRestricted, SIGNED_OUT } from './state';

/**
 * The identity provider's code (aws-amplify, ~60 KB gzip) loads only when a password flow needs it:
 * a signed-in user's pages never download it.
 */
export const identity = () => import('./identity');

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchAccount(silent: boolean): Promise<Account> {
  const res = await http.get<unknown>('user/this', { silent });
  return Account.parse(res.data);
}

export function signedIn(account: Account): void {
  patchSession({ status: 'signedIn', account, accountType: account.accountType });
}

export function signedOut(): void {
  tokenStore.clear();
  persistRestricted(null);
  patchSession(SIGNED_OUT);
}

export function currentAccount(): Account {
  const { account } = getSession();
  if (!account) throw new SessionError('notSignedIn');
  return account;
}
