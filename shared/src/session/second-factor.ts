import { SessionError } from './errors';
import { completeSignIn, type SignInResult } from './commands';
import { ownIdentity } from './password';

// The sign-in's second step when the account has (or must have) an authenticator app (issue 37
// point 5). Amplify keeps the challenge, or the password step's provider session, between the steps.

const identity = () => import('./identity');

/** The code of the app, after `signIn` answered `totpRequired`. */
export async function confirmSignInCode(code: string, email: string): Promise<SignInResult> {
  return completeSignIn(await (await identity()).confirmTotpCode(code), email);
}

/** The first code of a new app, after `signIn` answered `totpSetup`: the factor is on, then signed in. */
export async function completeTotpSetup(code: string, email: string): Promise<SignInResult> {
  return completeSignIn(await (await identity()).finishTotpSetup(code), email);
}

/**
 * A signed-in person turns the app on (change-password page → authenticator-app): the password opens a provider session
 * (and proves it is them), which gets a new secret. Answers its text and its otpauth:// URI.
 */
export async function beginAppEnrolment(password: string): Promise<{ secret: string; uri: string }> {
  const { pool, email } = ownIdentity();
  return (await identity()).beginTotpEnrolment(pool, email, password);
}

/** The password and a code from the app turn it off (an account that need not keep one). */
export async function turnOffApp(password: string, code: string): Promise<void> {
  const { pool, email } = ownIdentity();
  await (await identity()).turnOffTotp(pool, email, password, code);
}

/** The first code of that app: the factor is on from the next sign-in. */
export async function finishAppEnrolment(code: string): Promise<void> {
  const provider = await identity();
  try {
    await provider.finishTotpSetup(code);
  } catch (e) {
    // A wrong code keeps the provider session for another try.
    if (!(e instanceof SessionError && e.code === 'badCode')) await provider.forgetProviderSession();
    throw e;
  }
  await provider.forgetProviderSession();
}
