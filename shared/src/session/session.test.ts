import { Amplify } from 'aws-amplify';
import * as auth from 'aws-amplify/auth';
import { LOCAL_POOLS } from '@dcp/shared/contracts';
import { notifications$, pendingAnswersKey, tokenStore, type AppNotification } from '@dcp/shared/bus';
import { createFakeApi } from '@dcp/shared/testing';
import { makeAccount } from '@dcp/shared/testing';
import {
  acceptPrivacy,
  acceptTerms,
  getSession,
  restoreSession,
  SessionError,
  setLocale,
  signIn,
  signOut,
} from './index';
import { waitFor } from '@testing-library/react';
import type * as AmplifyFake from './amplify-fake';
import { patchSession } from './state';
import { resetSessionTest } from './session-test-kit';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () =>
  jest.requireActual<typeof AmplifyFake>('./amplify-fake').fakeAmplifyAuth(),
);

const m = jest.mocked(auth);
const configure = jest.mocked(Amplify.configure);
const api = createFakeApi();

/** Which pool Amplify was pointed at for each signIn call. */
let poolsTried: string[] = [];
/** Per pool client id: what amplify's signIn does there. */
let behaviour: Record<string, () => unknown> = {};
let notes: AppNotification[] = [];
notifications$.subscribe((n) => notes.push(n));

const reject = (name: string) => () => Promise.reject(Object.assign(new Error(name), { name }));
const accept = () => Promise.resolve({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
const challenge = () =>
  Promise.resolve({
    isSignedIn: false,
    nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
  });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  resetSessionTest(api);
  tokenStore.clear();
  patchSession({ status: 'signedOut', account: null, accountType: null, locale: 'en-GB' });
  notes = [];
  poolsTried = [];
  let current = '';
  configure.mockImplementation((c) => {
    current = (c as { Auth: { Cognito: { userPoolId: string } } }).Auth.Cognito.userPoolId;
  });
  behaviour = {};
  m.signIn.mockImplementation((() => {
    poolsTried.push(current);
    return (behaviour[current] ?? reject('UserNotFoundException'))();
  }) as typeof auth.signIn);
  m.fetchAuthSession.mockResolvedValue({
    tokens: { idToken: { toString: () => 'cognito-id-token' } },
  } as never);
  m.signOut.mockResolvedValue(undefined);
  api.on('post', 'auth/jwt', { status: 200, data: { jwt: 'api-jwt' } });
  api.on('get', 'user/this', { status: 200, data: makeAccount() });
  api.on('post', 'auth/sign-out', { status: 204 });
});

const ids = LOCAL_POOLS;

