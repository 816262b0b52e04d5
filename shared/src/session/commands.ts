import {
  Account,
  JwtResponse,
  PROBLEM_CODE,
  type FontSize,
  type JwtRequest,
  type GlucoseUnit,
  type Locale,
  type Pool,
  type Role,
} from '@dcp/shared/contracts/core';
import {
  FONT_SIZE_KEY,
  LOCALE_KEY,
  TOKEN_KEY,
  clearPendingAnswers,
  tokenStore,
  writePref,
} from '@dcp/shared/bus';
import { http, isAxiosError, problemCode } from '@dcp/shared/http';
import { SessionError } from './errors';
import { revokeOnServer, sendPendingSignOuts } from './pending-sign-out';
import { getSession, patchSession, persistRestricted, SIGNED_OUT } from './state';

/** req A§9: pauses after accepting privacy and after a restricted-survey login. */
export const PRIVACY_DELAY_MS = 1000;
export const RESTRICTED_DELAY_MS = 100;

/**
 * The identity provider's code (aws-amplify, ~60 KB gzip) loads only when a password flow needs it:
 * a signed-in user's pages never download it.
 */
const identity = () => import('./identity');

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchAccount(silent: boolean): Promise<Account> {
  const res = await http.get<unknown>('user/this', { silent });
  return Account.parse(res.data);
}

function signedIn(account: Account): void {
  patchSession({ status: 'signedIn', account, accountType: account.accountType });
}

function signedOut(): void {
  tokenStore.clear();
  persistRestricted(null);
  patchSession(SIGNED_OUT);
}

/**
 * Sends the UI language to the server when the account's differs (req A§4); a sign-in sends it with
 * the token exchange instead (auth/jwt, auth/arrival, the sign-up).
 */
async function syncLocale(account: Account): Promise<void> {
  const { locale } = getSession();
  if (account.locale === locale) return;
  try {
    await http.post('user/this/locale', { locale });
    patchSession({ account: { ...account, locale } });
  } catch {
    /* not worth failing a sign-in for; http has already reported it */
  }
}

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

function currentAccount(): Account {
  const { account } = getSession();
  if (!account) throw new SessionError('notSignedIn');
  return account;
}

/** Terms are a licence call per role; only doctors and patients have one (req A§6). */
export async function acceptTerms(): Promise<Account> {
  const { accountType } = currentAccount();
  if (accountType === 'doctor') await http.put('doctor/license');
  else if (accountType === 'patient') await http.put('user/license');
  else throw new SessionError('unknownError', { providerMessage: `No terms to accept for ${accountType}` });
  return reloadAccount();
}

export async function acceptPrivacy(): Promise<Account> {
  await http.put('user/privacy');
  const account = await reloadAccount();
  await delay(PRIVACY_DELAY_MS);
  return account;
}

export async function setLocale(locale: Locale): Promise<void> {
  writePref(LOCALE_KEY, locale);
  patchSession({ locale });
  const { status, account } = getSession();
  if (status === 'signedIn' && account && account.locale !== locale) await syncLocale(account);
}

/**
 * The signed-in person's glucose unit (null: the clinic's), stored by the API so it follows them to
 * every device; the session then carries the account as the API answers it.
 */
export async function setGlucoseUnit(glucoseUnit: GlucoseUnit | null): Promise<void> {
  const res = await http.put<unknown>('user/this/glucose-unit', { glucoseUnit });
  patchSession({ account: Account.parse(res.data) });
}

export function setFontSize(fontSize: FontSize): void {
  writePref(FONT_SIZE_KEY, fontSize);
  patchSession({ fontSize });
}

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
