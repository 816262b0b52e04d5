import type { Account } from '@dcp/shared/contracts';
import { makeAccount } from '@dcp/shared/testing';
import { defaultPath, guard, navFor, normalizePath, type GuardState } from './index';

const out: GuardState = { signedIn: false, account: null };
const as = (overrides: Partial<Account> = {}, restrictedSurveyId?: string): GuardState => ({
  signedIn: true,
  account: makeAccount(overrides),
  restrictedSurveyId,
});
const superadmin = as({ accountType: 'superadmin' });
const admin = as({ accountType: 'admin' });
const doctor = as({ accountType: 'doctor' });
const patient = as({ accountType: 'patient', demographics: [{ id: 'd1', status: 'COMPLETED' }] });

const PUBLIC = [
  '/login',
  '/sign-in-superadmin',
  '/sign-in-admin',
  '/registration-admin',
  '/registration-doctor',
  '/registration-patient',
  '/registration-superadmin',
  '/forgot-password',
  '/reset-password/abc123',
  '/change-password',
  '/sign-out',
  '/docs',
  '/docs/privacy-policy',
  '/docs/terms',
  '/docs/cookies-policy',
  '/survey',
  '/one-time',
  '/patient/invite-token-123',
];

describe('signed out', () => {
  it.each(PUBLIC)('may open public page %s', (path) => expect(guard(out, path)).toBeNull());
  it.each([
    '/doctor/users-list',
    '/patient/home',
    '/superadmin/results',
    '/admin/doctors-list',
    '/dexcom/auth',
    '/survey/42',
    '/terms-and-conditions',
    '/initial-survey',
    '/one-time/survey',
  ])('is sent to role select from %s', (path) => expect(guard(out, path)).toBe('/login'));
  it.each(['/', '/nowhere', '/doctorx'])('goes from %s to role select', (path) =>
    expect(guard(out, path)).toBe('/login'),
  );
});

describe('role routes', () => {
  const table: [string, GuardState, string, string | null][] = [
    ['superadmin', superadmin, '/superadmin/results', null],
    ['superadmin', superadmin, '/superadmin/clinic-profile/7', null],
    ['superadmin', superadmin, '/admin-profile/a@x.io', null],
    ['superadmin', superadmin, '/doctors-list', null],
    ['superadmin', superadmin, '/doctor-profile/d@x.io', null],
    ['superadmin', superadmin, '/patients-list', null],
    ['superadmin', superadmin, '/patient-profile', null],
    ['superadmin', superadmin, '/admin/doctor-profile/d@x.io', null],
    ['superadmin', superadmin, '/admin/patient-profile/p@x.io', null],
    ['superadmin', superadmin, '/admin/doctors-list', '/superadmin/results'],
    ['superadmin', superadmin, '/doctor/users-list', '/superadmin/results'],
    ['admin', admin, '/admin', null],
    ['admin', admin, '/admin/patients-list', null],
    ['admin', admin, '/admin/doctor-profile/d@x.io', null],
    ['admin', admin, '/superadmin/results', '/admin/doctors-list'],
    ['admin', admin, '/doctors-list', '/admin/doctors-list'],
    ['admin', admin, '/dexcom/success', '/admin/doctors-list'],
    ['doctor', doctor, '/doctor/users-list', null],
    ['doctor', doctor, '/doctor/resources/children-and-parents', null],
    ['doctor', doctor, '/doctor/es-ES/resources', null],
    ['doctor', doctor, '/dexcom/auth/callback', null],
    ['doctor', doctor, '/patient/home', '/doctor/users-list'],
    ['doctor', doctor, '/survey/5', '/doctor/users-list'],
    ['doctor', doctor, '/admin/doctors-list', '/doctor/users-list'],
    ['patient', patient, '/patient', null],
    ['patient', patient, '/patient/results/9', null],
    ['patient', patient, '/patient/notes', null],
    ['patient', patient, '/survey/9', null],
    ['patient', patient, '/dexcom/callback', null],
    ['patient', patient, '/doctor/users-list', '/patient/home'],
    ['patient', patient, '/superadmin', '/patient/home'],
    ['unauthorized', as({ accountType: 'unauthorized' }), '/doctor/users-list', '/login'],
  ];
  it.each(table)('%s on %s → %s', (_r, state, path, expected) => {
    expect(guard(state, path)).toBe(expected);
  });

  it.each(PUBLIC)('any signed-in role may open %s', (path) => expect(guard(doctor, path)).toBeNull());
});