describe('signIn', () => {
  it('tries doctor, patient, admin, superadmin with USER_PASSWORD_AUTH until one accepts', async () => {
    behaviour[ids.admin.userPoolId] = accept;
    api.on('get', 'user/this', { status: 200, data: makeAccount({ accountType: 'admin' }) });
    const result = await signIn({ email: 'a@x.io', password: 'Secret1!' });
    expect(poolsTried).toEqual([ids.doctor.userPoolId, ids.patient.userPoolId, ids.admin.userPoolId]);
    expect(m.signIn).toHaveBeenCalledWith({
      username: 'a@x.io',
      password: 'Secret1!',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: ids.admin.userPoolId,
          userPoolClientId: ids.admin.clientId,
          userPoolEndpoint: 'http://127.0.0.1:9229',
        },
      },
    });
    expect(result).toMatchObject({ kind: 'signedIn', account: { accountType: 'admin' } });
    expect(api.calls('post', 'auth/jwt')[0]?.data).toEqual({ token: 'cognito-id-token', locale: 'en-GB' });
    expect(tokenStore.get()).toBe('api-jwt');
    expect(localStorage.getItem('apiKey')).toBe('api-jwt');
    expect(api.calls('get', 'user/this')[0]?.headers.Authorization).toBe('Bearer api-jwt');
    expect(m.signOut).toHaveBeenCalled();
    expect(getSession()).toMatchObject({ status: 'signedIn', accountType: 'admin' });
  });

  it('stops at the first pool that accepts', async () => {
    behaviour[ids.doctor.userPoolId] = accept;
    behaviour[ids.patient.userPoolId] = accept;
    await signIn({ email: 'd@x.io', password: 'p' });
    expect(poolsTried).toEqual([ids.doctor.userPoolId]);
  });

  it('tries the pools in the order given (the role chosen on the sign-in page first)', async () => {
    behaviour[ids.doctor.userPoolId] = accept;
    behaviour[ids.patient.userPoolId] = accept;
    await signIn({ email: 'p@x.io', password: 'p', pools: ['patient', 'doctor', 'admin', 'superadmin'] });
    expect(poolsTried).toEqual([ids.patient.userPoolId]);
  });

  it('only tries the pools it is given (admin sign-in page)', async () => {
    await expect(signIn({ email: 'd@x.io', password: 'p', pools: ['admin'] })).rejects.toBeInstanceOf(
      SessionError,
    );
    expect(poolsTried).toEqual([ids.admin.userPoolId]);
  });

  it('reports bad credentials when every pool refuses', async () => {
    behaviour[ids.doctor.userPoolId] = reject('NotAuthorizedException');
    // cognito-local's answer to a wrong password for an existing user.
    behaviour[ids.admin.userPoolId] = reject('InvalidPasswordException');
    behaviour[ids.superadmin.userPoolId] = reject('NotAuthorizedException');
    const err = await signIn({ email: 'x@x.io', password: 'bad' }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      messageId: 'shared.session.badCredentials',
      message: 'The username or password is incorrect.',
    });
    expect(poolsTried).toHaveLength(4);
    expect(getSession().status).toBe('signedOut');
  });

  it('asks for a new password when challenged and none was given', async () => {
    behaviour[ids.patient.userPoolId] = challenge;
    await expect(signIn({ email: 'p@x.io', password: 'tmp' })).resolves.toEqual({
      kind: 'newPasswordRequired',
      pool: 'patient',
    });
    expect(m.confirmSignIn).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBeNull();
  });

  it('sets the new password when given, without signing in', async () => {
    behaviour[ids.patient.userPoolId] = challenge;
    m.confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never);
    await expect(signIn({ email: 'p@x.io', password: 'tmp', newPassword: 'New1!pass' })).resolves.toEqual({
      kind: 'passwordSet',
      pool: 'patient',
    });
    expect(m.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'New1!pass' });
    expect(api.calls('post', 'auth/jwt')).toHaveLength(0);
  });

  it("fails with 'Oops, something went wrong' when the token answer has no jwt", async () => {
    behaviour[ids.doctor.userPoolId] = accept;
    api.on('post', 'auth/jwt', { status: 200, data: {} });
    await expect(signIn({ email: 'd@x.io', password: 'p' })).rejects.toMatchObject({
      messageId: 'shared.session.noJwt',
      message: 'Oops, something went wrong',
    });
    expect(tokenStore.get()).toBeNull();
    expect(notes).toEqual([]);
  });

  it('says the account is deactivated when the provider refuses its right password (issue 37 point 1)', async () => {
    const disabled = () =>
      Promise.reject(Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' }));
    behaviour[ids.doctor.userPoolId] = disabled;
    await expect(signIn({ email: 'd@x.io', password: 'p' })).rejects.toMatchObject({
      messageId: 'shared.session.deactivated',
    });
    expect(api.calls('post', 'auth/jwt')).toHaveLength(0);
  });

  it('says too many attempts when the token exchange is rate limited (429)', async () => {
    behaviour[ids.doctor.userPoolId] = accept;
    api.on('post', 'auth/jwt', {
      status: 429,
      data: { detail: 'Too many' },
      headers: { 'retry-after': '60' },
    });
    await expect(signIn({ email: 'd@x.io', password: 'p' })).rejects.toMatchObject({
      messageId: 'shared.session.tooManyAttempts',
    });
    expect(tokenStore.get()).toBeNull();
  });

  it("fails with 'Please, sign out and try again later' when user/this fails", async () => {
    behaviour[ids.doctor.userPoolId] = accept;
    api.on('get', 'user/this', { status: 500 });
    jest.useFakeTimers();
    const settled = signIn({ email: 'd@x.io', password: 'p' }).catch((e: unknown) => e);
    await jest.runAllTimersAsync();
    const err = await settled;
    jest.useRealTimers();
    expect(api.calls('get', 'user/this')).toHaveLength(4);
    expect(err).toMatchObject({
      messageId: 'shared.session.accountFailed',
      message: 'Please, sign out and try again later',
    });
    expect(getSession().status).toBe('signedOut');
  });

  it("sends the page's language with the token exchange, so the account has it before any page loads", async () => {
    behaviour[ids.doctor.userPoolId] = accept;
    patchSession({ locale: 'es-ES' });
    await signIn({ email: 'd@x.io', password: 'p' });
    expect(api.calls('post', 'auth/jwt').map((r) => r.data)).toEqual([
      { token: 'cognito-id-token', locale: 'es-ES' },
    ]);
    expect(api.calls('post', 'user/this/locale')).toHaveLength(0);
  });
});

