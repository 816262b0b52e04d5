import type { AppNotification } from '@dcp/shared/session';
import { CARRY_OVER_MS, ECHO_MS, dismiss, emptyQueue, fades, navigate, raise } from './notificationQueue';

const notFound: AppNotification = { type: 'error', title: 'Request error', message: 'Patient not found' };
const saved: AppNotification = { type: 'success', title: 'Done', message: 'Password updated' };

describe('notification queue', () => {
  it('a message belongs to its page: leaving the page clears it', () => {
    let q = raise(emptyQueue, notFound, '/doctor/survey-results/x', 0);
    q = navigate(q, '/doctor/users-list', 40_000);
    expect(q.shown).toEqual([]);
  });

  it('a message raised just before a navigation explains it and moves to the new page', () => {
    let q = raise(emptyQueue, saved, '/forgot-password', 1000);
    q = navigate(q, '/login', 1000 + CARRY_OVER_MS - 1);
    expect(q.shown.map((s) => [s.message, s.path])).toEqual([['Password updated', '/login']]);
    q = navigate(q, '/terms-and-conditions', 1000 + CARRY_OVER_MS + 10);
    expect(q.shown).toEqual([]);
  });

  it('successes fade, errors and warnings wait for the user', () => {
    expect(fades(saved)).toBe(true);
    expect(fades({ ...saved, type: 'info' })).toBe(true);
    expect(fades(notFound)).toBe(false);
    expect(fades({ ...notFound, type: 'warning' })).toBe(false);
  });

  it('the same message is not stacked twice', () => {
    let q = raise(emptyQueue, notFound, '/a', 0);
    q = raise(q, notFound, '/a', 10);
    expect(q.shown).toHaveLength(1);
  });

  it('a dismissed error does not come back as an echo on that page', () => {
    let q = raise(emptyQueue, notFound, '/a', 0);
    q = dismiss(q, q.shown[0]!.key, 100);
    q = raise(q, notFound, '/a', 200);
    expect(q.shown).toEqual([]);
    // A new failure later is news again.
    q = raise(q, notFound, '/a', 100 + ECHO_MS + 1);
    expect(q.shown).toHaveLength(1);
  });

  it('a message that faded on its own is not remembered as dismissed', () => {
    let q = raise(emptyQueue, saved, '/a', 0);
    q = dismiss(q, q.shown[0]!.key, 6000, false);
    q = raise(q, saved, '/a', 6100);
    expect(q.shown).toHaveLength(1);
  });
});
