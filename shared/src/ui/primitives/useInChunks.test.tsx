import { act, renderHook } from '@testing-library/react';
import { useInChunks } from './useInChunks';

// A 100-row page is rendered a chunk per task (issue 41 point 2), every row in the end, in order.

const rowsOf = (n: number, tag = 'a') => Array.from({ length: n }, (_, i) => `${tag}${i}`);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('renders the first chunk at once and one more per task until every row is in', () => {
  const rows = rowsOf(50);
  const { result } = renderHook(() => useInChunks(rows, 20));
  expect(result.current).toEqual(rows.slice(0, 20));
  act(() => void jest.advanceTimersToNextTimer());
  expect(result.current).toEqual(rows.slice(0, 40));
  act(() => void jest.advanceTimersToNextTimer());
  expect(result.current).toBe(rows);
});

it('starts again from the first chunk for another page, and renders a short page at once', () => {
  const { result, rerender } = renderHook(({ rows }) => useInChunks(rows, 20), {
    initialProps: { rows: rowsOf(100) },
  });
  // Each chunk's timer is set by the commit of the one before.
  for (let i = 0; i < 4; i++) act(() => void jest.advanceTimersToNextTimer());
  expect(result.current).toHaveLength(100);
  const next = rowsOf(100, 'b');
  rerender({ rows: next });
  expect(result.current).toEqual(next.slice(0, 20));
  const short = rowsOf(10, 'c');
  rerender({ rows: short });
  expect(result.current).toBe(short);
  expect(jest.getTimerCount()).toBe(0);
});
