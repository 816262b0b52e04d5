import { screen } from '@testing-library/react';
import { fakeApi, fakeSession, makeAccount, OVERVIEW, renderDoctor } from '../../test-kit';
import { DoctorOverviewPage } from './DoctorOverviewPage';

// Issue 42 point 4: a doctor's own patients at a glance; each figure opens their own patients
// (the list's Assigned filter) filtered the same way.
const PATH = 'doctor/this/overview';

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor' }));
  fakeApi.on('get', PATH, {
    status: 200,
    data: { ...OVERVIEW, period: '90d', months: [], overdueByDoctor: [] },
  });
});
afterEach(() => fakeApi.reset());

it("asks for the doctor's own figures and links to their own patients", async () => {
  renderDoctor(<DoctorOverviewPage />, { route: '/doctor/overview?period=90d' });
  expect(await screen.findByRole('heading', { name: 'My patients at a glance', level: 1 })).toBeVisible();
  expect(await screen.findByRole('link', { name: 'Awaiting review' })).toHaveAttribute(
    'href',
    '/doctor/users-list?assigned=assigned&awaiting=1',
  );
  expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('90d');
  expect(fakeApi.calls('get', PATH).map((r) => r.params)).toEqual([{ period: '90d' }]);
  // A doctor's overview has no per-doctor table and no months outside the 12-month view.
  expect(screen.queryByRole('table')).toBeNull();
});

it('is in Spanish for a Spanish-speaking doctor', async () => {
  renderDoctor(<DoctorOverviewPage />, { locale: 'es-ES', route: '/doctor/overview' });
  expect(await screen.findByRole('heading', { name: 'Mis pacientes de un vistazo', level: 1 })).toBeVisible();
  expect(await screen.findByRole('link', { name: 'Sin datos de glucosa recientes' })).toHaveAttribute(
    'href',
    '/doctor/users-list?assigned=assigned&nodata=1',
  );
});
