import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, fakeSession, makeAccount, makeDexcomStatus, renderDexcom } from '../../test-kit';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { CallbackPage } from './CallbackPage';
import { rememberConsent } from './consent';

// Issue 36 point 14: progress in words, and on to success while a long first sync goes on.
const LINKED = {
  ...makeDexcomStatus({ connected: true, validated: true, validatedAt: '2026-05-01T10:00:00.000Z' }),
  returnUrl: '/patient/home',
};

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'patient' }));
  sessionStorage.clear();
  rememberConsent();
  fakeApi.on('post', 'api/dexcom/token', { status: 200, data: LINKED });
});
afterEach(() => fakeApi.reset());

function renderCallback(locale: 'en-GB' | 'es-ES' = 'en-GB') {
  renderDexcom(
    <Routes>
      <Route path="/dexcom/callback" element={<CallbackPage />} />
      <Route path="/patient/home" element={<p>home</p>} />
    </Routes>,
    { route: '/dexcom/callback?code=c0de&state=st4te', locale },
  );
}

test('a failed attempt is said in words, the next one that leaves the sync running goes on to success', async () => {
  let asked = 0;
  let answer = () => {};
  const second = new Promise<void>((resolve) => (answer = resolve));
  fakeApi.on('post', 'api/dexcom/glucose/sync', async () => {
    if (++asked === 1) return { status: 502, data: { status: 502, title: 'Bad Gateway' } };
    await second; // held until the test has read the second attempt's words
    return { status: 200, data: { inserted: 0, fetched: 0, lastSync: null, inProgress: true } };
  });
  renderCallback();
  // The words everyone sees (the spinner says the same to screen readers).
  const seen = (text: string) => screen.findByText(text, { selector: 'p' });
  expect(await seen('Syncing your readings, attempt 1 of 3…')).toBeVisible();
  expect(await seen('Syncing your readings, attempt 2 of 3…')).toBeVisible();
  answer();
  expect(await seen(en['dexcom.callback.background'])).toBeVisible();
  expect(await screen.findByText('home')).toBeInTheDocument();
  // Each attempt asks for a sync that answers within its window, in the background.
  expect(fakeApi.calls('post', 'api/dexcom/glucose/sync').map((r) => r.data)).toEqual([
    { background: true },
    { background: true },
  ]);
});

test('Spanish: a sync that ends at once says connected', async () => {
  fakeApi.on('post', 'api/dexcom/glucose/sync', {
    status: 200,
    data: { inserted: 12, fetched: 12, lastSync: '2026-05-01T10:00:01.000Z', inProgress: false },
  });
  renderCallback('es-ES');
  expect(await screen.findByText(es['dexcom.callback.success'])).toBeVisible();
  expect(await screen.findByText('home')).toBeInTheDocument();
});
