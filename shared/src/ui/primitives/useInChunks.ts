import { useEffect, useState } from 'react';

/**
 * The items to render now: the first `chunk` at once, then `chunk` more per task until all are in, so
 * no single task renders them all (a 100-row patient-list page was one 390–650 ms task at 4× CPU:
 * issue 41 point 2). Items are only ever appended, so what has focus keeps it. A new array (another
 * page, sort or filter) starts again from the first chunk.
 */
export function useInChunks<T>(items: readonly T[], chunk: number): readonly T[] {
  const [shown, setShown] = useState({ items, count: chunk });
  // A new array resets the count while rendering, not in an effect (no commit of the stale count).
  const count = shown.items === items ? shown.count : chunk;
  if (shown.items !== items) setShown({ items, count });
  useEffect(() => {
    if (count >= items.length) return;
    // A timer, not a microtask: the next chunk is its own task, after the browser has painted.
    const timer = setTimeout(() =>
      setShown((s) => (s.items === items ? { items, count: s.count + chunk } : s)),
    );
    return () => clearTimeout(timer);
  }, [items, count, chunk]);
  return count >= items.length ? items : items.slice(0, count);
}
