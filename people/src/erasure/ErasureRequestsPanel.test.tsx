import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage } from '@dcp/shared/contracts';
import { fakeApi, renderWithProviders } from '@dcp/shared/testing';
import { ErasureRequestsPanel } from './ErasureRequestsPanel';

const item = (id: string, name: string, firstApproval: { name: string; mine: boolean } | null = null) => ({
  id,
  requestedAt: '2026-11-20T10:00:00.000Z',
  patient: { id: `p-${id}`, email: `${id}@test.example`, name },
  clinic: { id: 'c1', name: 'Demo Clinic' },
  firstApproval,
});
const page = (content: unknown[]) => toPage(content, 0, 100, content.length, true);

beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

it('approves a request only with a reason, then lists what is still pending', async () => {
  let pending = [item('r1', 'Ana Paz'), item('r2', 'Luis Gil')];
  fakeApi.on('get', 'erasure-request', () => ({ status: 200, data: page(pending) }));
  fakeApi.on('post', 'erasure-request/r1/approve', () => {
    pending = pending.slice(1);
    return { status: 200, data: { status: 'ERASED' } };
  });
  renderWithProviders(<ErasureRequestsPanel />);
  await userEvent.click(await screen.findByRole('button', { name: 'Approve the request of Ana Paz' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve the request of Ana Paz' });
  expect(dialog).toHaveTextContent('This cannot be undone');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and erase' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the reason for your decision.');
  expect(fakeApi.calls('post', 'erasure-request/r1/approve')).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked in writing');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and erase' }));
  expect(await screen.findByText('Luis Gil')).toBeVisible();
  expect(screen.queryByText('Ana Paz')).toBeNull();
  expect(fakeApi.calls('post', 'erasure-request/r1/approve')[0]!.data).toEqual({
    reason: 'Asked in writing',
  });
});

it('in Spanish, says a request waits for a second administrator and keeps its first approver from approving again', async () => {
  fakeApi.on('get', 'erasure-request', {
    status: 200,
    data: page([item('r1', 'Ana Paz', { name: 'Ada Admin', mine: true })]),
  });
  renderWithProviders(<ErasureRequestsPanel />, { locale: 'es-ES' });
  expect(await screen.findByText('Usted la aprobó: debe aprobarla un segundo administrador')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Aprobar la solicitud de Ana Paz' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Rechazar la solicitud de Ana Paz' })).toBeEnabled();
});

it('says when nobody is waiting', async () => {
  fakeApi.on('get', 'erasure-request', { status: 200, data: page([]) });
  renderWithProviders(<ErasureRequestsPanel />);
  expect(await screen.findByText('No patient is waiting for a decision.')).toBeVisible();
});
