import { PHQ9_SURVEY_ID } from '../contracts';
import { findSurvey } from '../leaves/survey-catalogue';
import { phq9Band, phq9NeedsSupport, phq9View, scorePhq9 } from './phq9';
import { scoreAnswers } from './scoring';

// PHQ-9 scoring (Kroenke 2001): items 0–3 summed to 0–27, five bands, item 9 urgent above 0.

const phq9 = findSurvey(PHQ9_SURVEY_ID)!;
/** Answers giving item i (1–9) the points `points[i-1]`. */
const answersOf = (points: number[], difficulty?: number) =>
  Object.fromEntries([
    ...points.map((p, i) => [`phq9.${i + 1}`, { id: `phq9.${i + 1}.${p}` }]),
    ...(difficulty === undefined ? [] : [['phq9.difficulty', { id: `phq9.difficulty.${difficulty}` }]]),
  ]);

it('has the nine items with the standard answers, then the optional unscored difficulty question', () => {
  expect(phq9.questions.map((q) => q.id)).toEqual([
    ...Array.from({ length: 9 }, (_, i) => `phq9.${i + 1}`),
    'phq9.difficulty',
  ]);
  expect(phq9.questions[0]!.answers.map((a) => [a.text.en, a.points])).toEqual([
    ['Not at all', 0],
    ['Several days', 1],
    ['More than half the days', 2],
    ['Nearly every day', 3],
  ]);
  const difficulty = phq9.questions[9]!;
  expect([difficulty.scored, difficulty.tags]).toEqual([false, ['optional']]);
  expect(difficulty.answers.every((a) => a.points === 0)).toBe(true);
});

it.each([
  [0, 'MINIMAL'],
  [4, 'MINIMAL'],
  [5, 'MILD'],
  [9, 'MILD'],
  [10, 'MODERATE'],
  [14, 'MODERATE'],
  [15, 'MODERATELY_SEVERE'],
  [19, 'MODERATELY_SEVERE'],
  [20, 'SEVERE'],
  [27, 'SEVERE'],
])('a total of %i is %s', (score, band) => {
  expect(phq9Band(score)).toBe(band);
});

it('sums the nine items (the difficulty answer adds nothing) and reads item 9', () => {
  expect(scorePhq9(phq9, answersOf([3, 3, 3, 3, 3, 3, 3, 3, 3], 3))).toEqual({ total: 27, item9: 3 });
  expect(scorePhq9(phq9, answersOf([1, 2, 0, 1, 0, 2, 1, 0, 0]))).toEqual({ total: 7, item9: 0 });
  expect(scorePhq9(phq9, answersOf([0, 0, 0, 0, 0, 0, 0, 0, 1]))).toEqual({ total: 1, item9: 1 });
});

it('is not applied to a check-in, whose scores leave the PHQ-9 category out', () => {
  const checkIn = findSurvey('type1-v2')!;
  expect(scorePhq9(checkIn, {})).toBeNull();
  expect(scoreAnswers(phq9, answersOf([3, 3, 3, 3, 3, 3, 3, 3, 3])).scores).toEqual([]);
});

it('calls for support when mild or more, or for any answer above 0 on item 9', () => {
  expect(phq9NeedsSupport({ total: 4, item9: 0 })).toBe(false);
  expect(phq9NeedsSupport({ total: 5, item9: 0 })).toBe(true);
  expect(phq9NeedsSupport({ total: 1, item9: 1 })).toBe(true);
});

it('shows the doctor the answer that raised the flag, in the reader’s language', () => {
  const answers = answersOf([0, 0, 0, 0, 0, 0, 0, 0, 2]);
  const view = phq9View(phq9, { phq9: 2, phq9Item9: 2, answers }, 'es-ES');
  expect(view).toEqual({
    score: 2,
    band: 'MINIMAL',
    item9: {
      points: 2,
      question: 'Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
      answer: 'Más de la mitad de los días',
    },
    urgent: true,
  });
  expect(phq9View(phq9, { phq9: null, phq9Item9: null, answers }, 'en-GB')).toBeNull();
});
