import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { DeleteAccountPage } from './DeleteAccountPage';

const messages = { 'en-GB': en, 'es-ES': es };
const pending = {
  id: 'r1',
  status: 'PENDING',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  reason: null,
};

beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

it('says what is erased and kept, and asks only after the patient confirms', async () => {
  fakeApi.on('get', 'user/erasure-request', { status: 200, data: { request: null } });
  fakeApi.on('post', 'user/erasure-request', { status: 201, data: pending });
  renderWithProviders(<DeleteAccountPage />, { messages });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Delete my account');
  expect(screen.getByText(/everything you wrote in your own words/)).toBeVisible();
  expect(screen.getByText(/at least 5 in Spain, 8 in the UK/)).toBeVisible();

  await userEvent.click(await screen.findByRole('button', { name: 'Ask to delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(fakeApi.calls('post', 'user/erasure-request')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Ask to delete my account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, ask to delete my account' }));
  expect(await screen.findByText('Your request is with your clinic')).toBeVisible();
  expect(screen.getByText(/You asked on 20 November 2026/)).toBeVisible();
  expect(fakeApi.calls('post', 'user/erasure-request')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Ask to delete my account' })).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it("shows the clinic's reason for a declined request in Spanish, and lets the patient ask again", async () => {
  fakeApi.on('get', 'user/erasure-request', {
    status: 200,
    data: {
      request: {
        ...pending,
        status: 'DECLINED',
        decidedAt: '2026-11-22T10:00:00.000Z',
        reason: 'Plan abierto',
      },
    },
  });
  renderWithProviders(<DeleteAccountPage />, { messages, locale: 'es-ES' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Rechazada el 22 de noviembre de 2026: «Plan abierto»',
  );
  expect(screen.getByRole('button', { name: 'Solicitar la eliminación de mi cuenta' })).toBeEnabled();
});
