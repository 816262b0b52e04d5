import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { ReminderSettingsCard } from './ReminderSettingsCard';

const messages = { 'en-GB': en, 'es-ES': es };
const PATH = 'clinic/clinic-1/reminders';
const settings = {
  surveys: [
    { surveyId: 'type2-v1', name: 'Type 2 diabetes', firstDays: 3, secondDays: 7, isDefault: true },
    { surveyId: 'pre-v1', name: 'Prediabetes', firstDays: 2, secondDays: 0, isDefault: false },
  ],
};

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'admin' }));
  fakeApi.on('get', PATH, { status: 200, data: settings });
});
afterEach(() => fakeApi.reset());

const group = (name: string) => screen.findByRole('group', { name });

it("shows each questionnaire's delays and saves what the admin typed (empty is off)", async () => {
  fakeApi.on('put', PATH, (req) => ({
    status: 200,
    data: {
      surveys: settings.surveys.map((s, i) => ({ ...s, ...(req.data as typeof settings).surveys[i] })),
    },
  }));
  renderWithProviders(<ReminderSettingsCard />, { messages });
  const type2 = await group('Type 2 diabetes');
  expect(within(type2).getByText('The defaults apply.')).toBeInTheDocument();
  const first = within(type2).getByRole('spinbutton', { name: 'First reminder (days)' });
  expect(first).toHaveValue(3);
  await userEvent.clear(first);
  await userEvent.type(first, '4');
  await userEvent.clear(within(type2).getByRole('spinbutton', { name: 'Second reminder (days)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
  await waitFor(() => expect(fakeApi.calls('put', PATH)).toHaveLength(1));
  expect(fakeApi.calls('put', PATH)[0]!.data).toEqual({
    surveys: [
      { surveyId: 'type2-v1', firstDays: 4, secondDays: 0 },
      { surveyId: 'pre-v1', firstDays: 2, secondDays: 0 },
    ],
  });
});

it('refuses a second reminder before the first, in Spanish too, and sends nothing', async () => {
  renderWithProviders(<ReminderSettingsCard />, { messages, locale: 'es-ES' });
  const pre = await group('Prediabetes');
  const second = within(pre).getByRole('spinbutton', { name: 'Segundo recordatorio (días)' });
  await userEvent.type(second, '1');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar recordatorios' }));
  expect(
    await within(pre).findByText(/El segundo recordatorio debe enviarse después del primero/),
  ).toBeVisible();
  expect(second).toHaveAttribute('aria-invalid', 'true');
  expect(fakeApi.calls('put', PATH)).toHaveLength(0);
});
