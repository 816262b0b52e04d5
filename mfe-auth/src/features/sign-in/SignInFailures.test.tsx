import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SessionError, signIn } from '@dcp/shared/session';
import { notificationsSeen, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { StaffSignInPage } from './StaffSignInPage';
import { RoleSelectPage } from './RoleSelectPage';

// Only the identity-provider sign-in is replaced; the rest of the session module stays real.
jest.mock('@dcp/shared/session', () => ({
  ...jest.requireActual('@dcp/shared/session'),
  signIn: jest.fn(),
}));
const attempt = jest.mocked(signIn);

const messages = { 'en-GB': en, 'es-ES': es };
const seen = notificationsSeen();
beforeEach(() => {
  attempt.mockReset();
});

function renderAt(route: string, locale: 'en-GB' | 'es-ES' = 'en-GB') {
  renderWithProviders(
    <Routes>
      <Route path="/sign-in-admin" element={<StaffSignInPage pool="admin" />} />
      <Route path="/login" element={<RoleSelectPage />} />
    </Routes>,
    { route, messages, locale },
  );
}

async function submit(email: string, labels = { email: 'Email', password: 'Password', go: 'Sign in' }) {
  await userEvent.type(screen.getByLabelText(labels.email), email);
  await userEvent.type(screen.getByLabelText(labels.password), 'Secret-pass1!');
  await userEvent.click(screen.getByRole('button', { name: labels.go }));
}

// Issue 36 point 11, req A§8: "Oops, something went wrong", then back to role select.
test('a staff sign-in without an API token goes back to role select, which says what happened', async () => {
  attempt.mockRejectedValue(new SessionError('noJwt'));
  renderAt('/sign-in-admin');
  await submit('admin@demo.test');
  expect(await screen.findByRole('heading', { level: 1, name: en['auth.roleSelect.title'] })).toBeVisible();
  expect(seen).toEqual([expect.objectContaining({ type: 'error', message: 'Oops, something went wrong' })]);
});

// Issue 36 point 17: a wrong password is an error line, not a plain sentence.
test('wrong credentials stay on the page as an error', async () => {
  attempt.mockRejectedValue(new SessionError('badCredentials'));
  renderAt('/sign-in-admin');
  await submit('admin@demo.test');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The username or password is incorrect.');
  expect(alert).toHaveStyle({ color: '#b3261e' });
  expect(seen).toEqual([]);
});

test('Spanish: a refused one-time login says its access is used up', async () => {
  attempt.mockRejectedValue(new SessionError('badCredentials'));
  renderAt('/login', 'es-ES');
  await userEvent.click(screen.getByRole('radio', { name: /Paciente/ }));
  await submit('one-time-0a1b2c3d4e5f@one-time.invalid', {
    email: es['auth.signIn.email'],
    password: es['auth.signIn.password'],
    go: es['auth.signIn.submit'],
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(es['auth.signIn.oneTimeUsed']);
});
