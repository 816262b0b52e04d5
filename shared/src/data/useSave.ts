import { useCallback, useState } from 'react';

/**
 * A write with its busy flag, so forms stop repeating setBusy/try/finally: `save(...)` runs the
 * fetcher and resolves with its answer or rejects with its error (the caller decides what a failure
 * shows; the http client has usually notified already).
 */
export function useSave<A extends unknown[], R>(write: (...args: A) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const save = useCallback(
    async (...args: A): Promise<R> => {
      setBusy(true);
      try {
        return await write(...args);
      } finally {
        setBusy(false);
      }
    },
    [write],
  );
  return { save, busy };
}
