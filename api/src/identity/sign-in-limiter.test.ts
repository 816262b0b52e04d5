import { SignInLimiter } from './sign-in-limiter';

describe('SignInLimiter', () => {
  let now = 0;
  const limiter = () => new SignInLimiter({ maxFailures: 3, lockMinutes: 15 }, () => now);
  beforeEach(() => (now = 1_000_000));

  it('locks after maxFailures within the window, for lockMinutes, per key', () => {
    const l = limiter();
    for (let i = 0; i < 2; i++) l.fail('a');
    expect(l.locked('a')).toBe(false);
    l.fail('a');
    expect(l.locked('a')).toBe(true);
    expect(l.locked('b')).toBe(false);
    l.succeed('a'); // the right password during the lock changes nothing
    now += 14 * 60_000;
    expect(l.locked('a')).toBe(true);
    now += 2 * 60_000;
    expect(l.locked('a')).toBe(false);
  });

  it('forgets failures older than the window, and a success clears them', () => {
    const l = limiter();
    l.fail('a');
    l.fail('a');
    now += 16 * 60_000;
    l.fail('a');
    expect(l.locked('a')).toBe(false);
    l.fail('a');
    l.succeed('a');
    l.fail('a');
    expect(l.locked('a')).toBe(false);
  });
});
