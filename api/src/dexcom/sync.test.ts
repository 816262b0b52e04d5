import type { Egv } from './records';
import { wholeDayRuns } from './sync';

const HOUR = 3_600_000;
const reading = (ms: number): Egv => ({
  recordId: String(ms),
  systemTime: new Date(ms),
  displayTime: new Date(ms).toISOString().slice(0, 19),
  value: 120,
  status: null,
  trend: null,
  trendRate: null,
});

describe('wholeDayRuns', () => {
  // Three UTC days of hourly readings, given newest first (Dexcom's order is not promised).
  const start = Date.UTC(2026, 10, 1);
  const records = Array.from({ length: 72 }, (_, i) => reading(start + i * HOUR)).reverse();

  it('cuts only at the end of a UTC day, once a run holds enough readings', () => {
    const runs = wholeDayRuns(records, 30);
    expect(runs.map((r) => r.length)).toEqual([48, 24]);
    for (const run of runs) {
      const first = run[0]!.systemTime.getTime();
      expect(first % 86_400_000).toBe(0);
      expect(run.map((r) => r.systemTime.getTime())).toEqual(run.map((_, i) => first + i * HOUR));
    }
  });

  it('keeps every reading once, oldest first, and gives nothing for nothing', () => {
    expect(wholeDayRuns(records, 1).flat()).toEqual([...records].reverse());
    expect(wholeDayRuns(records, 1)).toHaveLength(3);
    expect(wholeDayRuns([], 10)).toEqual([]);
  });
});
