import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fakeSession, makeAccount, renderDexcom } from '../../test-kit';
import { Link, Route, Routes } from 'react-router-dom';
import { ConnectPage } from './ConnectPage';
import { ErrorPage } from './ResultPages';
import { errorTextId, hasConsent } from './consent';
import { goTo } from './redirect';

jest.mock('./redirect', () => ({ goTo: jest.fn() }));

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'patient' }));
  sessionStorage.clear();
  jest.mocked(goTo).mockReset();
  fakeApi.on('get', 'api/dexcom/auth-url', () => ({
    status: 200,
    data: { authorizationUrl: 'http://127.0.0.1:4300/v2/oauth2/login?state=s' },
  }));
});
afterEach(() => fakeApi.reset());

test('consent is required before connecting, then kept in session storage across the redirect', async () => {
  renderDexcom(<ConnectPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Connect Dexcom' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Please confirm your consent to link CGM data before connecting.');
  // Styled as the error it is (issue 36 point 17), not as the page's body text.
  expect(alert).toHaveStyle({ color: '#b3261e' });
  expect(fakeApi.calls('get', 'api/dexcom/auth-url')).toHaveLength(0);
  fireEvent.click(screen.getByLabelText(/I consent to linking my CGM data/));
  fireEvent.click(screen.getByRole('button', { name: 'Connect Dexcom' }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://127.0.0.1:4300/v2/oauth2/login?state=s'));
  expect(hasConsent()).toBe(true);
});

test('callback errors map to the catalogue texts', () => {
  expect(errorTextId('access_denied')).toBe('dexcom.error.denied');
  expect(errorTextId('Missing state parameter')).toBe('dexcom.error.invalidRequest');
  expect(errorTextId('Invalid state parameter')).toBe('dexcom.error.sessionExpired');
  expect(errorTextId('Token exchange failed')).toBe('dexcom.error.completeFailed');
  expect(errorTextId('something else')).toBe('dexcom.error.general');
});

test('a doctor reads where glucose appears, with no consent to give and nothing to connect', () => {
  fakeSession(makeAccount({ accountType: 'doctor' }));
  renderDexcom(<ConnectPage />);
  expect(screen.getByRole('heading', { name: 'Dexcom glucose monitors' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the patient list' })).toHaveAttribute(
    'href',
    '/doctor/users-list',
  );
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Connect Dexcom' })).not.toBeInTheDocument();
});

test('Try Again on the error page starts over at the consent page, not at the provider', () => {
  renderDexcom(
    <Routes>
      <Route path="/dexcom/error" element={<ErrorPage />} />
      <Route path="/dexcom/auth" element={<p>consent page</p>} />
    </Routes>,
    { route: '/dexcom/error?message=access_denied' },
  );
  expect(screen.getByRole('alert')).toHaveTextContent('You denied access to your Dexcom account.');
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByText('consent page')).toBeInTheDocument();
  expect(fakeApi.calls('get', 'api/dexcom/auth-url')).toHaveLength(0);
  expect(goTo).not.toHaveBeenCalled();
});

test('a Skip the server did not record says so and stays on the page', async () => {
  fakeApi.on('post', 'api/dexcom/skip', { status: 400, data: { detail: 'no' } });
  renderDexcom(
    <Routes>
      <Route path="/dexcom/auth" element={<ConnectPage />} />
      <Route path="/patient" element={<p>home</p>} />
    </Routes>,
    { route: '/dexcom/auth' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Skipping could not be recorded.');
  expect(screen.queryByText('home')).toBeNull();
});

test("Skip's late answer does not pull back a patient who has gone elsewhere from the menu", async () => {
  let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
  fakeApi.on('post', 'api/dexcom/skip', () => new Promise((resolve) => (answer = resolve)));
  renderDexcom(
    <>
      <Link to="/patient/account/delete">menu</Link>
      <Routes>
        <Route path="/dexcom/auth" element={<ConnectPage />} />
        <Route path="/patient" element={<p>home</p>} />
        <Route path="/patient/account/delete" element={<p>delete page</p>} />
      </Routes>
    </>,
    { route: '/dexcom/auth' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
  await waitFor(() => expect(fakeApi.calls('post', 'api/dexcom/skip')).toHaveLength(1));
  fireEvent.click(screen.getByRole('link', { name: 'menu' }));
  expect(screen.getByText('delete page')).toBeInTheDocument();
  // The answer comes; the router's update runs in a transition, so give it time as a browser would.
  await act(async () => {
    answer({ status: 204, data: null });
    await new Promise((r) => setTimeout(r, 200));
  });
  expect(screen.getByText('delete page')).toBeInTheDocument();
  expect(screen.queryByText('home')).toBeNull();
});
