import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage, type PatientListItem } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, pageOf, renderWithProviders } from '@dcp/shared/testing';
import en from './lang/en.json';
import es from './lang/es.json';
import { AppRoutes } from './routes';

// The superadmin's people pages are this remote's own (issue 26 point 2): its titles, its profile
// routes, the clinic column; the lists, profile and trail inside them are shared building blocks.

const messages = { 'en-GB': en, 'es-ES': es };
const ADA = '0d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c3';
const admin = {
  id: ADA,
  email: 'ada@north.test',
  firstName: 'Ada',
  lastName: 'Min',
  clinic: { id: 'c1', name: 'North' },
};
const PAT = '0d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c4';
const patient: PatientListItem = {
  id: PAT,
  email: 'pat@south.test',
  firstName: 'Pat',
  lastName: 'Ient',
  clinic: { id: 'c2', name: 'South' },
  diabetes: null,
  lastCompleted: null,
  latestInstanceId: null,
  concern: null,
  priorityScore: null,
  priorityCode: null,
  flags: [],
  lastReviewedAt: null,
  arrival: 'INVITATION',
  reviewInstanceId: null,
  lastReminderAt: null,
  leftAt: null,
  glucose: null,
};

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'superadmin' }));
  fakeApi.on('get', 'admin', { status: 200, data: toPage([admin], 0, 2000, 1) });
  fakeApi.on('get', `admin/${ADA}`, { status: 200, data: admin });
  fakeApi.on('get', 'user', { status: 200, data: toPage([patient], 0, 2000, 1, true) });
  fakeApi.on('get', 'audit', { status: 200, data: pageOf([]) });
});
afterEach(() => fakeApi.reset());

it('lists admins with email and clinic, opens a profile and goes back to the list', async () => {
  renderWithProviders(<AppRoutes />, { messages, route: '/superadmin/admins-list' });
  expect(screen.getByRole('heading', { level: 1, name: 'Admins' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add admin' })).toBeInTheDocument();
  const row = (await screen.findByText('Ada Min')).closest('tr')!;
  expect(within(row).getByText('ada@north.test')).toBeInTheDocument();
  expect(within(row).getByText('North')).toBeInTheDocument();
  await userEvent.click(row);
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin profile' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
    'href',
    '/superadmin/admins-list',
  );
});

it.each([
  ['en-GB', 'Patients', 'Add patient'],
  ['es-ES', 'Pacientes', 'Añadir paciente'],
] as const)(
  'the patients page in %s: its title, the add button, the clinic column; a row opens the profile',
  async (locale, title, add) => {
    renderWithProviders(<AppRoutes />, { messages, route: '/patients-list', locale });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: add })).toBeInTheDocument();
    const row = (await screen.findByText('Pat Ient')).closest('tr')!;
    expect(within(row).getByText('South')).toBeInTheDocument();
    fakeApi.on('get', `user/${PAT}`, { status: 404, data: { status: 404, title: 'Not Found' } });
    await userEvent.click(row);
    expect(
      await screen.findByRole('link', {
        name: locale === 'en-GB' ? 'Back to the list' : 'Volver a la lista',
      }),
    ).toHaveAttribute('href', '/patients-list');
  },
);

it.each([
  ['en-GB', 'Audit trail', /^Who read or changed whose data/],
  ['es-ES', 'Registro de auditoría', /^Quién consultó o modificó/],
] as const)('the audit page in %s: its title and what the trail is', async (locale, title, intro) => {
  renderWithProviders(<AppRoutes />, { messages, route: '/superadmin/audit', locale });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(intro)).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: title })).toBeInTheDocument();
});
