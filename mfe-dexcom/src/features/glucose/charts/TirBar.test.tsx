import { screen } from '@testing-library/react';
import type { GlucoseStatistics } from '@dcp/shared/contracts';
import { renderWithProviders } from '@dcp/shared/testing';
import en from '../../../lang/en.json';
import es from '../../../lang/es.json';
import { TirBar } from './TirBar';

// Doc 2 §9 (issue 28 point 6): each band's target with its duration in a day.

const messages = { 'en-GB': en, 'es-ES': es };
const stats = {
  bands: { veryLow: 0.5, low: 3, target: 72, high: 20, veryHigh: 4.5 },
} as unknown as GlucoseStatistics;

test('every band states its target as a share and as time in a day', () => {
  renderWithProviders(<TirBar stats={stats} />, { messages });
  expect(screen.getByText(/^Very high.*target under 5% \(72 minutes\)$/)).toBeInTheDocument();
  expect(screen.getByText(/target under 25% \(6 hours\)$/)).toBeInTheDocument();
  expect(
    screen.getByText(/^In range \(70–180 mg\/dL\): 72(\.0)?% — target over 70% \(over 17 hours\)$/),
  ).toBeInTheDocument();
  expect(screen.getByText(/target under 4% \(under 1 hour\)$/)).toBeInTheDocument();
  expect(screen.getByText(/target under 1% \(under 15 minutes\)$/)).toBeInTheDocument();
});

test('in Spanish too', () => {
  renderWithProviders(<TirBar stats={stats} />, { messages, locale: 'es-ES' });
  expect(screen.getByText(/objetivo más del 70 % \(más de 17 horas\)$/)).toBeInTheDocument();
  expect(screen.getByText(/objetivo menos del 1 % \(menos de 15 minutos\)$/)).toBeInTheDocument();
});
