import type { DayRow } from './days';
import { episodeStarts, episodesOf, glucoseRisk, griOf, riskCountsOf, riskCountsOfDays } from './risk';
import type { Reading } from './stats';

// Hand-made series at each boundary of the definitions in docs/clinical-content.md "Glucose risk and
// episodes". Times are minutes from the device clock's 2026-10-24T22:00.

const T0 = Date.parse('2026-10-24T22:00:00Z');
/** [minute, mg/dL | 'low' | 'high'] pairs → readings, device clock = system time. */
function at(points: [number, number | 'low' | 'high'][]): Reading[] {
  return points.map(([m, v]) => ({
    t: T0 + m * 60_000,
    display: new Date(T0 + m * 60_000).toISOString().slice(0, 19),
    value: typeof v === 'number' ? v : null,
    status: typeof v === 'number' ? null : v,
  }));
}
/** Readings every 5 minutes from `from`, one per value. */
const every5 = (from: number, values: (number | 'low' | 'high')[]) =>
  at(values.map((v, i) => [from + i * 5, v]));
const counts = (c: Partial<ReturnType<typeof riskCountsOf>>) => ({
  veryLow: 0,
  low: 0,
  high: 0,
  veryHigh: 0,
  tight: 0,
  banded: 100,
  ...c,
});

describe('Glycemia Risk Index (Klonoff 2023)', () => {
  it('weighs the four bands 3.0, 2.4, 1.6 and 0.8', () => {
    // VLow 1 %, Low 2 %, High 10 %, VHigh 5 %: 3 + 4.8 + 8 + 8 = 23.8; hypo 1 + 1.6, hyper 5 + 5.
    expect(griOf(counts({ veryLow: 1, low: 2, high: 10, veryHigh: 5 }))).toEqual({
      gri: 23.8,
      griZone: 'B',
      griHypo: 2.6,
      griHyper: 10,
    });
  });

  it('is capped at 100 (zone E)', () => {
    expect(griOf(counts({ veryLow: 34 })).gri).toBe(100); // 102 before the cap
    expect(griOf(counts({ veryLow: 30, veryHigh: 70 }))).toMatchObject({ gri: 100, griZone: 'E' });
    expect(griOf(counts({ veryHigh: 62, banded: 100 })).gri).toBe(99.2); // under the cap, as is
  });

  it('puts 20 in A, 20.1 in B, 40 in B, 60 in C, 80 in D, 80.1 in E (zone boundaries)', () => {
    const zone = (vh: number, banded = 1000) => griOf(counts({ veryHigh: vh, banded })).griZone;
    // GRI = 1.6 × VHigh%: 125/1000 → 20.0, 126/1000 → 20.16 → 20.2.
    expect(griOf(counts({ veryHigh: 125, banded: 1000 })).gri).toBe(20);
    expect(zone(125)).toBe('A');
    expect(zone(126)).toBe('B');
    expect(zone(250)).toBe('B'); // 40.0
    expect(zone(251)).toBe('C');
    expect(zone(375)).toBe('C'); // 60.0
    expect(zone(500)).toBe('D'); // 80.0
    expect(zone(501)).toBe('E');
    expect(griOf(counts({})).griZone).toBe('A'); // 0
  });

  it('has no value without readings', () => {
    expect(griOf(counts({ banded: 0 }))).toEqual({ gri: null, griZone: null, griHypo: null, griHyper: null });
  });
});

describe('time in tight range 70–140', () => {
  it('counts 70 and 140, not 69 or 141, nor readings beyond the sensor range', () => {
    const r = every5(0, [69, 70, 140, 141, 'low', 'high', 100, 100]);
    const c = riskCountsOf(r);
    // 141 is in range, not tight.
    expect(c).toEqual({ veryLow: 1, low: 1, high: 0, veryHigh: 1, tight: 4, banded: 8 });
    expect(glucoseRisk(c, r, 14).tightRange).toBe(50);
  });

  it('is the same from the per-day histograms', () => {
    const row = {
      very_low: 1,
      low: 1,
      target: 5,
      high: 0,
      very_high: 1,
      hist: [
        [0, 40, 1],
        [0, 69, 1],
        [0, 70, 1],
        [1, 100, 2],
        [1, 140, 1],
        [2, 141, 1],
        [2, 400, 1],
      ],
    } as unknown as DayRow;
    expect(riskCountsOfDays([row])).toEqual(
      riskCountsOf(every5(0, [69, 70, 140, 141, 'low', 'high', 100, 100])),
    );
  });
});

