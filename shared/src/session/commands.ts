// Signing in and out, as session commands: resuming a stored session, the password and token
// sign-ins, sign-out, and following another tab's sign-in. The person's settings are in
// preferences.ts and a password change in password.ts; the steps they share in account-core.ts.
import {
  type Account,
  JwtResponse,
  PROBLEM_CODE,
  type JwtRequest,
  type Pool,
  type Role,
} from '@dcp/shared/contracts/core';
import { TOKEN_KEY, clearPendingAnswers, tokenStore } from '@dcp/shared/bus';
import { http, isAxiosError, problemCode } from '@dcp/shared/http';
import { SessionError } from './errors';
import { revokeOnServer, sendPendingSignOuts } from './pending-sign-out';
import { getSession, patchSession, persistRestricted } from './state';
import { delay, fetchAccount, identity, signedIn, signedOut } from './account-core';

/** req A§9: the pause after a restricted-survey login (the one after privacy is in preferences.ts). */
export const RESTRICTED_DELAY_MS = 100;

/** At start: a stored apiKey means a session to resume, if the API still accepts it. */
export async function restoreSession(): Promise<void> {
  void sendPendingSignOuts();
  if (!tokenStore.get()) return signedOut();
  try {
    signedIn(await fetchAccount(true));
  } catch {
    signedOut();
  }
}

export type SignInResult =
  | { kind: 'signedIn'; account: Account }
  /** The new password was set; the user signs in again from role select. */
  | { kind: 'passwordSet'; pool: Pool }
  /** The caller navigates to `registration-<pool>` with 'Please, set a new password first'. */
  | { kind: 'newPasswordRequired'; pool: Pool }
  /** The password was right; the authenticator app's code follows (`confirmSignInCode`). */
  | { kind: 'totpRequired'; pool: Pool }
  /** This account must have an app and has none: its secret, then one code (`completeTotpSetup`). */
  | { kind: 'totpSetup'; secret: string; uri: string };

/** An API answer that this account must enrol an authenticator app first (issue 37 point 5). */
const mustEnrol = (e: unknown) =>
  isAxiosError(e) &&
  e.response?.status === 403 &&
  problemCode(e.response.data) === PROBLEM_CODE.secondFactorRequired;

export async function signIn(input: {
  email: string;
  password: string;
  newPassword?: string;
  pools?: readonly Pool[];
}): Promise<SignInResult> {
  const outcome = await (await identity()).authenticate(input);
  if (outcome.kind !== 'signedIn') return outcome;
  return completeSignIn(outcome.idToken, input.email);
}

/** The API's token for a provider sign-in's ID token; kept for enrolment when the API wants an app. */
export async function completeSignIn(idToken: string, email: string): Promise<SignInResult> {
  const provider = await identity();
  let jwt: string | undefined;
  let limited = false;
  let enrol = false;
  try {
    // The page's language goes with the exchange, so the account has it before any page loads.
    const body: JwtRequest = { token: idToken, locale: getSession().locale };
    const res = await http.post<unknown>('auth/jwt', body, { silent: true });
    jwt = JwtResponse.safeParse(res.data).data?.jwt;
  } catch (e) {
    jwt = undefined;
    limited = isAxiosError(e) && e.response?.status === 429;
    enrol = mustEnrol(e);
  }
  if (enrol) return { kind: 'totpSetup', ...(await provider.startTotpSetup(email)) };
  await provider.forgetProviderSession();
  if (!jwt) {
    signedOut();
    throw new SessionError(limited ? 'tooManyAttempts' : 'noJwt');
  }
  tokenStore.set(jwt);
  persistRestricted(null);

  let account: Account;
  try {
    account = await fetchAccount(true);
  } catch (e) {
    signedOut();
    throw new SessionError('accountFailed', { cause: e });
  }
  signedIn(account);
  patchSession({ restrictedSurveyId: null });
  return { kind: 'signedIn', account };
}

/**
 * Adopts an API token obtained without the identity provider: patient/:token auto-login and the
 * restricted survey-bound sign-up (req G§7), which is followed by the seed's 100 ms pause.
 */
export async function signInWithToken(jwt: string, options: { restrictedSurveyId?: string } = {}) {
  tokenStore.set(jwt);
  persistRestricted(options.restrictedSurveyId ?? null);
  try {
    const account = await fetchAccount(true);
    patchSession({ restrictedSurveyId: options.restrictedSurveyId ?? null });
    signedIn(account);
    if (options.restrictedSurveyId) await delay(RESTRICTED_DELAY_MS);
    return account;
  } catch (e) {
    signedOut();
    throw new SessionError('accountFailed', { cause: e });
  }
}

/** Local state goes at once; the API is told so it revokes the token, later if it cannot be reached. */
export async function signOut(): Promise<void> {
  const token = tokenStore.get();
  // Answers given offline are the person's own: the next person on this device must not find them.
  clearPendingAnswers();
  signedOut();
  if (token) await revokeOnServer(token);
}

export async function reloadAccount(): Promise<Account> {
  const account = await fetchAccount(false);
  signedIn(account);
  return account;
}

/**
 * Another tab of the same browser signed in (as someone else, or again) or out: the token lives in
 * shared storage, so this tab now speaks as that account. It adopts the token and reloads the account
 * at once (issue 28 point 8), so what it shows and what it sends agree, and the shell can tell the
 * person (AccountSwitchNotice). Returns the listener's remover.
 */
export function watchOtherTabs(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== TOKEN_KEY || e.newValue === tokenStore.get()) return;
    if (e.newValue === null) {
      signedOut();
      return;
    }
    tokenStore.adopt(e.newValue);
    persistRestricted(null);
    void fetchAccount(true)
      .then((account) => {
        patchSession({ restrictedSurveyId: null });
        signedIn(account);
      })
      .catch(() => signedOut());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Role select: remembers which kind of account the user is signing in as. */
export function selectAccountType(role: Role): void {
  patchSession({ accountType: role });
}
