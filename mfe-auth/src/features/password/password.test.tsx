import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PROBLEM_CODE, RESET_CODE_INVALID } from '@dcp/shared/contracts';
import { badRequest, fakeApi, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const messages = { 'en-GB': en, 'es-ES': es };
beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

it('forgot-password: both send buttons stay disabled while the email is empty; the link answer is shown', async () => {
  fakeApi.on('post', 'auth/password/forgot', {
    status: 200,
    data: { message: 'If an account exists, a link was sent.' },
  });
  renderWithProviders(<ForgotPasswordPage />, { messages });
  const code = screen.getByRole('button', { name: 'Send verification code' });
  const link = screen.getByRole('button', { name: 'Email me a reset link instead' });
  expect(code).toBeDisabled();
  expect(link).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Email'), 'someone@demo.test');
  expect(code).toBeEnabled();
  await userEvent.click(link);
  expect(await screen.findByRole('status')).toHaveTextContent(
    "If an account exists for this email, we have sent a link to it: to reset your password or, if you signed up with your doctor's link, to continue your questionnaire.",
  );
  expect(fakeApi.calls('post', 'auth/password/forgot')[0]?.data).toEqual({
    email: 'someone@demo.test',
    method: 'link',
  });
});

it('forgot-password: the code comes from the API by email; a wrong code shows its own text', async () => {
  fakeApi.on('post', 'auth/password/forgot', { status: 200, data: { message: 'sent' } });
  fakeApi.on(
    'post',
    'auth/password/reset-code',
    badRequest(RESET_CODE_INVALID, PROBLEM_CODE.resetCodeInvalid),
  );
  renderWithProviders(<ForgotPasswordPage />, { messages });
  await userEvent.type(screen.getByLabelText('Email'), 'someone@demo.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
  expect(fakeApi.calls('post', 'auth/password/forgot')[0]?.data).toEqual({
    email: 'someone@demo.test',
    method: 'code',
  });
  await userEvent.type(await screen.findByLabelText('Verification code'), 'abcd-2345');
  await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'Code#Reset2026');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'Code#Reset2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong, expired');
  expect(fakeApi.calls('post', 'auth/password/reset-code')[0]?.data).toEqual({
    email: 'someone@demo.test',
    code: 'abcd-2345',
    newPassword: 'Code#Reset2026',
  });
});

function renderReset(locale: 'en-GB' | 'es-ES' = 'en-GB') {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="/login" element={<p>role select</p>} />
    </Routes>,
    { messages, route: '/reset-password/tok-123', locale },
  );
}

it('reset-password: policy and match messages, submit disabled until valid, server error shown', async () => {
  fakeApi.on(
    'post',
    'auth/password/reset',
    badRequest('El enlace no es válido', PROBLEM_CODE.resetLinkInvalid),
  );
  renderReset();
  const save = screen.getByRole('button', { name: 'Save new password' });
  await userEvent.type(screen.getByLabelText('New password'), 'short');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
  await userEvent.tab();
  expect(screen.getByText('New password must be at least 8 characters long')).toBeInTheDocument();
  expect(screen.getByText('The passwords provided must match!')).toBeInTheDocument();
  expect(save).toBeDisabled();
  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.type(screen.getByLabelText('New password'), 'Fresh#Pass2027');
  await userEvent.clear(screen.getByLabelText('Confirm new password'));
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh#Pass2027');
  await userEvent.click(save);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The reset link is invalid, expired or already used',
  );
  expect(fakeApi.calls('post', 'auth/password/reset')[0]?.data).toEqual({
    token: 'tok-123',
    newPassword: 'Fresh#Pass2027',
  });
});

it("reset-password in Spanish goes back to the sign-in page of the user's role on success", async () => {
  fakeApi.on('post', 'auth/password/reset', { status: 200, data: { email: 'a@b.test', pool: 'patient' } });
  renderReset('es-ES');
  await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Fresh#Pass2027');
  await userEvent.type(screen.getByLabelText('Confirme la contraseña nueva'), 'Fresh#Pass2027');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));
  await waitFor(() => expect(screen.getByText('role select')).toBeInTheDocument());
});

it.each([
  // The API's own English text for a used or expired link is replaced by the page's translation.
  [
    'tok-1234567890abcdefghijkl',
    badRequest('El enlace no es válido', PROBLEM_CODE.resetLinkInvalid),
    'El enlace para restablecer la contraseña no es válido, ha caducado o ya se ha usado. Solicite uno nuevo.',
  ],
  // A token the contract rejects (too short) can only mean a broken link, whatever the validation text.
  [
    'tok-123',
    badRequest('body.token: Too small'),
    'El enlace para restablecer la contraseña no es válido, ha caducado o ya se ha usado. Solicite uno nuevo.',
  ],
  // Anything else keeps the server's message.
  ['tok-1234567890abcdefghijkl', badRequest('body.newPassword: weak'), 'body.newPassword: weak'],
])('reset-password in Spanish with token %s shows the right failure', async (token, answer, shown) => {
  fakeApi.on('post', 'auth/password/reset', answer);
  renderWithProviders(
    <Routes>
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
    </Routes>,
    { messages, route: `/reset-password/${token}`, locale: 'es-ES' },
  );
  await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Fresh#Pass2027');
  await userEvent.type(screen.getByLabelText('Confirme la contraseña nueva'), 'Fresh#Pass2027');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${shown.replace(/[.]/g, '\\.')}$`));
});
