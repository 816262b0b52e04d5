import { STATUS_COOLDOWN_MS, statusCooldown } from './status-cooldown';

test('a check within 1 s of the last full answer is rate-limited, per account', () => {
  let t = 0;
  const limited = statusCooldown(() => t);
  expect(limited('a')).toBe(false);
  t = STATUS_COOLDOWN_MS - 1;
  expect(limited('a')).toBe(true);
  expect(limited('b')).toBe(false);
  // Measured from the last full answer, not from the limited ones: a poller still gets one a second.
  t = STATUS_COOLDOWN_MS;
  expect(limited('a')).toBe(false);
  expect(limited('a')).toBe(true);
});
