import { screen } from '@testing-library/react';
import type { Score } from '@dcp/shared/contracts';
import { renderWithProviders } from '@dcp/shared/testing';
import { ScoresSection } from './ScoresSection';

// Issue 36 point 7: no area of focus is a finding, not missing data. "No information provided" read
// as an error to the doctor and to the patient (both read this section), in both languages.
const low: Score[] = [
  { id: 'psych', category: 'PSYCH', scoreValue: 2, scorePct: 22, scoredAnswers: [] },
  { id: 'social', category: 'SOCIAL', scoreValue: 1, scorePct: 11, scoredAnswers: [] },
];

test.each([
  ['en-GB', 'staff', 'No area stood out in this questionnaire.'],
  ['es-ES', 'patient', 'En este cuestionario no destacó ningún área.'],
] as const)('%s, %s: scored but nothing stood out says so', (locale, audience, text) => {
  renderWithProviders(<ScoresSection scores={low} areas={[]} audience={audience} />, { locale });
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByText(/No information provided|No se ha proporcionado información/)).toBeNull();
});

test('a questionnaire without areas (a PHQ-9) says it has none', () => {
  renderWithProviders(<ScoresSection scores={[]} areas={[]} audience="patient" />);
  expect(screen.getByText('This questionnaire has no areas of focus.')).toBeInTheDocument();
});
