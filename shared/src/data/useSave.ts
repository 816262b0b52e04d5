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

/**
 * A checkbox saved as it changes: `shown(saved)` is the clicked value at once and the saved one again
 * if saving failed (the http client has shown the server's message); `adopt` takes the write's answer.
 */
export function useSavedToggle<R>(write: (checked: boolean) => Promise<R>, adopt: (answer: R) => void) {
  const { save, busy } = useSave(write);
  const [pending, setPending] = useState<boolean | null>(null);
  const toggle = async (checked: boolean) => {
    setPending(checked);
    try {
      adopt(await save(checked));
    } catch {
      /* shown by the http client; the box falls back to the saved value */
    } finally {
      setPending(null);
    }
  };
  return { busy, toggle, shown: (saved: boolean) => pending ?? saved };
}