describe('root, unknown paths and normalisation', () => {
  it.each([
    [superadmin, '/superadmin/results'],
    [admin, '/admin/doctors-list'],
    [doctor, '/doctor/users-list'],
    [patient, '/patient/home'],
  ])('/ and unknown paths land on the default page', (state, target) => {
    expect(guard(state, '/')).toBe(target);
    expect(guard(state, '/no/such/page')).toBe(target);
  });
  it('treats a trailing slash, doubled slashes and a query as the same route', () => {
    expect(normalizePath('/doctor/users-list/')).toBe('/doctor/users-list');
    expect(normalizePath('doctor//users-list?x=1#top')).toBe('/doctor/users-list');
    expect(guard(doctor, '/doctor/users-list/')).toBeNull();
    expect(guard(patient, '/doctor/users-list/')).toBe('/patient/home');
    expect(guard(doctor, '')).toBe('/doctor/users-list');
  });
  it('never redirects to the page it is on', () => expect(guard(doctor, '/doctor/users-list')).toBeNull());
});

describe('forced onboarding (doctor and patient)', () => {
  const steps: [string, Partial<Account>, string][] = [
    ['terms', { status: 'TERMS_AND_CONDITIONS' }, '/terms-and-conditions'],
    ['privacy', { status: 'PRIVACY_POLICY' }, '/docs/privacy-policy'],
    [
      'demographics',
      { status: 'ACTIVE', demographics: [{ id: 'd', status: 'IN_PROGRESS' }] },
      '/initial-survey',
    ],
    [
      'demographics (created)',
      {
        status: 'ACTIVE',
        demographics: [
          { id: 'a', status: 'COMPLETED' },
          { id: 'b', status: 'CREATED' },
        ],
      },
      '/initial-survey',
    ],
  ];
  describe.each(['doctor', 'patient'] as const)('%s', (role) => {
    it.each(steps)('%s step forces %s from every other page', (_s, overrides, target) => {
      const state = as({ accountType: role, ...overrides });
      expect(guard(state, target)).toBeNull();
      expect(guard(state, '/')).toBe(target);
      expect(guard(state, `/${role}/home`)).toBe(target);
      expect(guard(state, '/dexcom/auth')).toBe(target);
      expect(guard(state, '/docs/terms')).toBeNull();
      expect(guard(state, '/login')).toBeNull();
    });
  });
  it('terms come before privacy before demographics', () => {
    const incomplete = [{ id: 'd', status: 'CREATED' as const }];
    expect(guard(as({ status: 'TERMS_AND_CONDITIONS', demographics: incomplete }), '/')).toBe(
      '/terms-and-conditions',
    );
    expect(guard(as({ status: 'PRIVACY_POLICY', demographics: incomplete }), '/')).toBe(
      '/docs/privacy-policy',
    );
  });
  it('sends an onboarded user away from finished steps', () => {
    expect(guard(doctor, '/terms-and-conditions')).toBe('/doctor/users-list');
    expect(guard(patient, '/initial-survey')).toBe('/patient/home');
  });
  it('does not force admins or superadmins through onboarding', () => {
    expect(
      guard(as({ accountType: 'admin', status: 'TERMS_AND_CONDITIONS' }), '/admin/doctors-list'),
    ).toBeNull();
    expect(
      guard(
        as({ accountType: 'superadmin', demographics: [{ id: 'd', status: 'CREATED' }] }),
        '/doctors-list',
      ),
    ).toBeNull();
  });
});

