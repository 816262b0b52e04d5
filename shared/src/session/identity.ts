// The only file that talks to aws-amplify (design D§4, §11).
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  signIn as amplifySignIn,
  setUpTOTP,
  signOut as amplifySignOut,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { POOL_ORDER, type Pool } from '@dcp/shared/contracts/core';
import { getConfig } from '@dcp/shared/config';
import { SessionError } from './errors';

/** Points Amplify at one user pool; each role has its own (req A§4). */
export function selectPool(pool: Pool): void {
  const { identity } = getConfig();
  const ids = identity.pools[pool];
  if (!ids) throw new Error(`No identity pool configured for ${pool}`);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: ids.userPoolId,
        userPoolClientId: ids.clientId,
        ...(identity.endpoint ? { userPoolEndpoint: identity.endpoint } : {}),
      },
    },
  });
}

export const errorName = (e: unknown): string =>
  e && typeof e === 'object' && 'name' in e ? String((e as { name: unknown }).name) : '';

const providerMessage = (e: unknown): string | undefined =>
  e instanceof Error && e.message ? e.message : undefined;

// cognito-local answers a wrong password with InvalidPasswordException where Amazon Cognito says
// NotAuthorizedException; during InitiateAuth both can only mean wrong credentials.
const WRONG_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
]);

/** Local only: the app signs requests with its own API token, so Amplify's tokens are not kept. */
export async function forgetProviderSession(): Promise<void> {
  try {
    await amplifySignOut();
  } catch {
    /* nothing to forget */
  }
}

export type PoolAttempt =
  | { kind: 'signedIn'; pool: Pool; idToken: string }
  | { kind: 'passwordSet'; pool: Pool }
  | { kind: 'newPasswordRequired'; pool: Pool }
  /** Amplify keeps the challenge; `confirmTotpCode` answers it. */
  | { kind: 'totpRequired'; pool: Pool };

async function attempt(email: string, password: string) {
  const input = { username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' as const } };
  try {
    return await amplifySignIn(input);
  } catch (e) {
    if (errorName(e) !== 'UserAlreadyAuthenticatedException') throw e;
    // A provider session left over from an interrupted sign-in: drop it and try once more.
    await forgetProviderSession();
    return amplifySignIn(input);
  }
}

/** The password's next sign-in step in the selected pool (the proof a change or enrolment needs). */
async function passwordStep(email: string, password: string): Promise<string> {
  try {
    return (await attempt(email, password)).nextStep.signInStep;
  } catch (e) {
    if (WRONG_CREDENTIALS.has(errorName(e))) throw new SessionError('badCredentials');
    throw new SessionError('unknownError', { providerMessage: providerMessage(e), cause: e });
  }
}

/**
 * Tries the pools in the order given (else the seed's order); the first that accepts the credentials
 * wins. Every wrong pool answers 400, which the browser logs as a console error: the sign-in page
 * puts the role the person chose first, so a correct sign-in logs none (Lighthouse; issue 16).
 */
export async function authenticate(input: {
  email: string;
  password: string;
  newPassword?: string;
  pools?: readonly Pool[];
}): Promise<PoolAttempt> {
  const pools = input.pools ? [...new Set(input.pools)] : POOL_ORDER;
  for (const pool of pools) {
    selectPool(pool);
    let result: Awaited<ReturnType<typeof amplifySignIn>>;
    try {
      result = await attempt(input.email, input.password);
    } catch (e) {
      // The right password of a deactivated account (Amazon Cognito's and the gate's words).
      if (errorName(e) === 'NotAuthorizedException' && providerMessage(e) === 'User is disabled.')
        throw new SessionError('deactivated', { cause: e });
      if (WRONG_CREDENTIALS.has(errorName(e))) continue;
      throw new SessionError('unknownError', { providerMessage: providerMessage(e), cause: e });
    }
    const step = result.nextStep.signInStep;
    if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
      if (!input.newPassword) return { kind: 'newPasswordRequired', pool };
      try {
        await confirmSignIn({ challengeResponse: input.newPassword });
      } catch (e) {
        throw new SessionError('unknownError', { providerMessage: providerMessage(e), cause: e });
      }
      await forgetProviderSession();
      return { kind: 'passwordSet', pool };
    }
    if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { kind: 'totpRequired', pool };
    if (step !== 'DONE') {
      await forgetProviderSession();
      throw new SessionError('unknownError', { providerMessage: `Unsupported sign-in step ${step}` });
    }
    return { kind: 'signedIn', pool, idToken: await currentIdToken() };
  }
  throw new SessionError('badCredentials');
}

/** The ID token of the provider session a sign-in just opened. */
async function currentIdToken(): Promise<string> {
  const idToken = (await fetchAuthSession()).tokens?.idToken?.toString();
  if (idToken) return idToken;
  await forgetProviderSession();
  throw new SessionError('noJwt');
}

