import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@dcp/shared/testing';
import type { Score } from '@dcp/shared/contracts';
import { BubbleGraph, bubbles } from './BubbleGraph';
import { ConclusionText, linkLines } from './links';

const score = (category: Score['category'], scorePct: number): Score => ({
  id: category,
  category,
  scoreValue: scorePct / 10,
  scorePct,
  scoredAnswers: [],
});

test('bubble nodes are 30 × the score fraction and PHQ2 is left out', () => {
  const nodes = bubbles([score('PSYCH', 50), score('PHQ2', 100), score('THERAPY', 100), score('SOCIAL', 0)]);
  expect(nodes.map((n) => [n.category, n.size])).toEqual([
    ['PSYCH', 15],
    ['THERAPY', 30],
    ['SOCIAL', 0],
  ]);
});

test('the graph is an image whose name carries every value', () => {
  renderWithProviders(<BubbleGraph scores={[score('PSYCH', 40), score('PHQ2', 80)]} />);
  const img = screen.getByRole('img', { name: 'Bubble graph of the scores: Psychological burden 40%' });
  expect(img.querySelectorAll('circle')).toHaveLength(1);
  expect(img.querySelector('circle')).toHaveAttribute('data-size', '12');
});

test('conclusion links become a link list; a "show" conclusion keeps its text; nothing is parsed as HTML', () => {
  const text = 'Read these:\nDiabetes UK: https://www.diabetes.org.uk/\n<img src=x onerror=alert(1)>';
  expect(linkLines(text).links).toEqual([{ label: 'Diabetes UK', href: 'https://www.diabetes.org.uk/' }]);

  const { container, unmount } = renderWithProviders(<ConclusionText text={text} show={false} />);
  const list = screen.getByRole('list');
  expect(within(list).getByRole('link', { name: 'Diabetes UK' })).toHaveAttribute(
    'href',
    'https://www.diabetes.org.uk/',
  );
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  unmount();

  renderWithProviders(<ConclusionText text={text} show />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'https://www.diabetes.org.uk/' })).toBeInTheDocument();
});
