import { expect, test, type Page } from '@playwright/test';
import { DEMO, type DemoRole } from './helpers';
import { latestInstance } from './a11y-routes';
import { openAs } from './sessions';
import { accountIdOf, ownId } from './people';

/**
 * Every route of the route table (shared/src/guard/routes.ts), opened directly — a reload, a bookmark,
 * a new tab — as the role that may see it: the portal server answers the page (not a 404 for a path
 * with a dot, such as a profile address holding an e-mail) and the page shows its heading.
 */
interface Direct {
  path: string | ((ids: Ids) => string);
  heading: string | RegExp;
  /** Where the page settles when the route sends this user elsewhere (guard, invalid link). */
  at?: string | RegExp;
}
interface Ids {
  instance: string;
  /** Account ids of the demo patient, doctor and admin (profile addresses name people by id). */
  patient: string;
  doctor: string;
  admin: string;
}

const PUBLIC: Direct[] = [
  { path: '/login', heading: 'Welcome to the Diabetes Care Portal' },
  { path: '/sign-in-superadmin', heading: 'Superadmin sign-in' },
  { path: '/sign-in-admin', heading: 'Clinic admin sign-in' },
  { path: '/registration-admin', heading: 'Clinic admin registration' },
  { path: '/registration-doctor', heading: 'Doctor registration' },
  { path: '/registration-patient', heading: 'Patient registration' },
  { path: '/registration-superadmin', heading: 'Superadmin registration' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/reset-password/not.a-real.token', heading: 'Reset password' },
  { path: '/docs', heading: 'Policies' },
  { path: '/docs/privacy-policy', heading: 'Privacy policy' },
  { path: '/survey', heading: 'Surveys' },
  { path: '/patient/not.a-real.token', heading: 'This link no longer works' },
  { path: '/change-password', heading: 'Change password' },
  { path: '/one-time', heading: 'One-time survey' },
  { path: '/terms-and-conditions', heading: 'Welcome to the Diabetes Care Portal', at: '/login' },
  { path: '/sign-out', heading: 'Welcome to the Diabetes Care Portal', at: '/login' },
];

const BY_ROLE: Record<DemoRole, Direct[]> = {
  superadmin: [
    { path: '/superadmin/results', heading: 'Reports' },
    { path: '/superadmin/clinics-list', heading: 'Clinics' },
    { path: '/superadmin/clinic-profile/00000000-0000-4000-8000-00000000d3e0', heading: 'Clinic profile' },
    { path: '/superadmin/admins-list', heading: 'Admins' },
    { path: (ids) => `/admin-profile/${ids.admin}`, heading: 'Admin profile' },
    { path: '/doctors-list', heading: 'Doctors' },
    { path: (ids) => `/doctor-profile/${ids.doctor}`, heading: 'Doctor profile' },
    { path: '/patients-list', heading: 'Patients' },
    { path: (ids) => `/patient-profile/${ids.patient}`, heading: 'Patient profile' },
  ],
  admin: [
    { path: '/admin/doctors-list', heading: 'Doctors' },
    { path: (ids) => `/admin/doctor-profile/${ids.doctor}`, heading: 'Doctor profile' },
    { path: '/admin/patients-list', heading: 'Patient List' },
    { path: (ids) => `/admin/patient-profile/${ids.patient}`, heading: 'Patient profile' },
  ],
  doctor: [
    // Its heading is being reworked (the patient list): any heading will do here.
    { path: '/doctor/users-list', heading: /./ },
    { path: (ids) => `/doctor/survey-results?patient=${ids.patient}`, heading: 'Survey results' },
    {
      path: (ids) => `/doctor/survey-results/${ids.instance}`,
      heading: 'Survey results',
      // Once the instance is read, the page names its patient in the address (SurveyResultsPage).
      at: /\/doctor\/survey-results\/[0-9a-f-]{36}(\?patient=[0-9a-f-]{36})?$/,
    },
    { path: '/doctor/resources', heading: 'Resources' },
    { path: '/doctor/resources/t1', heading: 'T1' },
    { path: '/doctor/resources/children-and-parents', heading: 'Children and Parents' },
    { path: '/doctor/es-ES/resources', heading: 'Spanish Resources' },
    { path: '/doctor/research', heading: 'Research' },
    { path: '/doctor/help', heading: 'Help' },
  ],
  patient: [
    { path: '/patient/home', heading: 'Home' },
    { path: '/patient/results', heading: 'Results' },
    { path: (ids) => `/patient/results/${ids.instance}`, heading: 'Results' },
    { path: '/patient/notes', heading: 'Notes' },
    { path: '/patient/resources', heading: 'Resources' },
    // The latest questionnaire: the check-in, or the PHQ-9 its positive PHQ-2 offered in an earlier journey.
    {
      path: (ids) => `/survey/${ids.instance}`,
      heading: /^(Type 1 diabetes check-in|A few more questions about your mood \(PHQ-9\))$/,
    },
    // Onboarding pages are for an account still onboarding: an onboarded one is sent home.
    { path: '/terms-and-conditions', heading: 'Home', at: '/patient/home' },
    { path: '/initial-survey', heading: 'Home', at: '/patient/home' },
    { path: '/change-password', heading: 'Change password' },
    { path: '/dexcom/return', heading: 'Home', at: '/patient/home' },
    { path: '/one-time/x', heading: 'Home', at: '/patient/home' },
  ],
};

async function openDirectly(page: Page, r: Direct, ids: Ids) {
  const path = typeof r.path === 'string' ? r.path : r.path(ids);
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  await expect(page, path).toHaveURL(r.at ?? path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(r.heading, {
    timeout: 30_000,
  });
}

test('every public route opened directly shows its page', async ({ page }) => {
  for (const r of PUBLIC) await openDirectly(page, r, { instance: '', patient: '', doctor: '', admin: '' });
});

for (const role of Object.keys(BY_ROLE) as DemoRole[]) {
  test(`every ${role} route opened directly shows its page`, async ({ browser }) => {
    const ids: Ids = { instance: '', patient: '', doctor: '', admin: '' };
    const patient = await browser.newPage();
    await openAs(patient, 'patient');
    ids.instance = await latestInstance(patient);
    ids.patient = await ownId(patient);
    await patient.close();
    const page = await browser.newPage();
    await openAs(page, role);
    if (role === 'superadmin' || role === 'admin')
      ids.doctor = await accountIdOf(page, 'doctor', DEMO.doctor.email);
    if (role === 'superadmin') ids.admin = await accountIdOf(page, 'admin', DEMO.admin.email);
    for (const r of BY_ROLE[role]) await openDirectly(page, r, ids);
  });
}

test('a missing built asset is still a 404', async ({ page }) => {
  expect((await page.request.get('/no-such-chunk.0123abcd.js')).status()).toBe(404);
  expect((await page.request.get('/remotes/mfe-doctor/no-such-file')).status()).toBe(404);
});
