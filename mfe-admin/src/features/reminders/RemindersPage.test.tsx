import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage, type DueReminder, type SentReminder } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { RemindersPage } from './RemindersPage';

const messages = { 'en-GB': en, 'es-ES': es };
const BASE = 'clinic/clinic-1/reminders';
const who = {
  patientId: 'p1',
  patientName: 'Rosa Ibarra',
  surveyId: 'type2-v1',
  surveyName: 'Type 2 check-in',
};
const due: DueReminder[] = [
  { ...who, number: 2, dueAt: '2020-01-01T09:00:00.000Z' },
  { ...who, patientId: 'p2', patientName: 'Hugo Okafor', number: 1, dueAt: '2999-03-04T09:00:00.000Z' },
];
const sent: SentReminder[] = [
  { ...who, number: 1, at: '2026-03-01T09:17:00.000Z', kind: 'start', delivery: 'sent' },
  {
    ...who,
    patientId: 'p3',
    patientName: 'Ines Demir',
    number: 1,
    at: '2026-02-27T09:17:00.000Z',
    kind: 'continue',
    delivery: 'failed',
  },
];

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'admin', email: 'admin@clinic.test' }));
  fakeApi.on('get', `${BASE}/due`, { status: 200, data: toPage(due, 0, 10, 2) });
  fakeApi.on('get', `${BASE}/sent`, { status: 200, data: toPage(sent, 0, 10, 2) });
});
afterEach(() => fakeApi.reset());

const page = (locale: 'en-GB' | 'es-ES' = 'en-GB') =>
  renderWithProviders(<RemindersPage />, { messages, locale });
const rowOf = async (list: string, name: string) =>
  (await within(screen.getByRole('region', { name: list })).findByText(name)).closest('tr')!;

it('lists who is reminded next (which reminder, when) and who was (when, whether the email went)', async () => {
  page();
  const overdue = await rowOf('Next reminders', 'Rosa Ibarra');
  expect(overdue).toHaveTextContent('Second');
  expect(overdue).toHaveTextContent(/due now: it goes out shortly/);
  const later = await rowOf('Next reminders', 'Hugo Okafor');
  expect(later).toHaveTextContent('First');
  expect(later).toHaveTextContent('Type 2 check-in');
  expect(later).toHaveTextContent('2999');
  expect(await rowOf('Recent reminders', 'Rosa Ibarra')).toHaveTextContent('Sent');
  expect(await rowOf('Recent reminders', 'Ines Demir')).toHaveTextContent('Failed');
  expect(fakeApi.calls('get', `${BASE}/sent`)[0]!.params).toEqual({ page: 0, size: 10 });
  // Back to where the delays are set.
  expect(screen.getByRole('link', { name: 'Reminder settings' })).toHaveAttribute('href', '/admin/clinic');
});

it('says so when nothing is due or sent, in Spanish', async () => {
  fakeApi.on('get', `${BASE}/due`, { status: 200, data: toPage([], 0, 10, 0) });
  fakeApi.on('get', `${BASE}/sent`, { status: 200, data: toPage([], 0, 10, 0) });
  page('es-ES');
  expect(await screen.findByText(/No hay recordatorios previstos/)).toBeVisible();
  expect(await screen.findByText('Todavía no se ha enviado ningún recordatorio.')).toBeVisible();
});

it('"Send me a test reminder" says it is sending, then where the email went', async () => {
  let answer: (v: { status: number; data: unknown }) => void = () => {};
  fakeApi.on('post', `${BASE}/test`, () => new Promise((r) => (answer = r)));
  page();
  const button = await screen.findByRole('button', { name: 'Send me a test reminder' });
  await userEvent.click(button);
  expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  answer({ status: 200, data: { to: 'admin@clinic.test', delivery: 'sent' } });
  expect(
    await screen.findByText('Test reminder sent to admin@clinic.test. Look in your inbox.'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Send me a test reminder' })).toBeEnabled();
  expect(fakeApi.calls('post', `${BASE}/test`)).toHaveLength(1);

  // The relay did not take it: the outbox sends it later, and the line says so.
  fakeApi.on('post', `${BASE}/test`, { status: 200, data: { to: 'admin@clinic.test', delivery: 'waiting' } });
  await userEvent.click(button);
  expect(await screen.findByText(/will be sent as soon as it does/)).toBeVisible();
});

it('a refused test (a limit) says it was not sent', async () => {
  fakeApi.on('post', `${BASE}/test`, {
    status: 429,
    headers: { 'retry-after': '60' },
    data: { type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Wait' },
  });
  page('es-ES');
  await userEvent.click(await screen.findByRole('button', { name: 'Enviarme un recordatorio de prueba' }));
  expect(await screen.findByText('No se envió el recordatorio de prueba.')).toBeVisible();
});
