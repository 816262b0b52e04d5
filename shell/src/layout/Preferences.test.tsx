import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { Preferences } from './Preferences';

// Issue 24 point 4: a patient or doctor chooses the glucose unit beside language and font size; the
// API stores it (it follows them to other devices); the clinic's unit is the default.

const messages = { 'en-GB': en, 'es-ES': es };
const patient = makeAccount({
  accountType: 'patient',
  glucoseUnit: 'mmol/L',
  glucoseUnitChoice: null,
  clinicGlucoseUnit: 'mmol/L',
});
beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

test('a patient follows the clinic’s unit, chooses mg/dL, and the API stores the choice', async () => {
  fakeSession(patient);
  fakeApi.on('put', 'user/this/glucose-unit', {
    status: 200,
    data: { ...patient, glucoseUnit: 'mg/dL', glucoseUnitChoice: 'mg/dL' },
  });
  renderWithProviders(<Preferences />, { messages });
  const select = screen.getByLabelText('Glucose unit');
  expect(select).toHaveValue('');
  expect(screen.getByRole('option', { name: "My clinic's (mmol/L)" })).toBeInTheDocument();
  await userEvent.selectOptions(select, 'mg/dL');
  expect(fakeApi.calls('put', 'user/this/glucose-unit').map((c) => c.data)).toEqual([
    { glucoseUnit: 'mg/dL' },
  ]);
  await waitFor(() => expect(select).toHaveValue('mg/dL'));
});

test('going back to the clinic’s unit sends null; in Spanish', async () => {
  const chose = { ...patient, glucoseUnit: 'mg/dL' as const, glucoseUnitChoice: 'mg/dL' as const };
  fakeSession(chose);
  fakeApi.on('put', 'user/this/glucose-unit', { status: 200, data: patient });
  renderWithProviders(<Preferences />, { messages, locale: 'es-ES' });
  const select = screen.getByLabelText('Unidad de glucosa');
  await userEvent.selectOptions(select, 'La de mi clínica (mmol/L)');
  expect(fakeApi.calls('put', 'user/this/glucose-unit').map((c) => c.data)).toEqual([{ glucoseUnit: null }]);
  await waitFor(() => expect(select).toHaveValue(''));
});

test('an administrator, who reads no glucose, is not asked', () => {
  fakeSession(makeAccount({ accountType: 'admin' }));
  renderWithProviders(<Preferences />, { messages });
  expect(screen.getByLabelText('Language')).toBeInTheDocument();
  expect(screen.queryByLabelText('Glucose unit')).toBeNull();
});
