import type { AgpBin } from '@dcp/shared/contracts';
import { agpPaths, bandPath, dayScales, hourLabel, linePath, runs, scale } from './plot';

test('a scale maps [0, max] onto its pixels and keeps values beyond it on the edge', () => {
  const y = scale(350, 100, 0);
  expect(y(0)).toBe(100);
  expect(y(175)).toBe(50);
  expect(y(400)).toBe(0);
  expect(y(-5)).toBe(100);
});

test('a time of day is labelled by the hour it falls in', () => {
  expect([0, 90, 1439, 1440].map(hourLabel)).toEqual(['00:00', '01:00', '23:00', '24:00']);
});

test('a day frame puts midnight at the left edge and the axis maximum at the top', () => {
  const { x, y } = dayScales({ width: 200, height: 120, top: 10, right: 20, bottom: 10, left: 30 }, 300);
  expect([x(0), x(720), x(1440)]).toEqual([30, 105, 180]);
  expect([y(0), y(300)]).toEqual([110, 10]);
});

test('paths: a line through its points, a band closed along its lower edge backwards', () => {
  expect(linePath([])).toBe('');
  expect(
    linePath([
      [0, 1],
      [2.25, 3],
    ]),
  ).toBe('M0.0,1.0L2.3,3.0');
  expect(
    bandPath(
      [
        [0, 0],
        [1, 0],
      ],
      [
        [0, 5],
        [1, 5],
      ],
    ),
  ).toBe('M0.0,0.0L1.0,0.0L1.0,5.0L0.0,5.0Z');
});

test('a series is cut where neighbours lie further apart than the gap', () => {
  const at = (...minutes: number[]) => minutes.map((minute) => ({ minute }));
  expect(runs(at(0, 15, 30, 90, 105), 15)).toEqual([at(0, 15, 30), at(90, 105)]);
  expect(runs([], 15)).toEqual([]);
});

const bin = (minute: number, p50: number | null): AgpBin => {
  const v = (d: number) => (p50 === null ? null : p50 + d);
  return {
    minute,
    n: p50 === null ? 0 : 9,
    p5: v(-40),
    p10: v(-30),
    p25: v(-15),
    p50,
    p75: v(15),
    p90: v(30),
    p95: v(40),
  };
};

test('the AGP draws each bin at its middle and breaks its shapes where a bin has no reading', () => {
  const bins = [bin(0, 100), bin(30, 110), bin(60, null), bin(90, 120), bin(120, 130)];
  const { outer, inner, median } = agpPaths(
    bins,
    (m) => m,
    (v) => v,
  );
  // Two pieces each: 0–30 and 90–120, drawn at 15, 45 and 105, 135.
  expect(median).toBe('M15.0,100.0L45.0,110.0M105.0,120.0L135.0,130.0');
  expect(outer).toBe(
    'M15.0,130.0L45.0,140.0L45.0,80.0L15.0,70.0ZM105.0,150.0L135.0,160.0L135.0,100.0L105.0,90.0Z',
  );
  expect(inner.match(/M/g)).toHaveLength(2);
  expect(
    agpPaths(
      [bin(0, null)],
      (m) => m,
      (v) => v,
    ),
  ).toEqual({ outer: '', inner: '', median: '' });
});
