import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { AppRoutes } from '../../routes';

// Issue 24 point 4: the clinic admin chooses the glucose unit its people read unless they choose.

const messages = { 'en-GB': en, 'es-ES': es };
const clinic = { id: 'c1', name: 'North', locale: 'es-ES', glucoseUnit: 'mg/dL' };
beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'admin', clinic: { id: 'c1', name: 'North' } }));
  fakeApi.on('get', 'clinic/c1', { status: 200, data: clinic });
  fakeApi.on('put', 'clinic/c1/glucose-unit', { status: 200, data: { ...clinic, glucoseUnit: 'mmol/L' } });
});
afterEach(() => fakeApi.reset());

it('the admin sees the own clinic and sets its glucose unit to mmol/L', async () => {
  renderWithProviders(<AppRoutes />, { messages, route: '/admin/clinic' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your clinic' })).toBeInTheDocument();
  expect(screen.getByText('North')).toBeInTheDocument();
  const select = screen.getByLabelText('Clinic glucose unit');
  expect(select).toHaveValue('mg/dL');
  await userEvent.selectOptions(select, 'mmol/L');
  await userEvent.click(screen.getByRole('button', { name: 'Save glucose unit' }));
  await waitFor(() =>
    expect(fakeApi.calls('put', 'clinic/c1/glucose-unit').map((c) => c.data)).toEqual([
      { glucoseUnit: 'mmol/L' },
    ]),
  );
  await waitFor(() => expect(select).toHaveValue('mmol/L'));
});

it('in Spanish', async () => {
  renderWithProviders(<AppRoutes />, { messages, route: '/admin/clinic', locale: 'es-ES' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Su clínica' })).toBeInTheDocument();
  expect(screen.getByLabelText('Unidad de glucosa de la clínica')).toHaveValue('mg/dL');
  expect(screen.getByText('Español')).toBeInTheDocument();
});