describe('one-time and restricted users', () => {
  const oneTime = as({ accountType: 'patient', isSingleSurveyPatient: true });
  it.each([
    ['/one-time/survey', null],
    ['/', '/one-time/survey'],
    ['/patient/home', '/one-time/survey'],
    ['/survey/3', '/one-time/survey'],
    ['/docs/terms', null],
  ])('one-time patient on %s → %s', (path, expected) => expect(guard(oneTime, path)).toBe(expected));

  const restricted = as({ accountType: 'patient', isRestrictedUser: true }, 's-7');
  it.each([
    ['/survey/s-7', null],
    ['/survey/s-8', '/survey/s-7'],
    ['/patient/home', '/survey/s-7'],
    ['/', '/survey/s-7'],
    ['/initial-survey', '/survey/s-7'],
    ['/change-password', '/survey/s-7'],
    ['/authenticator-app', '/survey/s-7'],
  ])('restricted user on %s → %s', (path, expected) => expect(guard(restricted, path)).toBe(expected));

  it('a restricted user whose survey is unknown may open any survey/:id, else goes to role select', () => {
    const unknown = as({ accountType: 'patient', isRestrictedUser: true });
    expect(guard(unknown, '/survey/any')).toBeNull();
    expect(guard(unknown, '/patient/home')).toBe('/login');
  });
});

describe('defaultPath and navFor', () => {
  it('gives each role its landing page', () => {
    expect(defaultPath(makeAccount({ accountType: 'superadmin' }))).toBe('/superadmin/results');
    expect(defaultPath(makeAccount({ accountType: 'admin' }))).toBe('/admin/doctors-list');
    expect(defaultPath(makeAccount({ accountType: 'doctor' }))).toBe('/doctor/users-list');
    expect(defaultPath(makeAccount({ accountType: 'patient' }))).toBe('/patient/home');
  });

  it('lists the sidebars of req A§2 in order', () => {
    const paths = (role: Parameters<typeof navFor>[0]) => navFor(role).map((i) => i.path);
    expect(paths('superadmin')).toEqual([
      '/superadmin/results',
      '/superadmin/clinics-list',
      '/superadmin/admins-list',
      // Beyond req A§2: the superadmins, who manage each other (issue 37 point 1).
      '/superadmin/superadmins-list',
      '/doctors-list',
      '/patients-list',
      // Beyond req A§2: the audit trail a clinic can read (issue "Trust").
      '/superadmin/audit',
      // Beyond req A§2: every clinic's account deletion requests (issue 37 point 4).
      '/superadmin/erasure-requests',
    ]);
    expect(paths('admin')).toEqual([
      '/admin/doctors-list',
      '/admin/patients-list',
      '/admin/audit',
      // Beyond req A§2: the patients' account deletion requests (issue 37 point 4).
      '/admin/erasure-requests',
      '/admin/clinic',
      // Beyond req A§2: the clinic at a glance (issue 42 point 4).
      '/admin/overview',
    ]);
    expect(navFor('doctor').map((i) => i.labelId.replace('shared.nav.', ''))).toEqual([
      'patients',
      'myOverview',
      'resources',
      'spanishResources',
      't1',
      't2',
      'pre',
      'hcp',
      'childrenAndParents',
      'common',
      'help',
      'research',
    ]);
    expect(
      navFor('doctor')
        .filter((i) => i.external)
        .map((i) => i.path),
    ).toEqual(['/doctor/help']);
    expect(paths('patient')).toEqual([
      '/patient/home',
      '/patient/notes',
      '/patient/results',
      // Beyond req A§2: the patient's own glucose at every stage (issue 36 point 5).
      '/dexcom/glucose',
      '/patient/resources',
    ]);
    expect(navFor('patient', { restricted: true })).toEqual([]);
    expect(navFor('unauthorized')).toEqual([]);
  });

  it('only links to pages the role may open', () => {
    for (const state of [superadmin, admin, doctor, patient]) {
      for (const item of navFor(state.account!.accountType)) expect(guard(state, item.path)).toBeNull();
    }
  });
});
