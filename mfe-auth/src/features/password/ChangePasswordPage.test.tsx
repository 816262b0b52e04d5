import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { changePassword, SessionError } from '@dcp/shared/session';
import { notificationsSeen, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { ChangePasswordPage } from './ChangePasswordPage';

// Only the identity-provider call is replaced; the rest of the session module stays real.
jest.mock('@dcp/shared/session', () => ({
  ...jest.requireActual('@dcp/shared/session'),
  changePassword: jest.fn(),
}));
const change = jest.mocked(changePassword);

const messages = { 'en-GB': en, 'es-ES': es };
const seen = notificationsSeen();
beforeEach(() => {
  change.mockReset();
});

function renderPage(locale: 'en-GB' | 'es-ES' = 'en-GB') {
  return renderWithProviders(
    <Routes>
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/" element={<p>default page</p>} />
    </Routes>,
    { messages, route: '/change-password', locale },
  );
}

async function fill(old: string, password: string, confirm: string) {
  if (old) await userEvent.type(screen.getByLabelText('Current password'), old);
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.tab();
}

it('shows the req A§5 messages once fields were left and keeps save disabled until all is valid', async () => {
  renderPage();
  const save = screen.getByRole('button', { name: 'Save new password' });
  expect(save).toBeDisabled();
  await userEvent.click(screen.getByLabelText('Current password'));
  await userEvent.click(screen.getByLabelText('New password'));
  await userEvent.click(screen.getByLabelText('Confirm new password'));
  await userEvent.tab();
  expect(screen.getByText('Please enter the password')).toBeInTheDocument();
  expect(screen.getByText('Please enter new password')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New password'), 'alllower#1');
  expect(screen.getByText('New password should contain uppercase letters')).toBeInTheDocument();
  expect(save).toBeDisabled();
});

it('rejects a confirmation that does not match and never calls the provider', async () => {
  renderPage();
  await fill('Old#Pass2026', 'Fresh#Pass2027', 'Fresh#Pass2028');
  expect(screen.getByText('The passwords provided must match!')).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'Save new password' });
  expect(save).toBeDisabled();
  await userEvent.click(save);
  expect(change).not.toHaveBeenCalled();
});

it("changes the password, notifies 'Successfully updated Password!' and goes to the default page", async () => {
  change.mockResolvedValue('signedIn');
  renderPage();
  await fill('Old#Pass2026', 'Fresh#Pass2027', 'Fresh#Pass2027');
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  await waitFor(() => expect(screen.getByText('default page')).toBeInTheDocument());
  expect(change).toHaveBeenCalledWith({
    oldPassword: 'Old#Pass2026',
    newPassword: 'Fresh#Pass2027',
    code: undefined,
  });
  expect(seen).toEqual([{ type: 'success', title: 'Password', message: 'Successfully updated Password!' }]);
});

// Issue 37 point 5: an account with an authenticator app cannot change its password with the old one
// alone; the page asks the app's code once the provider says so, and the person signs in again after.
it('asks the authenticator app’s code when the account has one, then saves with it', async () => {
  change.mockRejectedValueOnce(new SessionError('codeRequired')).mockResolvedValueOnce('signedOut');
  renderPage();
  expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  await fill('Old#Pass2026', 'Fresh#Pass2027', 'Fresh#Pass2027');
  const save = screen.getByRole('button', { name: 'Save new password' });
  await userEvent.click(save);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This account has an authenticator app: type the code it shows now to save the new password.',
  );
  expect(save).toBeDisabled();
  await userEvent.type(screen.getByLabelText('6-digit code'), '12345');
  await userEvent.tab();
  expect(screen.getByText('Type the 6 digits the app shows')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('6-digit code'), '6');
  await userEvent.click(save);
  await waitFor(() => expect(screen.getByText('default page')).toBeInTheDocument());
  expect(change).toHaveBeenLastCalledWith({
    oldPassword: 'Old#Pass2026',
    newPassword: 'Fresh#Pass2027',
    code: '123456',
  });
  expect(seen).toEqual([
    { type: 'success', title: 'Password', message: 'Password updated. Please, login with new password' },
  ]);
});

it("shows the provider's error in the form and stays on the page", async () => {
  change.mockRejectedValue(
    new SessionError('unknownError', { providerMessage: 'Incorrect username or password.' }),
  );
  renderPage();
  await fill('Wrong#Pass2026', 'Fresh#Pass2027', 'Fresh#Pass2027');
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
  expect(screen.queryByText('default page')).not.toBeInTheDocument();
  expect(seen).toEqual([]);
});

it('shows a wrong current password as the translated wrong-credentials text', async () => {
  change.mockRejectedValue(new SessionError('badCredentials'));
  renderPage('es-ES');
  await userEvent.type(screen.getByLabelText('Contraseña actual'), 'Wrong#Pass2026');
  await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Fresh#Pass2027');
  await userEvent.type(screen.getByLabelText('Confirme la contraseña nueva'), 'Fresh#Pass2027');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('El usuario o la contraseña no son correctos.');
});

it("falls back to the translated 'unknown error' when the provider gives no message", async () => {
  change.mockRejectedValue(new Error('boom'));
  renderPage('es-ES');
  await userEvent.type(screen.getByLabelText('Contraseña actual'), 'Old#Pass2026');
  await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Fresh#Pass2027');
  await userEvent.type(screen.getByLabelText('Confirme la contraseña nueva'), 'Fresh#Pass2027');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^error desconocido$/);
});
