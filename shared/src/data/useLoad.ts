import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Fetches again (after a save, or a submit that moved the instance on). */
  reload: () => Promise<void>;
}

/**
 * Runs `load` when `key` changes and keeps the last answer. A stale answer (the key changed while it
 * was in flight) is dropped, so fast clicks between list entries never show the wrong details.
 */
export function useLoad<T>(load: () => Promise<T>, key: string | null): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error: unknown; loading: boolean }>({ error: null, loading: key !== null });
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  const run = useCallback(async () => {
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ data, error: null, loading: false });
    } catch (error) {
      if (mine === generation.current) setState({ data: undefined, error, loading: false });
    }
  }, []);

  useEffect(() => {
    if (key === null) {
      generation.current++;
      setState({ error: null, loading: false });
      return;
    }
    void run();
  }, [key, run]);

  return { data: state.data, error: state.error, loading: state.loading, reload: run };
}
