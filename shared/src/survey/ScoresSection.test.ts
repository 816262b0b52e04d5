import type { Category, Score } from '@dcp/shared/contracts';
import { tiedOut } from './ScoresSection';

const score = (category: Category, scoreValue: number): Score => ({
  id: category,
  category,
  scoreValue,
  scorePct: Math.round((scoreValue / 9) * 100),
  scoredAnswers: [],
});

test('"Main areas of focus" names the areas left out only by a tie', () => {
  const four = [score('PSYCH', 6), score('KNOWLEDGE', 6), score('THERAPY', 6), score('SOCIAL', 6)];
  expect(tiedOut(four, ['PSYCH', 'KNOWLEDGE', 'THERAPY'])).toEqual(['SOCIAL']);
  const clear = [score('PSYCH', 9), score('KNOWLEDGE', 7), score('THERAPY', 6), score('SOCIAL', 5)];
  expect(tiedOut(clear, ['PSYCH', 'KNOWLEDGE', 'THERAPY'])).toEqual([]);
  expect(tiedOut(clear, [])).toEqual([]);
});
