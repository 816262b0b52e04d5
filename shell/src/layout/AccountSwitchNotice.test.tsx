import { act, screen } from '@testing-library/react';
import { TOKEN_KEY, tokenStore } from '@dcp/shared/session';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { AccountSwitchNotice } from './AccountSwitchNotice';

const messages = { 'en-GB': en, 'es-ES': es };

beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

const otherTabStores = (token: string | null) =>
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: token }));
  });

test('a second tab signing in as someone else: this tab adopts that account and says so', async () => {
  fakeSession(makeAccount({ accountType: 'doctor', email: 'dana@clinic.test' }));
  tokenStore.set('token-a');
  fakeApi.on('get', 'user/this', {
    status: 200,
    data: makeAccount({
      id: '00000000-0000-4000-8000-0000000000b2',
      accountType: 'patient',
      email: 'pat@clinic.test',
    }),
  });
  renderWithProviders(<AccountSwitchNotice />, { messages });
  otherTabStores('token-b');
  const dialog = await screen.findByRole('dialog', { name: 'Signed in as someone else' });
  expect(dialog).toHaveTextContent('Someone signed in as pat@clinic.test in another tab');
  expect(tokenStore.get()).toBe('token-b');
  expect(fakeApi.calls('get', 'user/this')[0]!.headers.Authorization).toBe('Bearer token-b');
});

test('the same token written again (this tab’s own sign-in) changes nothing', async () => {
  fakeSession(makeAccount({ accountType: 'doctor' }));
  tokenStore.set('token-a');
  renderWithProviders(<AccountSwitchNotice />, { messages });
  otherTabStores('token-a');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(fakeApi.calls('get', 'user/this')).toHaveLength(0);
});
