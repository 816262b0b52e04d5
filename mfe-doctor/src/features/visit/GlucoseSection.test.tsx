import { screen, within } from '@testing-library/react';
import type { VisitSummary } from '@dcp/shared/contracts';
import { renderDoctor } from '../../test-kit';
import { GlucoseSection } from './GlucoseSection';

// Issue 42 point 1: the one-pager's glucose follows the patient's target set and names it —
// pregnancy's bands (54–62 low, 63–140 in range, 141–250 high), its goals, none of its own above 250.

const bands = { veryLow: 1, low: 3, target: 60, high: 30, veryHigh: 6 };
const glucose = {
  start: '2026-11-13',
  end: '2026-11-27',
  targets: 'pregnancy',
  statistics: {
    totalReadings: 4032,
    averageGlucose: 130,
    inRangePercentage: 60,
    highPercentage: 36,
    lowPercentage: 4,
    minGlucose: 48,
    maxGlucose: 301,
    bands,
    sd: 40,
    cv: 30,
    gmi: 6.4,
    daysWithData: 14,
    activePercent: 100,
    sufficient: true,
  },
  risk: {
    gri: 30,
    griZone: 'B',
    griHypo: 2,
    griHyper: 15,
    tightRange: 40,
    episodes: {
      level1: { count: 0, perWeek: 0, nightPercent: null },
      level2: { count: 0, perWeek: 0, nightPercent: null },
    },
  },
  previous: null,
  agp: [],
} as unknown as VisitSummary['glucose'];

test.each([
  [
    'en-GB',
    'Targets: pregnancy (type 1)',
    ['Very high, over 250', 'High, 141–250', 'In range, 63–140', 'Low, 54–62', 'Very low, under 54'],
    ['none', 'under 25%', 'over 70%', 'under 4%', 'under 1%'],
  ],
  [
    'es-ES',
    'Objetivos: embarazo (tipo 1)',
    ['Muy alta, más de 250', 'Alta, 141–250', 'En rango, 63–140', 'Baja, 54–62', 'Muy baja, menos de 54'],
    null,
  ],
] as const)('the pregnancy set’s bands and goals, named (%s)', (locale, name, rows, goals) => {
  renderDoctor(<GlucoseSection glucose={glucose} unit="mg/dL" />, { locale });
  expect(screen.getByTestId('visit-targets')).toHaveTextContent(name);
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent),
  ).toEqual(rows);
  if (goals)
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.lastElementChild?.textContent),
    ).toEqual(goals);
});
