import { agpProfile, bandOf, dailyTraces, glucoseStatistics, percentile, type Reading } from './stats';

const T0 = Date.parse('2026-10-24T23:35:00Z');
/** Readings 5 minutes apart; the device clock starts at `display0`. */
function series(values: (number | 'low' | 'high')[], display0 = '2026-10-24T23:35:00'): Reading[] {
  const d0 = Date.parse(`${display0}Z`);
  return values.map((v, i) => ({
    t: T0 + i * 300_000,
    display: new Date(d0 + i * 300_000).toISOString().slice(0, 19),
    value: typeof v === 'number' ? v : null,
    status: typeof v === 'number' ? null : v,
  }));
}

// Hand-computed: 10 readings, two of them beyond the sensor range.
const FIXTURE = series([50, 60, 100, 200, 300, 'low', 'high', 150, 150, 140]);

describe('glucose statistics (consensus definitions)', () => {
  it('puts each reading in one of five bands; null low/high count in the extreme bands', () => {
    expect(bandOf({ value: 53, status: null })).toBe('veryLow');
    expect(bandOf({ value: 54, status: null })).toBe('low');
    expect(bandOf({ value: 69, status: null })).toBe('low');
    expect(bandOf({ value: 70, status: null })).toBe('target');
    expect(bandOf({ value: 180, status: null })).toBe('target');
    expect(bandOf({ value: 181, status: null })).toBe('high');
    expect(bandOf({ value: 250, status: null })).toBe('high');
    expect(bandOf({ value: 251, status: null })).toBe('veryHigh');
    expect(bandOf({ value: null, status: 'low' })).toBe('veryLow');
    expect(bandOf({ value: null, status: 'high' })).toBe('veryHigh');
    expect(bandOf({ value: null, status: null })).toBeNull();
  });

  it('matches the hand-computed fixture', () => {
    const s = glucoseStatistics(FIXTURE, 50);
    // veryLow 50, low → 2/10; low 60 → 1/10; target 100,150,150,140 → 4/10; high 200; veryHigh 300, high.
    expect(s.bands).toEqual({ veryLow: 20, low: 10, target: 40, high: 10, veryHigh: 20 });
    expect(s.lowPercentage).toBe(30);
    expect(s.highPercentage).toBe(30);
    expect(s.inRangePercentage).toBe(40);
    // Mean of the 8 numbers: 1150 / 8 = 143.75; population SD √(45387.5 / 8) = 75.322…
    expect(s.averageGlucose).toBe(143.8);
    expect(s.sd).toBe(75.3);
    expect(s.cv).toBe(52.4); // 75.322 / 143.75
    expect(s.gmi).toBe(6.7); // 3.31 + 0.02392 × 143.75 = 6.7485
    expect(s.minGlucose).toBe(50);
    expect(s.maxGlucose).toBe(300);
    expect(s.totalReadings).toBe(10);
    expect(s.daysWithData).toBe(2); // 23:35 … 00:20 on the device clock
    expect(s.activePercent).toBe(100);
    expect(s.sufficient).toBe(true);
  });

  it('reports % time CGM active and insufficient data below 70 % (gaps)', () => {
    const s = glucoseStatistics(FIXTURE, 100); // 20 readings expected, 10 present
    expect(s.activePercent).toBe(50);
    expect(s.sufficient).toBe(false);
    expect(glucoseStatistics(series(new Array(14).fill(120)), 100).sufficient).toBe(true); // 70 %
  });

  it('answers empty statistics without readings', () => {
    const s = glucoseStatistics([], 20160);
    expect(s).toEqual(
      expect.objectContaining({
        totalReadings: 0,
        averageGlucose: null,
        gmi: null,
        cv: null,
        activePercent: 0,
      }),
    );
  });
});

describe('AGP percentiles', () => {
  it('interpolates between closest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4], 25)).toBe(1.8); // 1.75
    expect(percentile([10, 20, 30, 40, 50], 10)).toBe(14);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it('bins by the device clock, so a DST day’s repeated hour lands in its clock bin', () => {
    // Fall back: 01:00–01:55 local happens twice; both passes belong to the 01:00 bin.
    const first = series(new Array(12).fill(100), '2026-10-25T01:00:00');
    const second = series(new Array(12).fill(200), '2026-10-25T01:00:00').map((r) => ({
      ...r,
      t: r.t + 3_600_000,
    }));
    const bins = agpProfile([...first, ...second], 60);
    expect(bins).toHaveLength(24);
    expect(bins[1]).toEqual(
      expect.objectContaining({ minute: 60, n: 24, p50: 150, p25: 100, p75: 200, p10: 100, p90: 200 }),
    );
    expect(bins[2]!.n).toBe(0);
    expect(bins[2]!.p50).toBeNull();
  });

  it('has bins no coarser than 30 minutes by default', () => {
    expect(agpProfile(FIXTURE)).toHaveLength(48);
  });
});

describe('daily traces', () => {
  it('reduces each day to 15-minute means, last days only', () => {
    const traces = dailyTraces(FIXTURE, 14, 15);
    expect(traces.map((d) => d.date)).toEqual(['2026-10-24', '2026-10-25']);
    // 23:35, 23:40 → slot 23:30: (50 + 60) / 2 = 55; 23:45…23:55 → (100 + 200 + 300) / 3 = 200.
    expect(traces[0]!.points).toEqual([
      { minute: 1410, value: 55 },
      { minute: 1425, value: 200 },
    ]);
    expect(dailyTraces(FIXTURE, 1).map((d) => d.date)).toEqual(['2026-10-25']);
  });
});
