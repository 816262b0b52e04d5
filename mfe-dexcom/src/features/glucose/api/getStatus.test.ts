import { fakeApi, makeDexcomStatus } from '@dcp/shared/testing';
import { forgetStatus, getStatus, STATUS_COOLDOWN_MS } from './getStatus';

// Req G§9 (issue 28 point 6): status checks retry 3 times from 1 s (1, 2, 4 s); a check within 1 s
// of the last is not sent; a 403 (a doctor's patient who opted out) is never retried.

const ok = { status: 200, data: makeDexcomStatus({ connected: true, validated: true }) };
let clock = 1_000_000;
const later = () => (clock += STATUS_COOLDOWN_MS + 1);

beforeEach(() => {
  fakeApi.install();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  fakeApi.reset();
});

test('a failing check is retried after 1, 2 and 4 s, then given up', async () => {
  fakeApi.on('get', 'api/dexcom/status', { status: 503, data: {} });
  const answer = getStatus('p1', later());
  const failed = expect(answer).rejects.toMatchObject({ response: { status: 503 } });
  const sent = () => fakeApi.calls('get', 'api/dexcom/status').length;
  await jest.advanceTimersByTimeAsync(0);
  expect(sent()).toBe(1);
  await jest.advanceTimersByTimeAsync(999);
  expect(sent()).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(sent()).toBe(2);
  await jest.advanceTimersByTimeAsync(2_000);
  expect(sent()).toBe(3);
  await jest.advanceTimersByTimeAsync(4_000);
  expect(sent()).toBe(4);
  await failed;
});

test('a check within 1 s of the last is not sent; after it, it is', async () => {
  fakeApi.on('get', 'api/dexcom/status', ok);
  const at = later();
  await expect(getStatus('p2', at)).resolves.toMatchObject({ connected: true });
  await expect(getStatus('p2', at + STATUS_COOLDOWN_MS - 1)).resolves.toMatchObject({ connected: true });
  expect(fakeApi.calls('get', 'api/dexcom/status')).toHaveLength(1);
  await getStatus('p2', at + STATUS_COOLDOWN_MS);
  expect(fakeApi.calls('get', 'api/dexcom/status')).toHaveLength(2);
  // Another patient's status is its own check.
  await getStatus('p3', at + STATUS_COOLDOWN_MS);
  expect(fakeApi.calls('get', 'api/dexcom/status')).toHaveLength(3);
});

test('an opted-out answer (403) is not retried', async () => {
  fakeApi.on('get', 'api/dexcom/status', { status: 403, data: { detail: 'opted out' } });
  await expect(getStatus('p4', later())).rejects.toMatchObject({ response: { status: 403 } });
  expect(fakeApi.calls('get', 'api/dexcom/status')).toHaveLength(1);
});

test('after a change of the link the next check is sent at once', async () => {
  fakeApi.on('get', 'api/dexcom/status', ok);
  const at = later();
  await getStatus('p5', at);
  forgetStatus();
  await getStatus('p5', at + 1);
  expect(fakeApi.calls('get', 'api/dexcom/status')).toHaveLength(2);
});
