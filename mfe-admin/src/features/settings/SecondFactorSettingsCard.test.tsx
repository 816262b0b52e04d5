import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { SecondFactorSettingsCard } from './SecondFactorSettingsCard';

// Issue 37 point 5: the clinic admin requires an authenticator app of the clinic's doctors.
const messages = { 'en-GB': en, 'es-ES': es };
const PATH = 'clinic/clinic-1/second-factor';

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'admin' }));
  fakeApi.on('get', PATH, { status: 200, data: { doctorsRequired: false } });
});
afterEach(() => fakeApi.reset());

it("turns the rule on for the clinic's doctors and shows it as saved", async () => {
  fakeApi.on('put', PATH, (req) => ({ status: 200, data: req.data }));
  renderWithProviders(<SecondFactorSettingsCard />, { messages });
  const box = await screen.findByRole('checkbox', {
    name: 'Doctors must sign in with an authenticator app',
  });
  expect(box).not.toBeChecked();
  await userEvent.click(box);
  expect(fakeApi.calls('put', PATH)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Save authenticator app setting' }));
  expect(fakeApi.calls('put', PATH).map((r) => r.data)).toEqual([{ doctorsRequired: true }]);
  expect(await screen.findByRole('checkbox', { name: /Doctors must sign in/ })).toBeChecked();
});

it('is in Spanish for a Spanish-speaking admin', async () => {
  fakeApi.on('get', PATH, { status: 200, data: { doctorsRequired: true } });
  renderWithProviders(<SecondFactorSettingsCard />, { messages, locale: 'es-ES' });
  expect(
    await screen.findByRole('heading', { name: 'Aplicación de autenticación para los médicos' }),
  ).toBeVisible();
  expect(
    screen.getByRole('checkbox', {
      name: 'Los médicos deben iniciar sesión con una aplicación de autenticación',
    }),
  ).toBeChecked();
});
