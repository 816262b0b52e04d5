import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { ErasureRequestsPage } from './ErasureRequestsPage';

const messages = { 'en-GB': en, 'es-ES': es };
const item = (
  id: string,
  name: string,
  clinic: string,
  firstApproval: { name: string; mine: boolean } | null = null,
) => ({
  id,
  requestedAt: '2026-11-20T10:00:00.000Z',
  patient: { id: `p-${id}`, email: `${id}@test.example`, name },
  clinic: { id: `c-${clinic}`, name: clinic },
  firstApproval,
});

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'superadmin' }));
});
afterEach(() => fakeApi.reset());

it("lists every clinic's requests with the clinic's name and gives the second approval with a reason", async () => {
  let pending = [
    item('r1', 'Ana Paz', 'North Clinic', { name: 'Ada Admin', mine: false }),
    item('r2', 'Luis Gil', 'South Clinic'),
  ];
  fakeApi.on('get', 'erasure-request', () => ({
    status: 200,
    data: toPage(pending, 0, 100, pending.length, true),
  }));
  fakeApi.on('post', 'erasure-request/r1/approve', () => {
    pending = pending.slice(1);
    return { status: 200, data: { status: 'ERASED' } };
  });
  renderWithProviders(<ErasureRequestsPage />, { messages });
  expect(screen.getByRole('heading', { level: 1, name: 'Account deletion requests' })).toBeVisible();
  const north = await screen.findByRole('row', { name: /Ana Paz/ });
  expect(within(north).getByRole('cell', { name: 'North Clinic' })).toBeVisible();
  expect(north).toHaveTextContent('Approved by Ada Admin: a second administrator must approve');
  expect(screen.getByRole('row', { name: /Luis Gil/ })).toHaveTextContent('South Clinic');

  await userEvent.click(within(north).getByRole('button', { name: 'Approve the request of Ana Paz' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve the request of Ana Paz' });
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Confirmed by phone');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and erase' }));
  expect(await screen.findByRole('row', { name: /Luis Gil/ })).toBeVisible();
  expect(screen.queryByText('Ana Paz')).toBeNull();
  expect(fakeApi.calls('post', 'erasure-request/r1/approve')[0]!.data).toEqual({
    reason: 'Confirmed by phone',
  });
});

it('is in Spanish, with the clinic column', async () => {
  fakeApi.on('get', 'erasure-request', {
    status: 200,
    data: toPage([item('r1', 'Ana Paz', 'Clínica Norte')], 0, 100, 1, true),
  });
  renderWithProviders(<ErasureRequestsPage />, { messages, locale: 'es-ES' });
  expect(await screen.findByRole('columnheader', { name: 'Clínica' })).toBeVisible();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Solicitudes de eliminación de cuentas' }),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Rechazar la solicitud de Ana Paz' })).toBeEnabled();
});
