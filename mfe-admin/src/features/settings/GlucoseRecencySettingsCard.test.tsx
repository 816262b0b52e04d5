import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { GlucoseRecencySettingsCard } from './GlucoseRecencySettingsCard';

// Issue 42 point 3: the clinic admin sets the hours without a CGM reading before the list says so.
const messages = { 'en-GB': en, 'es-ES': es };
const PATH = 'clinic/clinic-1/glucose-recency';

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'admin' }));
  fakeApi.on('get', PATH, { status: 200, data: { noDataHours: 24 } });
});
afterEach(() => fakeApi.reset());

it('saves the hours the admin types, and refuses a value out of bounds without asking the API', async () => {
  fakeApi.on('put', PATH, (req) => ({ status: 200, data: req.data }));
  renderWithProviders(<GlucoseRecencySettingsCard />, { messages });
  const field = await screen.findByRole('textbox', { name: /Hours without a reading/ });
  expect(field).toHaveValue('24');
  const save = screen.getByRole('button', { name: 'Save glucose data setting' });
  await userEvent.clear(field);
  await userEvent.type(field, '12');
  await userEvent.click(save);
  expect(screen.getByText('Enter a whole number of hours from 24 to 336.')).toBeVisible();
  expect(fakeApi.calls('put', PATH)).toHaveLength(0);
  await userEvent.clear(field);
  await userEvent.type(field, '48');
  await userEvent.click(save);
  expect(fakeApi.calls('put', PATH).map((r) => r.data)).toEqual([{ noDataHours: 48 }]);
  expect(await screen.findByRole('textbox', { name: /Hours without a reading/ })).toHaveValue('48');
});

it('is in Spanish for a Spanish-speaking admin', async () => {
  renderWithProviders(<GlucoseRecencySettingsCard />, { messages, locale: 'es-ES' });
  expect(await screen.findByRole('heading', { name: 'Datos de glucosa que dejan de llegar' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: /Horas sin lecturas/ })).toHaveValue('24');
  expect(screen.getByText('El valor predeterminado es 24 horas.')).toBeVisible();
});
