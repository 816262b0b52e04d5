import { fireEvent, screen } from '@testing-library/react';
import { makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { AccountMenu } from './AccountMenu';

const messages = { 'en-GB': en, 'es-ES': es };

test('a patient who signed up by a link is told how to come back before "Sign out", and has no password to change', () => {
  const account = makeAccount({ accountType: 'patient', isRestrictedUser: true, email: 'rosa@test.example' });
  renderWithProviders(<AccountMenu account={account} />, { messages });
  fireEvent.click(screen.getByRole('button', { name: 'rosa@test.example' }));
  const signOut = screen.getByRole('button', { name: 'Sign out' });
  expect(signOut).toHaveAccessibleDescription(
    /choose “Forgot your password\?” on the sign-in page and enter rosa@test\.example/,
  );
  expect(screen.queryByText('Change password')).toBeNull();
});

test('everyone else changes their password there, with no such note', () => {
  renderWithProviders(<AccountMenu account={makeAccount({ accountType: 'patient' })} />, {
    messages,
    locale: 'es-ES',
  });
  fireEvent.click(screen.getByRole('button', { name: /@/ }));
  expect(screen.getByText('Cambiar contraseña')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cerrar sesión' })).not.toHaveAttribute('aria-describedby');
});
