import { screen } from '@testing-library/react';
import type { Category } from '@dcp/shared/contracts';
import { makeScore as score, renderWithProviders } from '@dcp/shared/testing';
import { ScoresSection } from './ScoresSection';

const tied = [score('PSYCH', 6), score('KNOWLEDGE', 6), score('THERAPY', 6), score('SOCIAL', 6)];
const areas: Category[] = ['PSYCH', 'KNOWLEDGE', 'THERAPY'];

test('the clinician reads why an area tied out of the main areas; the patient reads the areas only', () => {
  // Issue 36 point 17: "Up to 3 areas are picked… the order of the questionnaire decided" explains
  // the scoring to a clinician; a patient has no use for it.
  const staff = renderWithProviders(<ScoresSection scores={tied} areas={areas} audience="staff" />);
  expect(screen.getByText(/Up to 3 areas are picked/)).toBeInTheDocument();
  staff.unmount();
  renderWithProviders(<ScoresSection scores={tied} areas={areas} audience="patient" />);
  expect(screen.getByText(/Psychological burden, Knowledge, Therapy/)).toBeInTheDocument();
  expect(screen.queryByText(/Up to 3 areas are picked/)).toBeNull();
  expect(screen.queryByText(/order of the questionnaire/)).toBeNull();
});

test('the scores table has a name, for when it scrolls in its own box', () => {
  renderWithProviders(<ScoresSection scores={tied} areas={areas} audience="patient" />);
  expect(screen.getByRole('table', { name: 'Scores by area' })).toBeInTheDocument();
});
