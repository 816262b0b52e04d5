import * as auth from 'aws-amplify/auth';
import { tokenStore } from '@dcp/shared/bus';
import { createFakeApi, makeAccount } from '@dcp/shared/testing';
import { completeTotpSetup, confirmSignInCode, getSession, SessionError, signIn } from './index';
import type * as AmplifyFake from './amplify-fake';
import { patchSession } from './state';
import { resetSessionTest } from './session-test-kit';

// Issue 37 point 5: the sign-in's authenticator-app step and the enrolment an account that must have
// an app goes through, with Amplify's calls (Amazon Cognito's software-token MFA).

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () =>
  jest.requireActual<typeof AmplifyFake>('./amplify-fake').fakeAmplifyAuth(),
);

const m = jest.mocked(auth);
const api = createFakeApi();
const EMAIL = 'admin@x.io';
/** What auth/jwt answers: 403 while the account has no app, then 200. */
let enrolled = true;

beforeEach(() => {
  jest.clearAllMocks();
  resetSessionTest(api);
  tokenStore.clear();
  patchSession({ status: 'signedOut', account: null, accountType: null, locale: 'en-GB' });
  m.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token' } } } as never);
  m.signOut.mockResolvedValue(undefined);
  enrolled = true;
  api.on('post', 'auth/jwt', () =>
    enrolled
      ? { status: 200, data: { jwt: 'api-jwt' } }
      : { status: 403, data: { status: 403, detail: 'no app', code: 'auth.secondFactorRequired' } },
  );
  api.on('get', 'user/this', { status: 200, data: makeAccount() });
});

const step = (signInStep: string) => ({ isSignedIn: signInStep === 'DONE', nextStep: { signInStep } });

it('asks the code after the right password, and signs in once the code is right', async () => {
  m.signIn.mockResolvedValue(step('CONFIRM_SIGN_IN_WITH_TOTP_CODE') as never);
  const first = await signIn({ email: EMAIL, password: 'Secret#1', pools: ['admin'] });
  expect(first).toEqual({ kind: 'totpRequired', pool: 'admin' });
  expect(api.calls('post', 'auth/jwt')).toHaveLength(0);
  // The challenge stays with Amplify between the steps.
  expect(m.signOut).not.toHaveBeenCalled();

  m.confirmSignIn.mockRejectedValueOnce(
    Object.assign(new Error('Invalid code'), { name: 'CodeMismatchException' }),
  );
  const wrong = await confirmSignInCode('000000', EMAIL).catch((e: unknown) => e);
  expect(wrong).toBeInstanceOf(SessionError);
  expect((wrong as SessionError).code).toBe('badCode');
  expect(getSession().status).toBe('signedOut');

  m.confirmSignIn.mockResolvedValueOnce(step('DONE') as never);
  const done = await confirmSignInCode('123456', EMAIL);
  expect(m.confirmSignIn).toHaveBeenLastCalledWith({ challengeResponse: '123456' });
  expect(done.kind).toBe('signedIn');
  expect(tokenStore.get()).toBe('api-jwt');
  expect(m.signOut).toHaveBeenCalled();
});

it('takes an account the API wants an app for through enrolment: secret, one code, then signed in', async () => {
  enrolled = false;
  m.signIn.mockResolvedValue(step('DONE') as never);
  m.setUpTOTP.mockResolvedValue({
    sharedSecret: 'ABCDEFGHIJKLMNOP',
    getSetupUri: (issuer: string, name?: string) =>
      new URL(`otpauth://totp/${issuer}:${name}?secret=ABCDEFGHIJKLMNOP`),
  } as never);
  const first = await signIn({ email: EMAIL, password: 'Secret#1', pools: ['admin'] });
  expect(first).toMatchObject({ kind: 'totpSetup', secret: 'ABCDEFGHIJKLMNOP' });
  expect(first.kind === 'totpSetup' && first.uri).toContain('otpauth://totp/');
  expect(m.signOut).not.toHaveBeenCalled();
  expect(getSession().status).toBe('signedOut');

  enrolled = true;
  const done = await completeTotpSetup('123456', EMAIL);
  expect(m.verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
  expect(m.updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' });
  expect(done.kind).toBe('signedIn');
  expect(getSession().status).toBe('signedIn');
});
