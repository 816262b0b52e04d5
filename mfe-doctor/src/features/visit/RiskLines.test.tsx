import { screen, within } from '@testing-library/react';
import type { VisitSummary } from '@dcp/shared/contracts';
import { renderDoctor } from '../../test-kit';
import { RiskLines } from './RiskLines';

// The one-pager's risk lines (issue 42 point 2): each with its change from the 14 days before, in
// the unit and language of the summary.

const glucose = {
  statistics: { inRangePercentage: 61.5, lowPercentage: 4.2 },
  risk: {
    gri: 44.6,
    griZone: 'C',
    griHypo: 5,
    griHyper: 18.5,
    tightRange: 35.1,
    episodes: {
      level1: { count: 6, perWeek: 3, nightPercent: 33.3 },
      level2: { count: 1, perWeek: 0.5, nightPercent: 100 },
    },
  },
  previous: { start: '', end: '', inRange: 65, low: 4.2, gri: 40.1, level1: 4, level2: 1 },
} as unknown as NonNullable<VisitSummary['glucose']>;
const lines = () =>
  within(screen.getByTestId('visit-risk'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

test('EN, mg/dL: GRI and zone, TIR, TBR, tight range and both levels of episodes with their changes', () => {
  renderDoctor(<RiskLines glucose={glucose} unit="mg/dL" />);
  expect(lines()).toEqual([
    'GRI 44.6, zone C (+4.5 from the previous 14 days)',
    'Time in range 61.5% (-3.5 from the previous 14 days)',
    'Time below range 4.2% (0 from the previous 14 days)',
    'Time in tight range 70–140 mg/dL: 35.1%',
    'Hypoglycaemic episodes below 70 mg/dL: 6 (3 per week, 33.3% at night) (+2 from the previous 14 days)',
    'Hypoglycaemic episodes below 54 mg/dL: 1 (0.5 per week, 100% at night) (0 from the previous 14 days)',
  ]);
});

test('ES, mmol/L, no previous period: says so', () => {
  renderDoctor(<RiskLines glucose={{ ...glucose, previous: null }} unit="mmol/L" />, {
    locale: 'es-ES',
  });
  expect(lines()).toEqual([
    'GRI 44,6, zona C (sin lecturas en los 14 días anteriores)',
    'Tiempo en rango 61,5\u00a0% (sin lecturas en los 14 días anteriores)',
    'Tiempo bajo rango 4,2\u00a0% (sin lecturas en los 14 días anteriores)',
    'Tiempo en rango estricto 3,9–7,8 mmol/L: 35,1\u00a0%',
    'Episodios de hipoglucemia por debajo de 3,9 mmol/L: 6 (3 por semana, 33,3\u00a0% de noche) (sin lecturas en los 14 días anteriores)',
    'Episodios de hipoglucemia por debajo de 3,0 mmol/L: 1 (0,5 por semana, 100\u00a0% de noche) (sin lecturas en los 14 días anteriores)',
  ]);
});
