import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeSession, makeAccount, renderDoctor } from '../../test-kit';
import { ReviewDigestSetting } from './ReviewDigestSetting';

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor' }));
  fakeApi.on('get', 'doctor/notifications', { status: 200, data: { reviewDigest: true } });
});
afterEach(() => fakeApi.reset());

it('shows the saved preference and turns the digest off', async () => {
  fakeApi.on('put', 'doctor/notifications', (req) => ({ status: 200, data: req.data }));
  renderDoctor(<ReviewDigestSetting />);
  const box = await screen.findByRole('checkbox', { name: 'Email me a daily summary' });
  expect(box).toBeChecked();
  await userEvent.click(box);
  await waitFor(() => expect(fakeApi.calls('put', 'doctor/notifications')).toHaveLength(1));
  expect(fakeApi.calls('put', 'doctor/notifications')[0]!.data).toEqual({ reviewDigest: false });
  await waitFor(() => expect(box).not.toBeChecked());
});

it('goes back to the saved value when saving fails, in Spanish too', async () => {
  fakeApi.on('put', 'doctor/notifications', { status: 400, data: { detail: 'no' } });
  renderDoctor(<ReviewDigestSetting />, { locale: 'es-ES' });
  const box = await screen.findByRole('checkbox', {
    name: 'Enviarme un resumen diario por correo electrónico',
  });
  await userEvent.click(box);
  await waitFor(() => expect(fakeApi.calls('put', 'doctor/notifications')).toHaveLength(1));
  await waitFor(() => expect(box).toBeChecked());
});
