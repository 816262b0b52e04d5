import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OVERVIEW, fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { OverviewPage } from './OverviewPage';

// Issue 42 point 4: the clinic admin's overview — counts only, small groups withheld, each figure
// that has a list filter opens the list filtered the same way; the period and its months.
const messages = { 'en-GB': en, 'es-ES': es };
const PATH = 'clinic/clinic-1/overview';

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'admin' }));
  fakeApi.on('get', PATH, (req) => ({ status: 200, data: { ...OVERVIEW, period: req.params?.period } }));
});
afterEach(() => fakeApi.reset());

it('shows the figures with links to the filtered list, withheld counts and the months', async () => {
  renderWithProviders(<OverviewPage />, { messages, route: '/admin/overview' });
  expect(await screen.findByRole('heading', { name: 'Clinic overview', level: 1 })).toBeVisible();
  const patients = await screen.findByRole('region', { name: 'Patients' });
  expect(within(patients).getByRole('link', { name: 'Awaiting review' })).toHaveAttribute(
    'href',
    '/admin/patients-list?awaiting=1',
  );
  expect(within(patients).getByText('Open PHQ-9 item 9 flags').closest('div')).toHaveTextContent(
    'fewer than 5',
  );
  expect(
    within(patients).getByText('Positive PHQ-2 (latest questionnaire)').closest('div'),
  ).toHaveTextContent('6 (25%)');
  const glucose = screen.getByRole('region', { name: 'Glucose in the period (linked patients)' });
  expect(within(glucose).getByRole('link', { name: 'No recent glucose data' })).toHaveAttribute(
    'href',
    '/admin/patients-list?nodata=1',
  );
  expect(screen.getByRole('table', { name: 'Questionnaires month by month' })).toHaveTextContent(
    'November 2026',
  );
  expect(fakeApi.calls('get', PATH).map((r) => r.params)).toEqual([{ period: '30d' }]);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '12m');
  expect(fakeApi.calls('get', PATH).map((r) => r.params)).toEqual([{ period: '30d' }, { period: '12m' }]);
});

it('is in Spanish for a Spanish-speaking admin', async () => {
  renderWithProviders(<OverviewPage />, { messages, locale: 'es-ES', route: '/admin/overview' });
  expect(await screen.findByRole('heading', { name: 'Resumen de la clínica', level: 1 })).toBeVisible();
  expect(await screen.findByRole('link', { name: 'Pendientes de revisión' })).toBeVisible();
  expect(screen.getAllByText('menos de 5').length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeEnabled();
});
