import {
  GLUCOSE_BOUNDS,
  MGDL_PER_MMOLL,
  formatGlucose,
  glucoseAxis,
  glucoseBandRanges,
  glucoseIn,
} from './index';

// Issue 24 point 4: one factor, clinicians' rounding, the same figures in both units.

test('mg/dL figures are whole numbers and stay what they are', () => {
  expect(glucoseIn(154.4, 'mg/dL')).toBe(154);
  expect(glucoseIn(154.5, 'mg/dL')).toBe(155);
  expect(formatGlucose(154.4, 'mg/dL', 'en-GB')).toBe('154');
  expect(formatGlucose(54, 'mg/dL', 'es-ES', { withUnit: true })).toBe('54 mg/dL');
});

test('mmol/L figures are the mg/dL ones divided by 18.016, to one decimal', () => {
  expect(MGDL_PER_MMOLL).toBe(18.016);
  // 100 mg/dL = 5.5506… mmol/L; 154 = 8.5480…; 400 = 22.2025…
  expect(glucoseIn(100, 'mmol/L')).toBe(5.6);
  expect(glucoseIn(154, 'mmol/L')).toBe(8.5);
  expect(glucoseIn(400, 'mmol/L')).toBe(22.2);
  for (let mgdl = 20; mgdl <= 450; mgdl += 1) {
    expect(Math.abs(glucoseIn(mgdl, 'mmol/L') - mgdl / MGDL_PER_MMOLL)).toBeLessThanOrEqual(0.05 + 1e-9);
  }
});

test('mmol/L keeps its decimal and follows the reader’s number format', () => {
  expect(formatGlucose(180, 'mmol/L', 'en-GB')).toBe('10.0');
  expect(formatGlucose(180, 'mmol/L', 'es-ES')).toBe('10,0');
  expect(formatGlucose(100, 'mmol/L', 'en-GB', { withUnit: true })).toBe('5.6 mmol/L');
});

test('the band bounds read as the consensus writes them in each unit', () => {
  const b = GLUCOSE_BOUNDS;
  expect([b.veryLowBelow, b.lowBelow, b.targetMax, b.highMax]).toEqual([54, 70, 180, 250]);
  expect([54, 70, 180, 250].map((v) => formatGlucose(v, 'mmol/L', 'en-GB'))).toEqual([
    '3.0',
    '3.9',
    '10.0',
    '13.9',
  ]);
  expect(glucoseBandRanges('mg/dL', 'en-GB')).toEqual({
    veryLow: { below: '54' },
    low: { from: '54', to: '69' },
    target: { from: '70', to: '180' },
    high: { from: '181', to: '250' },
    veryHigh: { above: '250' },
  });
  expect(glucoseBandRanges('mmol/L', 'es-ES')).toEqual({
    veryLow: { below: '3,0' },
    low: { from: '3,0', to: '3,8' },
    target: { from: '3,9', to: '10,0' },
    high: { from: '10,1', to: '13,9' },
    veryHigh: { above: '13,9' },
  });
});

test('the axis ticks sit on the band bounds, with a round top in each unit', () => {
  expect(glucoseAxis('mg/dL')).toEqual({ max: 350, ticks: [0, 54, 70, 180, 250, 350] });
  const mmol = glucoseAxis('mmol/L');
  expect(mmol.ticks.map((t) => formatGlucose(t, 'mmol/L', 'en-GB'))).toEqual([
    '0.0',
    '3.0',
    '3.9',
    '10.0',
    '13.9',
    '20.0',
  ]);
  expect(mmol.max).toBe(mmol.ticks.at(-1));
});
