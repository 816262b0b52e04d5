import { screen } from '@testing-library/react';
import {
  DOCTOR_DAN,
  fakeApi,
  fakeSession,
  makeAccount,
  pageOf,
  renderWithProviders,
} from '@dcp/shared/testing';
import en from './lang/en.json';
import es from './lang/es.json';
import { AppRoutes } from './routes';

const messages = { 'en-GB': en, 'es-ES': es };
const doctor = DOCTOR_DAN;
const DAN = doctor.id;
const PAT = '0d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c2';
const patient = {
  ...doctor,
  id: PAT,
  email: 'pat@north.test',
  birthDate: null,
  age: null,
  gender: null,
  diabetes: null,
  chronicConditions: null,
};

beforeEach(() => {
  fakeApi.install();
  fakeApi.on('get', `doctor/${DAN}`, { status: 200, data: doctor });
  fakeApi.on('get', `user/${PAT}`, { status: 200, data: patient });
});
afterEach(() => fakeApi.reset());

// The guard lets a superadmin into the admin-area profiles but not the admin lists (req A§2).
it.each([
  ['admin', `/admin/doctor-profile/${DAN}`, '/admin/doctors-list'],
  ['admin', `/admin/patient-profile/${PAT}`, '/admin/patients-list'],
  ['superadmin', `/admin/doctor-profile/${DAN}`, '/doctors-list'],
  ['superadmin', `/admin/patient-profile/${PAT}`, '/patients-list'],
] as const)('a %s on %s goes back to %s', async (role, route, list) => {
  fakeSession(makeAccount({ accountType: role }));
  renderWithProviders(<AppRoutes />, { messages, route });
  expect(await screen.findByText('North')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', list);
});

// The pages are this remote's (issue 26 point 2): their titles come from its catalogue, in both languages.
it.each([
  ['en-GB', `/admin/doctor-profile/${DAN}`, 'Doctor profile'],
  ['es-ES', `/admin/doctor-profile/${DAN}`, 'Perfil del médico'],
  ['en-GB', `/admin/patient-profile/${PAT}`, 'Patient profile'],
  ['es-ES', `/admin/patient-profile/${PAT}`, 'Perfil del paciente'],
] as const)('in %s, %s is titled %s', async (locale, route, title) => {
  fakeSession(makeAccount({ accountType: 'admin' }));
  renderWithProviders(<AppRoutes />, { messages, route, locale });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

it.each([
  ['en-GB', 'Audit trail', /^Who read or changed whose data/],
  ['es-ES', 'Registro de auditoría', /^Quién consultó o modificó/],
] as const)('the audit page in %s: its title and what the trail is', async (locale, title, intro) => {
  fakeSession(makeAccount({ accountType: 'admin' }));
  fakeApi.on('get', 'audit', { status: 200, data: pageOf([]) });
  renderWithProviders(<AppRoutes />, { messages, route: '/admin/audit', locale });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(intro)).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: title })).toBeInTheDocument();
});
