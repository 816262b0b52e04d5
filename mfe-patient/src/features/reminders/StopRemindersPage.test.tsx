import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { StopRemindersPage } from './StopRemindersPage';

const messages = { 'en-GB': en, 'es-ES': es };
const TOKEN = 'm8xW0f3kQ1e2R7d9yT6u5g.Yp4sN2cV8bL1kJ7hG3fD9a';

const renderAt = (locale?: 'es-ES') =>
  renderWithProviders(
    <Routes>
      <Route path="/stop-reminders/:token" element={<StopRemindersPage />} />
    </Routes>,
    { messages, route: `/stop-reminders/${TOKEN}`, ...(locale ? { locale } : {}) },
  );

beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

it("stops the reminders as the email's link opens it, and turns them back on with one press", async () => {
  fakeApi.on('post', 'reminders/opt-out', { status: 200, data: { reminders: false } });
  fakeApi.on('post', 'reminders/opt-in', { status: 200, data: { reminders: true } });
  renderAt();
  expect(await screen.findByText(/You will not receive any more reminders/)).toBeVisible();
  expect(fakeApi.calls('post', 'reminders/opt-out')[0]!.data).toEqual({ token: TOKEN });
  await userEvent.click(screen.getByRole('button', { name: 'Turn reminders back on' }));
  expect(await screen.findByText('Reminders are on again.')).toBeVisible();
  expect(fakeApi.calls('post', 'reminders/opt-in')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Stop reminders' })).toBeEnabled();
});

it('says in Spanish when the link is not valid, and offers sign-in', async () => {
  fakeApi.on('post', 'reminders/opt-out', { status: 404, data: { detail: 'not valid' } });
  renderAt('es-ES');
  expect(await screen.findByRole('alert')).toHaveTextContent(/no es válido/);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recordatorios de cuestionarios');
  await waitFor(() => expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible());
});