describe('hypoglycaemic episodes (15 minutes below, 15 minutes at or above)', () => {
  it('starts an episode at exactly 15 minutes below, not at 14', () => {
    expect(episodeStarts(every5(0, [100, 65, 65, 65, 100, 100, 100]), 70)).toHaveLength(1);
    // Readings at 0, 5 and 9, back at 14: 5 + 4 + 5 = 14 minutes below.
    expect(
      episodeStarts(
        at([
          [0, 65],
          [5, 65],
          [9, 65],
          [14, 100],
          [19, 100],
          [24, 100],
        ]),
        70,
      ),
    ).toEqual([]);
    // Two readings (10 minutes) are no episode either.
    expect(episodeStarts(every5(0, [100, 65, 65, 100]), 70)).toEqual([]);
  });

  it('ends after exactly 15 minutes at or above the threshold; 10 minutes do not end it', () => {
    // Down, 10 min up (70 counts as up), down again: one episode.
    expect(episodeStarts(every5(0, [60, 60, 60, 70, 80, 60, 60, 60, 100]), 70)).toHaveLength(1);
    // Down, 15 min up, down again 15 min: two episodes.
    expect(episodeStarts(every5(0, [60, 60, 60, 70, 80, 90, 60, 60, 60]), 70)).toHaveLength(2);
  });

  it('a gap in the readings inside an episode neither ends nor splits it, nor counts as recovery', () => {
    // 15 min below, 2 hours without readings, below again, then 15 min up: one episode.
    const r = [...every5(0, [60, 60, 60]), ...every5(135, [60, 60, 100, 100, 100])];
    expect(episodeStarts(r, 70)).toEqual(['2026-10-24T22:00:00']);
    // The gap is no recovery: the readings below after it continue the same episode.
    expect(
      episodeStarts([...every5(0, [60, 60, 60, 100]), ...every5(120, [100, 60, 60, 60])], 70),
    ).toHaveLength(1);
    // Before the start, minutes below on either side of a gap add up (10 + 5).
    expect(episodeStarts([...every5(0, [60, 60]), ...every5(60, [60, 100])], 70)).toEqual([
      '2026-10-24T22:00:00',
    ]);
  });

  it('counts level 2 below 54 on its own threshold; a level 2 episode is also level 1', () => {
    const r = every5(0, [60, 50, 50, 50, 60, 60, 60, 100, 100, 100]);
    const e = episodesOf(r, 14);
    expect(e.level1.count).toBe(1);
    expect(e.level2.count).toBe(1); // 50 ×3 then 60 ×3 ≥ 54: ended for level 2
    expect(episodeStarts(every5(0, ['low', 'low', 'low', 100, 100, 100]), 54)).toHaveLength(1);
  });

  it('counts per week and the share starting at night: 00:00 is night, 06:00 is not', () => {
    // Minutes from the series' 22:00 to h:mm of the next day, device clock.
    const next = (h: number, m: number) => 120 + h * 60 + m;
    const episode = (from: number) => every5(from, [60, 60, 60, 100, 100, 100]);
    expect(episodesOf([...episode(next(0, 0)), ...episode(next(6, 0))], 14).level1).toEqual({
      count: 2,
      perWeek: 1,
      nightPercent: 50,
    });
    expect(episodesOf([...episode(next(0, 0)), ...episode(next(5, 0))], 7).level1.nightPercent).toBe(100);
    expect(episodesOf(episode(next(5, 55)), 7).level1).toEqual({ count: 1, perWeek: 1, nightPercent: 100 });
    expect(episodesOf(episode(next(6, 0)), 7).level1.nightPercent).toBe(0);
    expect(episodesOf(episode(next(-1, 55)), 7).level1.nightPercent).toBe(0); // 23:55
    expect(episodesOf([], 14).level1).toEqual({ count: 0, perWeek: 0, nightPercent: null });
  });
});
