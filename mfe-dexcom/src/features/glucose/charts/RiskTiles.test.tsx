import { screen, within } from '@testing-library/react';
import type { GlucoseSummary } from '@dcp/shared/contracts';
import { renderDexcom } from '../../../test-kit';
import { RiskTiles } from './RiskTiles';

// GRI with its zone, tight range and episodes beside their change from the previous period, in the
// reader's unit and language (issue 42 point 2).

const summary = {
  days: 14,
  statistics: { inRangePercentage: 64.2, lowPercentage: 3.5 },
  risk: {
    gri: 41.3,
    griZone: 'C',
    griHypo: 4.1,
    griHyper: 18.1,
    tightRange: 38.4,
    episodes: {
      level1: { count: 5, perWeek: 2.5, nightPercent: 40 },
      level2: { count: 0, perWeek: 0, nightPercent: null },
    },
  },
  previous: { start: '', end: '', inRange: 60, low: 3.5, gri: 45.3, level1: 3, level2: 1 },
} as unknown as GlucoseSummary;
const tile = (id: string) => within(document.querySelector(`[data-figure="${id}"]`) as HTMLElement);

test('EN, mg/dL: GRI and zone, tight range, episodes per week and at night, each change with its direction', () => {
  renderDexcom(<RiskTiles summary={summary} unit="mg/dL" headingLevel={2} />);
  expect(
    screen.getByRole('heading', { level: 2, name: 'Glucose risk and hypoglycaemia' }),
  ).toBeInTheDocument();
  expect(tile('gri').getByText('41.3')).toBeInTheDocument();
  expect(tile('gri').getByText('Zone C')).toBeInTheDocument();
  expect(tile('gri').getByText('-4 from the previous 14 days')).toBeInTheDocument();
  expect(tile('tir').getByText('+4.2 points from the previous 14 days')).toBeInTheDocument();
  expect(tile('tbr').getByText('Same as the previous 14 days')).toBeInTheDocument();
  expect(tile('tight').getByText('Time in tight range (70–140 mg/dL)')).toBeInTheDocument();
  expect(tile('level1').getByText('Hypoglycaemic episodes below 70 mg/dL')).toBeInTheDocument();
  expect(tile('level1').getByText('5')).toBeInTheDocument();
  expect(tile('level1').getByText('2.5 per week · 40% at night (00:00–06:00)')).toBeInTheDocument();
  expect(tile('level1').getByText('+2 from the previous 14 days')).toBeInTheDocument();
  expect(tile('level2').getByText('Hypoglycaemic episodes below 54 mg/dL')).toBeInTheDocument();
  expect(tile('level2').getByText('0 per week')).toBeInTheDocument();
});

test('ES, mmol/L: the thresholds in the reader’s unit; without a previous period, says so', () => {
  renderDexcom(<RiskTiles summary={{ ...summary, previous: null }} unit="mmol/L" headingLevel={3} />, {
    locale: 'es-ES',
  });
  expect(
    screen.getByRole('heading', { level: 3, name: 'Riesgo glucémico e hipoglucemias' }),
  ).toBeInTheDocument();
  expect(tile('gri').getByText('Índice de riesgo glucémico (GRI)')).toBeInTheDocument();
  expect(tile('gri').getByText('41,3')).toBeInTheDocument();
  expect(tile('gri').getByText('Zona C')).toBeInTheDocument();
  expect(tile('tight').getByText('Tiempo en rango estricto (3,9–7,8 mmol/L)')).toBeInTheDocument();
  expect(tile('level2').getByText('Episodios de hipoglucemia por debajo de 3,0 mmol/L')).toBeInTheDocument();
  expect(tile('level1').getByText('2,5 por semana · 40 % de noche (00:00–06:00)')).toBeInTheDocument();
  expect(
    tile('tir').getByText('Sin lecturas en los 14 días anteriores con las que comparar'),
  ).toBeInTheDocument();
});
