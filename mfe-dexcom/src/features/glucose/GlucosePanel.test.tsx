import { act, screen } from '@testing-library/react';
import type { DexcomStatus } from '@dcp/shared/contracts';
import {
  fakeApi,
  fakeSession,
  makeAccount,
  makeDexcomStatus,
  makeGlucoseSummary,
  renderDexcom,
} from '../../test-kit';
import en from '../../lang/en.json';
import { forgetStatus } from './api/getStatus';
import { showPanel } from './panel-test-kit';
import { FIRST_LOAD_DELAY_MS, GlucosePanel } from './GlucosePanel';

// The empty charts say what is true to whoever reads them (req G§8 "Charts", issue 28 point 6):
// connect, with a Connect button, only to a patient with nothing linked.

const empty = makeGlucoseSummary();

function show(role: 'patient' | 'doctor', link: Partial<DexcomStatus>, summary: object = empty) {
  showPanel({
    account: { accountType: role },
    link,
    summary: () => summary,
    userId: role === 'doctor' ? 'p1' : undefined,
  });
}

beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

test('a patient with nothing linked is asked to connect: one Connect, nothing to retry, no periods over no data', async () => {
  show('patient', {});
  expect(
    await screen.findByText(/Connect your Dexcom account to see your glucose here/, {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  // Issue 36 point 17: the link status's Connect only, no Try Again when nothing failed, no period
  // buttons choosing among no readings.
  expect(screen.getAllByRole('button', { name: 'Connect Dexcom' })).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  expect(screen.queryByRole('group', { name: 'Period' })).toBeNull();
});

test('with readings the periods are offered', async () => {
  const stats = { ...empty.statistics, totalReadings: 4032, averageGlucose: 140, daysWithData: 14 };
  show('patient', { connected: true, validated: true }, { ...empty, statistics: stats });
  const periods = await screen.findByRole('group', { name: 'Period' }, { timeout: 3000 });
  expect(periods.querySelectorAll('button')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
});

test('a linked patient whose synced link has no readings for the period may read again', async () => {
  show('patient', { connected: true, validated: true, lastSync: '2026-11-27T08:00:00.000Z' });
  expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Period' })).toBeNull();
});

test.each<[string, Partial<DexcomStatus>]>([
  ['linked', { connected: true, validated: true }],
  ['opted out', { dexcomOptedOut: true }],
])('a patient %s is not asked to connect again', async (_, link) => {
  show('patient', link);
  expect(
    await screen.findByText('No glucose readings for this period yet.', {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Connect Dexcom' })).toBeNull();
});

test('the doctor reads where the readings come from, and has nothing to press', async () => {
  show('doctor', {});
  expect(
    await screen.findByText(/once the patient connects a Dexcom monitor/, {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Connect Dexcom' })).toBeNull();
});

// Issue 36 point 14: the callback moves on while a long first sync goes on in the background; the
// panel says the readings are arriving, asks again by itself, and charts them once the sync ended.
test('a first sync still running: the readings are said to be arriving, then charted without a reload', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    forgetStatus();
    fakeSession(makeAccount({ accountType: 'patient' }));
    let synced = false;
    const stats = { ...empty.statistics, totalReadings: 4032, averageGlucose: 140, daysWithData: 14 };
    fakeApi.on('get', 'api/dexcom/status', () => ({
      status: 200,
      data: makeDexcomStatus({
        connected: true,
        validated: true,
        lastSync: synced ? new Date().toISOString() : null,
      }),
    }));
    fakeApi.on('get', 'api/dexcom/glucose/summary', () => ({
      status: 200,
      data: synced ? { ...empty, statistics: stats } : empty,
    }));
    renderDexcom(<GlucosePanel />);
    expect(await screen.findByText(en['dexcom.charts.arriving'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    synced = true;
    await jest.advanceTimersByTimeAsync(6000);
    expect(await screen.findByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(screen.queryByText(en['dexcom.charts.arriving'])).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

// Req G§4 "Charts": the graphs wait 1 s before loading. From the panel's mount, or from when the
// page showing it began (the patient's home mounts the panel below its result, issue 41 point 5).
// The clock is jest's alone (performance.now() included), so a busy machine moves nothing.
describe('the graphs wait 1 s before their first load', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  /** When the summary was asked for, ms after `from` (NaN while it was not). */
  function showLinked(waitFrom?: number) {
    const asked: number[] = [];
    showPanel({
      account: { accountType: 'patient' },
      link: { connected: true, validated: true },
      summary: () => (asked.push(performance.now()), empty),
      waitFrom,
    });
    return asked;
  }

  test.each<[string, number | undefined, number]>([
    ['from the panel’s mount', undefined, FIRST_LOAD_DELAY_MS],
    ['from the page’s start, 400 ms before the panel', 400, FIRST_LOAD_DELAY_MS - 400],
  ])('counted %s', async (_, pageBegan, waits) => {
    const mounted = performance.now();
    const asked = showLinked(pageBegan === undefined ? undefined : mounted - pageBegan);
    await act(() => jest.advanceTimersByTimeAsync(waits - 1));
    expect(asked).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(asked).toHaveLength(1);
    expect(asked[0]! - mounted).toBeGreaterThanOrEqual(waits);
  });

  test('a page that began more than 1 s ago has its graphs loaded at once', async () => {
    const mounted = performance.now();
    const asked = showLinked(mounted - FIRST_LOAD_DELAY_MS - 500);
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(asked).toHaveLength(1);
    expect(await screen.findByText('No glucose readings for this period yet.')).toBeInTheDocument();
  });
});
