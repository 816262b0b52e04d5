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

// The shape every setting card shares (SettingCard): a failed save keeps the choice for another try;
// a setting that cannot be loaded says so instead of a form.
it('keeps the choice when saving fails, and saves it on the next try', async () => {
  fakeApi.on('put', PATH, { status: 409, data: { title: 'Conflict', status: 409 } });
  renderWithProviders(<SecondFactorSettingsCard />, { messages });
  await userEvent.click(await screen.findByRole('checkbox', { name: /Doctors must sign in/ }));
  const save = screen.getByRole('button', { name: 'Save authenticator app setting' });
  await userEvent.click(save);
  expect(await screen.findByRole('checkbox', { name: /Doctors must sign in/ })).toBeChecked();
  fakeApi.on('put', PATH, (req) => ({ status: 200, data: req.data }));
  await userEvent.click(save);
  expect(fakeApi.calls('put', PATH).map((r) => r.data)).toEqual([
    { doctorsRequired: true },
    { doctorsRequired: true },
  ]);
});

it('says the setting cannot be loaded, with no form to save', async () => {
  fakeApi.on('get', PATH, { status: 403, data: { title: 'Forbidden', status: 403 } });
  renderWithProviders(<SecondFactorSettingsCard />, { messages });
  expect(await screen.findByText(en['admin.secondFactor.failed'])).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Save authenticator app setting' })).toBeNull();
});
