import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PatientTrends, VisitSummary } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, renderDoctor } from '../../test-kit';
import { OwnWords } from './SummarySections';
import { TrendsPage } from './TrendsPage';

// Issue 36 points 7 and 17 on the doctor's trends and one-pager.
const ID = '00000000-0000-4000-8000-0000000000ab';
const visit = (n: number, at: string, psych: number, tir: number) => ({
  instanceId: `00000000-0000-4000-8000-00000000001${n}`,
  at,
  scores: [{ category: 'PSYCH' as const, scoreValue: psych, max: 9 }],
  glucose: { tir, tbr: 2, gmi: 7.4, cv: 30, gri: 30, tight: 40, hypo: 1, hypo2: 0, sufficient: true },
});
// Two questionnaires sent the same morning, then a visit in spring.
const trends: PatientTrends = {
  patient: { firstName: 'Pat', lastName: 'Patient' },
  surveyName: 'Type 1 check-in',
  visits: [
    visit(1, '2026-01-10T09:05:00.000Z', 7, 50),
    visit(2, '2026-01-10T11:40:00.000Z', 6, 52),
    visit(3, '2026-04-02T08:00:00.000Z', 2, 58),
  ],
  glucoseShared: true,
  targetChanges: [],
};

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor' }));
  fakeApi.on('get', `user/${ID}/trends`, { status: 200, data: trends });
});
afterEach(() => fakeApi.reset());

const openTrends = (locale: 'en-GB' | 'es-ES' = 'en-GB') =>
  renderDoctor(
    <Routes>
      <Route path="/doctor/patients/:id/trends" element={<TrendsPage />} />
    </Routes>,
    { route: `/doctor/patients/${ID}/trends`, locale },
  );

test('two visits on one day are told apart by their time; a day of its own keeps the day alone', async () => {
  openTrends();
  const psych = await screen.findByRole('table', { name: 'Psychological burden at each visit' });
  const visits = within(psych)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
  expect(visits).toEqual(['10 Jan 2026, 09:05 UTC', '10 Jan 2026, 11:40 UTC', '2 Apr 2026']);
});

test('each sparkline has its scale: a score from 0 to its maximum, a percentage from 0 to a round top', async () => {
  openTrends('es-ES');
  await screen.findByRole('table', { name: 'Carga psicológica en cada visita' });
  const scales = screen.getAllByTestId('sparkline').map((s) => s.textContent);
  // Psychological burden (0–9), then time in range (its values reach 58 %: up to 60 %), …
  expect(scales[0]).toBe('90');
  expect(scales[1]).toMatch(/^60\s?%0\s?%$/);
});

test("the one-pager's own words say the area and the question, then the patient's words", () => {
  const tellMore = 'Would you like to tell us more? (optional)';
  const said = (category: 'PSYCH' | 'SOCIAL', answer: string) => ({
    questionId: `${category}.f2`,
    category,
    question: tellMore,
    type: 'OPEN_ENDED' as const,
    stage: 'SECOND_WAVE' as const,
    answer,
    scored: null,
  });
  const latest: NonNullable<VisitSummary['latest']> = {
    instanceId: '00000000-0000-4000-8000-000000000020',
    surveyName: 'Type 1 check-in',
    submittedAt: '2026-04-02T08:00:00.000Z',
    scores: [],
    priorityScore: null,
    concern: null,
    flags: [],
    phq2: null,
    ownWords: [said('PSYCH', 'Mostly at night'), said('SOCIAL', 'Nobody at work knows')],
  };
  renderDoctor(<OwnWords latest={latest} />);
  expect(screen.getAllByRole('figure').map((f) => f.textContent)).toEqual([
    `Psychological burden — ${tellMore}“Mostly at night”`,
    `Social support — ${tellMore}“Nobody at work knows”`,
  ]);
});

// Issue 42 point 1: a change of the patient's glucose targets is marked with its date, in both languages.
test.each([
  ['en-GB', 'glucose targets changed from standard (type 1 and type 2) to pregnancy (type 1)'],
  ['es-ES', 'objetivos de glucosa cambiados de estándar (tipo 1 y tipo 2) a embarazo (tipo 1)'],
] as const)('a change of the glucose targets is marked (%s)', async (locale, text) => {
  fakeApi.on('get', `user/${ID}/trends`, {
    status: 200,
    data: {
      ...trends,
      targetChanges: [{ at: '2026-03-01T10:00:00.000Z', from: 'standard', to: 'pregnancy' }],
    },
  });
  openTrends(locale);
  const marker = await screen.findByTestId('target-changes');
  expect(within(marker).getByRole('listitem')).toHaveTextContent(text);
});
