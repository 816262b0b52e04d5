import { act, fireEvent, screen } from '@testing-library/react';
import { getSession, notifications$, type AppNotification } from '@dcp/shared/session';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { IdleGuard } from './IdleGuard';

const messages = { 'en-GB': en, 'es-ES': es };
const MINUTE = 60_000;
// Half an hour of fake time ticks the 1 s timer 1,800 times: slow on a busy machine, not a hang.
jest.setTimeout(30_000);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  fakeApi.install();
  fakeApi.on('post', 'auth/sign-out', () => ({ status: 204 }));
  fakeApi.on('get', 'user/this', () => ({ status: 200, data: makeAccount({ idleMinutes: 15 }) }));
});
afterEach(() => {
  fakeApi.reset();
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

test('a staff session warns a minute before its limit, then signs out with a message', async () => {
  fakeSession(makeAccount({ idleMinutes: 15 }));
  const seen: AppNotification[] = [];
  const sub = notifications$.subscribe((n) => seen.push(n));
  renderWithProviders(<IdleGuard />, { messages });
  await advance(13 * MINUTE);
  expect(screen.queryByRole('dialog')).toBeNull();
  await advance(MINUTE + 1000);
  expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/signed out in \d+ seconds/);
  // A stray key press once warned is not consent to stay.
  fireEvent.keyDown(window, { key: 'a' });
  await advance(MINUTE);
  expect(getSession().status).toBe('signedOut');
  expect(seen.map((n) => n.message)).toContain(
    'You were signed out after 15 minutes without activity. Please sign in again.',
  );
  sub.unsubscribe();
});

test('activity keeps the session, reaches the API now and then, and "Stay signed in" resets the clock', async () => {
  fakeSession(makeAccount({ idleMinutes: 15 }));
  renderWithProviders(<IdleGuard />, { messages });
  for (let i = 0; i < 6; i++) {
    await advance(5 * MINUTE);
    fireEvent.pointerDown(window);
  }
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(getSession().status).toBe('signedIn');
  // Activity for 30 minutes with no request of its own: the API heard of it (its idle clock too).
  expect(fakeApi.calls('get', 'user/this').length).toBeGreaterThan(0);
  await advance(14 * MINUTE + 1000);
  fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await advance(10 * MINUTE);
  expect(getSession().status).toBe('signedIn');
});

test('a patient has 30 minutes, in Spanish too', async () => {
  fakeSession(makeAccount({ accountType: 'patient', idleMinutes: 30, locale: 'es-ES' }));
  renderWithProviders(<IdleGuard />, { messages, locale: 'es-ES' });
  await advance(20 * MINUTE);
  expect(screen.queryByRole('dialog')).toBeNull();
  await advance(9 * MINUTE + 1000);
  expect(screen.getByRole('dialog', { name: '¿Sigue ahí?' })).toBeInTheDocument();
});

test('activity in another tab counts', async () => {
  fakeSession(makeAccount({ idleMinutes: 15 }));
  renderWithProviders(<IdleGuard />, { messages });
  await advance(10 * MINUTE);
  localStorage.setItem('dcp.lastActivity', String(Date.now()));
  await advance(10 * MINUTE);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(getSession().status).toBe('signedIn');
});