describe('restore, locale, onboarding, sign-out', () => {
  it('restores a stored token into a signed-in session', async () => {
    tokenStore.set('stored');
    await restoreSession();
    expect(getSession()).toMatchObject({ status: 'signedIn', accountType: 'doctor' });
  });

  it('is signed out without a token, and calls nothing', async () => {
    await restoreSession();
    expect(getSession().status).toBe('signedOut');
    expect(api.requests).toHaveLength(0);
  });

  it('drops the token when user/this answers 401 during restore', async () => {
    tokenStore.set('revoked');
    api.on('get', 'user/this', { status: 401 });
    await restoreSession();
    expect(getSession().status).toBe('signedOut');
    expect(tokenStore.get()).toBeNull();
    // The person returning to an ended session is told (issue 36 point 17), once.
    expect(notes).toEqual([expect.objectContaining({ message: { id: 'shared.session.ended' } })]);
  });

  it('signs out when any later call gets a 401', async () => {
    tokenStore.set('t');
    await restoreSession();
    api.on('get', 'doctor', { status: 401 });
    const { http } = await import('@dcp/shared/http');
    await expect(http.get('doctor')).rejects.toBeTruthy();
    expect(getSession()).toMatchObject({ status: 'signedOut', account: null });
  });

  it('setLocale stores the choice and posts it only when it differs from the account', async () => {
    tokenStore.set('t');
    await restoreSession();
    api.on('post', 'user/this/locale', { status: 204 });
    await setLocale('en-GB');
    expect(api.calls('post', 'user/this/locale')).toHaveLength(0);
    await setLocale('es-ES');
    expect(localStorage.getItem('locale')).toBe('es-ES');
    expect(api.calls('post', 'user/this/locale')).toHaveLength(1);
  });

  it('acceptTerms calls the licence of the role, then reloads', async () => {
    tokenStore.set('t');
    await restoreSession();
    api.on('put', 'doctor/license', { status: 204 });
    await acceptTerms();
    expect(api.calls('put', 'doctor/license')).toHaveLength(1);
    expect(api.calls('get', 'user/this')).toHaveLength(2);

    api.on('get', 'user/this', { status: 200, data: makeAccount({ accountType: 'patient' }) });
    await restoreSession();
    api.on('put', 'user/license', { status: 204 });
    await acceptTerms();
    expect(api.calls('put', 'user/license')).toHaveLength(1);
  });

  it('acceptPrivacy reloads and then waits 1 s', async () => {
    tokenStore.set('t');
    await restoreSession();
    api.on('put', 'user/privacy', { status: 204 });
    jest.useFakeTimers();
    let done = false;
    const p = acceptPrivacy().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
    jest.useRealTimers();
  });

  it('signOut calls the API, clears the token, the account and the answers waiting on the device', async () => {
    tokenStore.set('t');
    await restoreSession();
    localStorage.setItem(pendingAnswersKey('acc-1', 'inst-1'), '[]');
    api.on('post', 'auth/sign-out', { status: 500 });
    await signOut();
    const calls = api.calls('post', 'auth/sign-out');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBe('Bearer t');
    expect(getSession()).toMatchObject({ status: 'signedOut', account: null, accountType: null });
    expect(localStorage.getItem('apiKey')).toBeNull();
    expect(localStorage.getItem(pendingAnswersKey('acc-1', 'inst-1'))).toBeNull();
    expect(notes).toEqual([]);
  });

  // Issue 38 point 6: the API hears of a sign-out made offline, so the token stops working there too.
  const signOuts = () => api.calls('post', 'auth/sign-out').map((r) => r.headers.Authorization);
  it('a sign-out made offline is sent when the browser is back online, once', async () => {
    tokenStore.set('t');
    await restoreSession();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    api.on('post', 'auth/sign-out', { networkError: true });
    await signOut();
    expect(getSession().status).toBe('signedOut');
    expect(signOuts()).toEqual(['Bearer t']);
    onLine.mockReturnValue(true);
    api.on('post', 'auth/sign-out', { status: 204 });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(signOuts()).toEqual(['Bearer t', 'Bearer t']));
    // Heard: nothing is owed at the next start.
    await restoreSession();
    expect(signOuts()).toHaveLength(2);
    onLine.mockRestore();
  });

  it('a sign-out made offline is sent at the next start if the page closed before the connection came back', async () => {
    tokenStore.set('u');
    await restoreSession();
    api.on('post', 'auth/sign-out', { networkError: true });
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await signOut();
    onLine.mockRestore();
    api.on('post', 'auth/sign-out', { status: 204 });
    await restoreSession();
    await waitFor(() => expect(signOuts()).toEqual(['Bearer u', 'Bearer u']));
    // An answer that the session was already over ends it too: nothing owed.
    api.on('post', 'auth/sign-out', { status: 401 });
    tokenStore.set('v');
    await restoreSession();
    await signOut();
    await restoreSession();
    expect(signOuts()).toEqual(['Bearer u', 'Bearer u', 'Bearer v']);
  });
});
