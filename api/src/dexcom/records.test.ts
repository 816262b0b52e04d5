import { dexcomInstant, localClock, parseEgvs } from './records';

// Issue 28 point 7: Dexcom's two time forms, and records that must be skipped rather than stored wrong.

const record = (over: Record<string, unknown> = {}) => ({
  recordId: 'r1',
  systemTime: '2026-04-30T15:00:00',
  displayTime: '2026-04-30T17:00:00',
  value: 120,
  status: null,
  trend: 'flat',
  trendRate: 0.2,
  unit: 'mg/dL',
  rateUnit: 'mg/dL/min',
  displayDevice: 'receiver',
  transmitterGeneration: 'g7',
  ...over,
});

describe('Dexcom times', () => {
  it('read a receiver’s time (no offset) as UTC and an app’s by its offset', () => {
    const utc = Date.parse('2026-04-30T15:00:00Z');
    expect(dexcomInstant('2026-04-30T15:00:00')?.getTime()).toBe(utc);
    // Appending Z to this one made an invalid date: every app reading was lost.
    expect(dexcomInstant('2026-04-30T15:00:00+00:00')?.getTime()).toBe(utc);
    expect(dexcomInstant('2026-04-30T17:00:00+02:00')?.getTime()).toBe(utc);
    expect(dexcomInstant('2026-04-30T12:00:00-0300')?.getTime()).toBe(utc);
    expect(dexcomInstant('2026-04-30T15:00:00.000Z')?.getTime()).toBe(utc);
    expect(dexcomInstant('not a time')).toBeNull();
    expect(dexcomInstant('2026-13-45T99:00:00')).toBeNull();
    // Not another day, and not an hour past the end of one.
    expect(dexcomInstant('2026-02-30T10:00:00')).toBeNull();
    expect(dexcomInstant('2026-04-30T24:00:00+02:00')).toBeNull();
  });

  it('keep the device’s own clock for the time of day', () => {
    expect(localClock('2026-04-30T17:00:00+02:00')).toBe('2026-04-30T17:00:00');
    expect(localClock('2026-04-30T17:00:00')).toBe('2026-04-30T17:00:00');
    // A clock that is no time (it would have broken the time-of-day profile) is not kept.
    expect(localClock('2026-04-30T25:00:00')).toBeNull();
    expect(localClock('2026-04-30T12:61:00')).toBeNull();
  });
});

describe('Dexcom records', () => {
  it('take both forms and every documented trend and status', () => {
    const parsed = parseEgvs({
      userId: 'u1',
      records: [
        record(),
        record({
          recordId: 'r2',
          systemTime: '2026-04-30T15:05:00+00:00',
          displayTime: '2026-04-30T17:05:00+02:00',
          displayDevice: 'iOS',
          trend: 'rateOutOfRange',
          trendRate: null,
        }),
        record({ recordId: 'r3', value: null, status: 'unknown', trend: 'notComputable' }),
        record({ recordId: 'r4', value: null, status: 'low', trend: null, trendRate: undefined }),
      ],
    });
    expect(parsed.userId).toBe('u1');
    expect(parsed.skipped).toEqual([]);
    expect(parsed.records.map((r) => r.systemTime.toISOString())).toEqual([
      '2026-04-30T15:00:00.000Z',
      '2026-04-30T15:05:00.000Z',
      '2026-04-30T15:00:00.000Z',
      '2026-04-30T15:00:00.000Z',
    ]);
    expect(parsed.records[1]).toMatchObject({ displayTime: '2026-04-30T17:05:00', trend: 'rateOutOfRange' });
    expect(parsed.records[2]).toMatchObject({ value: null, status: 'unknown' });
    expect(parsed.records[3]).toMatchObject({ status: 'low', trend: null, trendRate: null });
  });

  it('keep a reading whose trend Dexcom may add later, without the trend', () => {
    const { records } = parseEgvs({ records: [record({ trend: 'spiralUp', status: 'sideways' })] });
    expect(records[0]).toMatchObject({ value: 120, trend: null, status: null });
  });

  it('convert mmol/L to mg/dL', () => {
    const { records } = parseEgvs({ records: [record({ unit: 'mmol/L', value: 5.5, trendRate: 0.1 })] });
    expect(records[0]).toMatchObject({ value: 99, trendRate: 1.8 });
  });

  it('skip, and name the field of, a record that cannot be read — never store it wrong', () => {
    const parsed = parseEgvs({
      records: [
        record({ systemTime: '2026-04-30T15:00:00+00:00Z' }),
        record({ displayTime: '' }),
        record({ value: 'high' }),
        record({ value: 0 }),
        { systemTime: '2026-04-30T15:00:00' },
        null,
        record({ recordId: 'kept' }),
      ],
    });
    expect(parsed.records.map((r) => r.recordId)).toEqual(['kept']);
    expect(parsed.skipped.map((s) => s.why)).toEqual([
      'systemTime',
      'displayTime',
      'value',
      'value',
      expect.stringContaining('recordId'),
      'record',
    ]);
    // Field names only: nothing of the reading itself.
    expect(JSON.stringify(parsed.skipped)).not.toMatch(/2026|120/);
  });

  it('answer 502 to an answer without records, as a provider failure', () => {
    expect(() => parseEgvs({ error: 'nope' })).toThrow(expect.objectContaining({ statusCode: 502 }));
  });
});
