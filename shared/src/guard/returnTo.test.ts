import { makeAccount } from '@dcp/shared/testing';
import { isReturnPath, rememberReturn, takeReturn, type GuardState } from './index';

const as = (accountType: 'doctor' | 'patient', extra = {}): GuardState => ({
  signedIn: true,
  account: makeAccount({ accountType, demographics: [{ id: 'd', status: 'COMPLETED' }], ...extra }),
});

beforeEach(() => sessionStorage.clear());

describe('isReturnPath', () => {
  it.each(['/patient/survey/42', '/doctor/users/7/results?tab=glucose#charts', '/dexcom/widget?origin=x'])(
    'keeps the portal page %s',
    (path) => expect(isReturnPath(path)).toBe(true),
  );
  it.each([
    'https://evil.example/patient/home',
    '//evil.example/patient/home',
    '/\\evil.example',
    'patient/home',
    '/login',
    '/sign-in-admin',
    '/reset-password/abc',
    '/sign-out',
    '/docs/terms',
    '/patient/invite-token',
    '/',
    '/no/such/page',
  ])('refuses %s', (path) => expect(isReturnPath(path)).toBe(false));
});

describe('rememberReturn and takeReturn', () => {
  it('gives the kept path, with its query, to a role that may open it, once', () => {
    rememberReturn('/doctor/users/7/results?tab=1');
    expect(takeReturn(as('doctor'))).toBe('/doctor/users/7/results?tab=1');
    expect(takeReturn(as('doctor'))).toBeNull();
  });
  it('forgets the path a role may not open (the caller goes home)', () => {
    rememberReturn('/doctor/users/7/results');
    expect(takeReturn(as('patient'))).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
  it('forgets it when a forced step comes first', () => {
    rememberReturn('/patient/home');
    expect(takeReturn(as('patient', { status: 'TERMS_AND_CONDITIONS' }))).toBeNull();
  });
  it('keeps nothing from a sign-in page or another origin', () => {
    rememberReturn('/login');
    rememberReturn('//evil.example/x');
    expect(sessionStorage.length).toBe(0);
  });
  it('refuses a tampered stored value', () => {
    sessionStorage.setItem('dcp.returnTo', 'https://evil.example/');
    expect(takeReturn(as('patient'))).toBeNull();
  });
  it('gives nothing to a signed-out state', () => {
    rememberReturn('/patient/home');
    expect(takeReturn({ signedIn: false, account: null })).toBeNull();
  });
});
