import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beginAppEnrolment, SessionError, turnOffApp } from '@dcp/shared/session';
import { fakeApi, notificationsSeen, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { AuthenticatorAppPage } from './AuthenticatorAppPage';

// Issue 37 point 5: someone whose app is on and whose account need not keep one turns it off from the
// authenticator-app page with the password and a code; an account that must keep one is told to ask
// an administrator. Only the identity provider's calls are replaced.
jest.mock('@dcp/shared/session', () => ({
  ...jest.requireActual('@dcp/shared/session'),
  beginAppEnrolment: jest.fn(),
  turnOffApp: jest.fn(),
}));
const begin = jest.mocked(beginAppEnrolment);
const off = jest.mocked(turnOffApp);
const messages = { 'en-GB': en, 'es-ES': es };
const PASSWORD = 'Patient#Pass2026';
const seen = notificationsSeen();
beforeEach(() => {
  fakeApi.install();
  begin.mockRejectedValue(new SessionError('totpAlreadySet'));
  off.mockReset();
});
afterEach(() => fakeApi.reset());

async function withPassword() {
  renderWithProviders(<AuthenticatorAppPage />, { route: '/authenticator-app', messages });
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

it('turns an app off with the password and a code, when the account need not keep one', async () => {
  fakeApi.on('get', 'user/this/second-factor', { status: 200, data: { required: false } });
  off.mockRejectedValueOnce(new SessionError('badCode')).mockResolvedValueOnce(undefined);
  await withPassword();
  expect(await screen.findByText(/already on for your account, which does not need one/)).toBeVisible();
  await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify and turn off' }));
  expect(await screen.findByText(/That code is not right/)).toBeVisible();
  await userEvent.type(screen.getByLabelText('6-digit code'), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Verify and turn off' }));
  expect(off.mock.calls).toEqual([
    [PASSWORD, '123456'],
    [PASSWORD, '654321'],
  ]);
  expect(seen).toContainEqual(
    expect.objectContaining({
      message: 'Your authenticator app is off. Your password alone signs you in now.',
    }),
  );
});

it('offers nothing to turn off for an account that must keep its app', async () => {
  fakeApi.on('get', 'user/this/second-factor', { status: 200, data: { required: true } });
  await withPassword();
  expect(await screen.findByText(/If you lost it, ask an administrator to reset it/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Verify and turn off' })).toBeNull();
  expect(off).not.toHaveBeenCalled();
});
