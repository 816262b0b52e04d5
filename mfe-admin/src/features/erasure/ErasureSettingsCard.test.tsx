import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { ErasureSettingsCard } from './ErasureSettingsCard';

const messages = { 'en-GB': en, 'es-ES': es };
const PATH = 'clinic/clinic-1/erasure';

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'admin' }));
  fakeApi.on('get', PATH, { status: 200, data: { retentionYears: 8, twoPerson: false, isDefault: true } });
});
afterEach(() => fakeApi.reset());

it("shows the country's default retention and saves the clinic's own, with the two-person rule", async () => {
  fakeApi.on('put', PATH, (req) => ({ status: 200, data: { ...(req.data as object), isDefault: false } }));
  renderWithProviders(<ErasureSettingsCard />, { messages });
  const years = await screen.findByRole('textbox', {
    name: "Years to keep an erased patient's clinical record",
  });
  expect(years).toHaveValue('8');
  expect(years).toHaveAccessibleDescription("The default for the clinic's country.");
  await userEvent.clear(years);
  await userEvent.type(years, '40');
  await userEvent.click(screen.getByRole('button', { name: 'Save account deletion settings' }));
  expect(years).toHaveAccessibleDescription(/Enter a whole number of years from 1 to 30/);
  expect(fakeApi.calls('put', PATH)).toHaveLength(0);

  await userEvent.clear(years);
  await userEvent.type(years, '10');
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'Two administrators must approve each deletion' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save account deletion settings' }));
  expect(await screen.findByRole('textbox', { name: /Years to keep/ })).not.toHaveAccessibleDescription();
  expect(fakeApi.calls('put', PATH)[0]!.data).toEqual({ retentionYears: 10, twoPerson: true });
});

it('is in Spanish for a Spanish-speaking admin', async () => {
  renderWithProviders(<ErasureSettingsCard />, { messages, locale: 'es-ES' });
  expect(await screen.findByRole('heading', { name: 'Eliminación de cuentas' })).toBeVisible();
  expect(
    screen.getByRole('checkbox', { name: 'Cada eliminación deben aprobarla dos administradores' }),
  ).not.toBeChecked();
});
