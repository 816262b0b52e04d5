import * as auth from 'aws-amplify/auth';
import { tokenStore } from '@dcp/shared/bus';
import { createFakeApi, makeAccount } from '@dcp/shared/testing';
import { changePassword, getSession } from './index';
import type * as AmplifyFake from './amplify-fake';
import { patchSession } from './state';
import { resetSessionTest, TEST_PORTAL_CONFIG } from './session-test-kit';

// Issue 15 point 2: a change made at the identity provider is reported to the API, which ends the
// earlier sessions; the page goes on with the API token it answers.

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () =>
  jest.requireActual<typeof AmplifyFake>('./amplify-fake').fakeAmplifyAuth(),
);

const m = jest.mocked(auth);
const api = createFakeApi();

beforeEach(() => {
  jest.clearAllMocks();
  resetSessionTest(api, {
    ...TEST_PORTAL_CONFIG,
    identity: { ...TEST_PORTAL_CONFIG.identity, endpoint: 'http://api.test/identity' },
  });
  m.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never);
  m.fetchAuthSession.mockResolvedValue({
    tokens: { idToken: { toString: () => 'fresh-id-token' } },
  } as never);
  m.signOut.mockResolvedValue(undefined);
  m.updatePassword.mockResolvedValue(undefined);
  tokenStore.set('old-api-token');
  patchSession({
    status: 'signedIn',
    account: makeAccount({ accountType: 'patient' }),
    accountType: 'patient',
  });
});

it('change password: signs in with the new password, reports it, and continues on the new API token', async () => {
  api.on('post', 'auth/password-changed', { status: 200, data: { jwt: 'new-api-token' } });
  await changePassword({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2' });
  expect(m.signIn).toHaveBeenLastCalledWith(expect.objectContaining({ password: 'New#Pass2' }));
  expect(api.calls('post', 'auth/password-changed')[0]?.data).toEqual({ token: 'fresh-id-token' });
  expect(tokenStore.get()).toBe('new-api-token');
  expect(getSession().status).toBe('signedIn');
});

it('change password: when the API cannot be told, the local session ends too', async () => {
  api.on('post', 'auth/password-changed', { status: 401 });
  await changePassword({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2' });
  expect(tokenStore.get()).toBeNull();
  expect(getSession().status).toBe('signedOut');
});

// Issue 37 point 5: with an authenticator app the old password alone stops at the app's code step.
const CODE_STEP = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } };

it('change password with an authenticator app: without its code nothing changes and the code is asked', async () => {
  m.signIn.mockResolvedValue(CODE_STEP as never);
  await expect(changePassword({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2' })).rejects.toMatchObject({
    code: 'codeRequired',
  });
  expect(m.updatePassword).not.toHaveBeenCalled();
  expect(m.signOut).toHaveBeenCalled();
  expect(getSession().status).toBe('signedIn');
});

it('change password with an authenticator app: its code opens the change; the person signs in again after', async () => {
  m.signIn.mockResolvedValue(CODE_STEP as never);
  m.confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never);
  expect(await changePassword({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2', code: '123456' })).toBe(
    'signedOut',
  );
  expect(m.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
  expect(m.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2' });
  expect(api.calls('post', 'auth/password-changed')).toEqual([]);
  expect(getSession().status).toBe('signedOut');
});

it('change password with an authenticator app: a wrong code changes nothing', async () => {
  m.signIn.mockResolvedValue(CODE_STEP as never);
  m.confirmSignIn.mockRejectedValue(Object.assign(new Error('bad'), { name: 'CodeMismatchException' }));
  await expect(
    changePassword({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2', code: '000000' }),
  ).rejects.toMatchObject({ code: 'badCode' });
  expect(m.updatePassword).not.toHaveBeenCalled();
});
