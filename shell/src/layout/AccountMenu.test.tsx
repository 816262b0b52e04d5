import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { AccountMenu } from './AccountMenu';

const messages = { 'en-GB': en, 'es-ES': es };

beforeEach(() => fakeApi.install());
afterEach(() => {
  fakeApi.reset();
  fakeApi.uninstall();
});

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

test('everyone else changes their password there, with no such note', async () => {
  renderWithProviders(<AccountMenu account={makeAccount({ accountType: 'patient' })} />, {
    messages,
    locale: 'es-ES',
  });
  fireEvent.click(screen.getByRole('button', { name: /@/ }));
  await screen.findByRole('button', { name: 'Descargar mis datos' });
  expect(screen.getByText('Cambiar contraseña')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cerrar sesión' })).not.toHaveAttribute('aria-describedby');
});

test('a patient downloads their own data from the menu: one file, named by the day', async () => {
  const zip = new Blob(['PK'], { type: 'application/zip' });
  fakeApi.on('get', 'user/this/data', { status: 200, data: zip });
  const made: Blob[] = [];
  URL.createObjectURL = (b: Blob) => (made.push(b), 'blob:own-data');
  URL.revokeObjectURL = () => undefined;
  const names: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  renderWithProviders(<AccountMenu account={makeAccount({ accountType: 'patient' })} />, { messages });
  fireEvent.click(screen.getByRole('button', { name: /@/ }));
  const button = await screen.findByRole('button', { name: 'Download my data' });
  expect(button).toHaveAccessibleDescription(
    /summary you can read of your answers, results, care plans, notes and glucose/,
  );
  fireEvent.click(button);
  await waitFor(() =>
    expect(names).toEqual([expect.stringMatching(/^my-health-data-\d{4}-\d{2}-\d{2}\.zip$/)]),
  );
  expect(made).toEqual([zip]);
  expect(fakeApi.calls('get', 'user/this/data')).toHaveLength(1);
  click.mockRestore();
});

test.each([
  ['a doctor', makeAccount({ accountType: 'doctor' })],
  ['a link sign-up patient', makeAccount({ accountType: 'patient', isRestrictedUser: true })],
  ['a one-time patient', makeAccount({ accountType: 'patient', isSingleSurveyPatient: true })],
])('%s is offered no download', async (_who, account) => {
  renderWithProviders(<AccountMenu account={account} />, { messages, locale: 'es-ES' });
  fireEvent.click(screen.getByRole('button', { name: /@/ }));
  await screen.findByRole('button', { name: 'Cerrar sesión' });
  expect(screen.queryByRole('button', { name: 'Descargar mis datos' })).toBeNull();
});

test('a patient asks for their account to be deleted from the menu; a link sign-up and staff have no such link', () => {
  const cases = [
    [makeAccount({ accountType: 'patient' }), true],
    [makeAccount({ accountType: 'patient', isRestrictedUser: true }), false],
    [makeAccount({ accountType: 'doctor' }), false],
  ] as const;
  for (const [account, offered] of cases) {
    const { unmount } = renderWithProviders(<AccountMenu account={account} />, { messages });
    fireEvent.click(screen.getByRole('button', { name: /@/ }));
    const link = screen.queryByRole('link', { name: 'Delete my account' });
    if (offered) expect(link).toHaveAttribute('href', '/patient/account/delete');
    else expect(link).toBeNull();
    unmount();
  }
});
