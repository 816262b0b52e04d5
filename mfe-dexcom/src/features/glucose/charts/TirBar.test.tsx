import { screen } from '@testing-library/react';
import type { GlucoseStatistics } from '@dcp/shared/contracts';
import { renderDexcom } from '../../../test-kit';
import { TirBar } from './TirBar';

// Req G§9 (issue 28 point 6): each band's target with its duration in a day; issue 24 point 4: the
// band ranges in the reader's unit.

const stats = {
  bands: { veryLow: 0.5, low: 3, target: 72, high: 20, veryHigh: 4.5 },
} as unknown as GlucoseStatistics;

test('every band states its target as a share and as time in a day', () => {
  renderDexcom(<TirBar stats={stats} unit="mg/dL" />);
  expect(screen.getByText(/^Very high.*target under 5% \(72 minutes\)$/)).toBeInTheDocument();
  expect(screen.getByText(/target under 25% \(6 hours\)$/)).toBeInTheDocument();
  expect(
    screen.getByText(/^In range \(70–180 mg\/dL\): 72(\.0)?% — target over 70% \(over 17 hours\)$/),
  ).toBeInTheDocument();
  expect(screen.getByText(/target under 4% \(under 1 hour\)$/)).toBeInTheDocument();
  expect(screen.getByText(/target under 1% \(under 15 minutes\)$/)).toBeInTheDocument();
});

test('in Spanish too', () => {
  renderDexcom(<TirBar stats={stats} unit="mg/dL" />, { locale: 'es-ES' });
  expect(screen.getByText(/objetivo más del 70 % \(más de 17 horas\)$/)).toBeInTheDocument();
  expect(screen.getByText(/objetivo menos del 1 % \(menos de 15 minutos\)$/)).toBeInTheDocument();
});

const bandNames = () => screen.getAllByRole('listitem').map((li) => li.textContent?.split(':')[0]);

test('the band ranges in mg/dL', () => {
  renderDexcom(<TirBar stats={stats} unit="mg/dL" />);
  expect(bandNames()).toEqual([
    'Very low (below 54 mg/dL)',
    'Low (54–69 mg/dL)',
    'In range (70–180 mg/dL)',
    'High (181–250 mg/dL)',
    'Very high (above 250 mg/dL)',
  ]);
});

test('the band ranges in mmol/L, in English and in Spanish', () => {
  const { unmount } = renderDexcom(<TirBar stats={stats} unit="mmol/L" />);
  expect(bandNames()).toEqual([
    'Very low (below 3.0 mmol/L)',
    'Low (3.0–3.8 mmol/L)',
    'In range (3.9–10.0 mmol/L)',
    'High (10.1–13.9 mmol/L)',
    'Very high (above 13.9 mmol/L)',
  ]);
  unmount();
  renderDexcom(<TirBar stats={stats} unit="mmol/L" />, { locale: 'es-ES' });
  expect(bandNames()).toEqual([
    'Muy bajo (menos de 3,0 mmol/L)',
    'Bajo (3,0–3,8 mmol/L)',
    'En rango (3,9–10,0 mmol/L)',
    'Alto (10,1–13,9 mmol/L)',
    'Muy alto (más de 13,9 mmol/L)',
  ]);
});
