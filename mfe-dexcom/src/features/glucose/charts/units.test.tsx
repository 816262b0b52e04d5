import { screen, within } from '@testing-library/react';
import type { AgpBin, DailyTrace, GlucoseStatistics } from '@dcp/shared/contracts';
import { renderDexcom } from '../../../test-kit';
import { AgpChart } from './AgpChart';
import { DailyChart } from './DailyChart';
import { StatTiles } from './StatTiles';

// Issue 24 point 4: every glucose figure, tick and label in the reader's unit; percentages stay so.

const stats = {
  averageGlucose: 154.3,
  sd: 45.26,
  cv: 29.3,
  gmi: 7.0,
  activePercent: 93.1,
  daysWithData: 14,
} as unknown as GlucoseStatistics;

const tile = (name: string) => {
  const dt = screen.getByText(name, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

test('the stat tiles give mean and SD in mg/dL, whole', () => {
  renderDexcom(<StatTiles stats={stats} unit="mg/dL" />);
  expect(tile('Average glucose')).toBe('154 mg/dL');
  expect(tile('Standard deviation')).toBe('45 mg/dL');
  expect(tile('Glucose management indicator (GMI)')).toBe('7%');
  expect(tile('Glucose variability (CV)')).toBe('29.3%');
});

test('the stat tiles give mean and SD in mmol/L to one decimal; GMI and CV stay percentages', () => {
  const { unmount } = renderDexcom(<StatTiles stats={stats} unit="mmol/L" />);
  // 154.3 / 18.016 = 8.56…; 45.26 / 18.016 = 2.51…
  expect(tile('Average glucose')).toBe('8.6 mmol/L');
  expect(tile('Standard deviation')).toBe('2.5 mmol/L');
  expect(tile('Glucose management indicator (GMI)')).toBe('7%');
  unmount();
  renderDexcom(<StatTiles stats={stats} unit="mmol/L" />, { locale: 'es-ES' });
  expect(tile('Glucosa media')).toBe('8,6 mmol/L');
});

const bin = (minute: number, p50: number): AgpBin => ({
  minute,
  n: 14,
  p5: p50 - 40,
  p10: p50 - 30,
  p25: p50 - 15,
  p50,
  p75: p50 + 20,
  p90: p50 + 45,
  p95: p50 + 60,
});
const bins = Array.from({ length: 24 }, (_, h) => bin(h * 60, 140));

const tickTexts = (root: HTMLElement) => [...root.querySelectorAll('svg text')].map((t) => t.textContent);

test('the AGP reads in mg/dL: ticks on the band bounds, legend and table', () => {
  const { container } = renderDexcom(<AgpChart bins={bins} unit="mg/dL" />);
  expect(tickTexts(container)).toEqual(expect.arrayContaining(['54', '70', '180', '250', '350']));
  expect(screen.getByText(/target range 70–180 mg\/dL\. Scale 0–350 mg\/dL\.$/)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Glucose percentiles (mg/dL) by time of day' });
  expect(within(table).getAllByRole('row')[1]?.textContent).toBe('00:00110125140160185');
});

test('the AGP reads in mmol/L, in English and Spanish', () => {
  const { container, unmount } = renderDexcom(<AgpChart bins={bins} unit="mmol/L" />);
  expect(tickTexts(container)).toEqual(expect.arrayContaining(['0.0', '3.0', '3.9', '10.0', '13.9', '20.0']));
  expect(tickTexts(container)).not.toContain('180');
  expect(screen.getByText(/target range 3\.9–10\.0 mmol\/L\. Scale 0–20\.0 mmol\/L\.$/)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Glucose percentiles (mmol/L) by time of day' });
  // 110, 125, 140, 160, 185 mg/dL
  expect(
    [...within(table).getAllByRole('row')[1]!.querySelectorAll('td')].map((td) => td.textContent),
  ).toEqual(['6.1', '6.9', '7.8', '8.9', '10.3']);
  unmount();
  renderDexcom(<AgpChart bins={bins} unit="mmol/L" />, { locale: 'es-ES' });
  expect(screen.getByText(/rango objetivo 3,9–10,0 mmol\/L\. Escala 0–20,0 mmol\/L\.$/)).toBeInTheDocument();
});

const day: DailyTrace = {
  date: '2026-11-20',
  points: [
    { minute: 0, value: 65 },
    { minute: 720, value: 212 },
  ],
};

test('a day’s trace says its range and labels its target ticks in the reader’s unit', () => {
  const { container, unmount } = renderDexcom(<DailyChart days={[day]} unit="mmol/L" />);
  expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/: from 3\.6 to 11\.8 mmol\/L$/);
  expect(tickTexts(container)).toEqual(expect.arrayContaining(['3.9', '10.0']));
  unmount();
  renderDexcom(<DailyChart days={[day]} unit="mg/dL" />);
  expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/: from 65 to 212 mg\/dL$/);
});