// The authenticator-app second factor (issue 37 point 5), with Amazon Cognito's software-token calls.
/** The name the authenticator app lists the account under. */
const TOTP_ISSUER = 'Diabetes Care Portal';
/** A wrong code keeps the challenge (another try); anything else is the provider's own message. */
const codeFailure = (e: unknown) =>
  errorName(e) === 'CodeMismatchException' || errorName(e) === 'EnableSoftwareTokenMFAException'
    ? new SessionError('badCode', { cause: e })
    : new SessionError('unknownError', { providerMessage: providerMessage(e), cause: e });

/** Answers the SOFTWARE_TOKEN_MFA challenge of `authenticate`; the ID token once it is right. */
export async function confirmTotpCode(code: string): Promise<string> {
  let step: string;
  try {
    step = (await confirmSignIn({ challengeResponse: code })).nextStep.signInStep;
  } catch (e) {
    throw codeFailure(e);
  }
  if (step !== 'DONE') {
    await forgetProviderSession();
    throw new SessionError('unknownError', { providerMessage: `Unsupported sign-in step ${step}` });
  }
  return currentIdToken();
}

/** A new secret for the signed-in provider session: its text and its otpauth:// URI (QR code). */
export async function startTotpSetup(email: string): Promise<{ secret: string; uri: string }> {
  try {
    const details = await setUpTOTP();
    return { secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, email).toString() };
  } catch (e) {
    await forgetProviderSession();
    throw new SessionError('unknownError', { providerMessage: providerMessage(e), cause: e });
  }
}

/** The password opens a provider session (proof it is them) for an account without an app yet. */
export async function beginTotpEnrolment(pool: Pool, email: string, password: string) {
  selectPool(pool);
  const step = await passwordStep(email, password);
  if (step !== 'DONE') {
    await forgetProviderSession();
    throw new SessionError(step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' ? 'totpAlreadySet' : 'unknownError');
  }
  return startTotpSetup(email);
}

/**
 * Turns the app off for a person who need not keep one: the password and a code from the app open a
 * provider session (proof it is them and that they hold the app), whose access token turns it off.
 */
export async function turnOffTotp(pool: Pool, email: string, password: string, code: string) {
  selectPool(pool);
  const step = await passwordStep(email, password);
  try {
    if (step !== 'CONFIRM_SIGN_IN_WITH_TOTP_CODE')
      throw new SessionError('unknownError', {
        providerMessage: `No authenticator app to turn off (${step})`,
      });
    await confirmTotpCode(code);
    await updateMFAPreference({ totp: 'DISABLED' });
  } catch (e) {
    throw e instanceof SessionError
      ? e
      : new SessionError('unknownError', { providerMessage: providerMessage(e), cause: e });
  } finally {
    await forgetProviderSession();
  }
}

/** One code from the app proves it holds the secret; the factor is then on. Answers the ID token. */
export async function finishTotpSetup(code: string): Promise<string> {
  try {
    await verifyTOTPSetup({ code });
  } catch (e) {
    throw codeFailure(e);
  }
  await updateMFAPreference({ totp: 'PREFERRED' });
  return currentIdToken();
}

const wrap = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (e) {
    if (e instanceof SessionError) throw e;
    // Password flows show the provider's message, or 'unknown error' (req A§8).
    throw new SessionError('unknownError', { providerMessage: providerMessage(e), cause: e });
  }
};

/**
 * After a change the API did not see: signs in with the new password for an ID token whose sign-in
 * time postdates the change, which the API's `auth/password-changed` needs to end earlier sessions.
 * Best effort (undefined when that sign-in does not complete).
 */
async function idTokenAfterChange(email: string, newPassword: string): Promise<string | undefined> {
  try {
    const result = await attempt(email, newPassword);
    if (result.nextStep.signInStep !== 'DONE') return undefined;
    return (await fetchAuthSession()).tokens?.idToken?.toString();
  } catch {
    return undefined;
  } finally {
    await forgetProviderSession();
  }
}

/**
 * Amplify's updatePassword needs a provider session, which the app drops after sign-in; so the old
 * password signs in again to that pool first (this also proves the user knows it). Answers the ID
 * token of a sign-in with the new password (see idTokenAfterChange).
 */
export function changeProviderPassword(
  pool: Pool,
  email: string,
  oldPassword: string,
  newPassword: string,
  code?: string,
) {
  return wrap(async () => {
    selectPool(pool);
    try {
      await openWithPassword(email, oldPassword, code);
      await updatePassword({ oldPassword, newPassword });
    } finally {
      await forgetProviderSession();
    }
    // With an app, this sign-in stops at its code step: no token, so the person signs in again.
    return idTokenAfterChange(email, newPassword);
  });
}

/**
 * The old password opens the provider session a change needs; an account with an authenticator app
 * (issue 37 point 5) needs its code too — without one the caller is asked for it (`codeRequired`).
 */
async function openWithPassword(email: string, password: string, code: string | undefined) {
  const step = await passwordStep(email, password);
  if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
    if (!code) throw new SessionError('codeRequired');
    await confirmTotpCode(code);
  } else if (step !== 'DONE') throw new SessionError('newPasswordFirst');
}
