import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Fetches again (after a create elsewhere, or to retry). */
  reload: () => Promise<void>;
  /** Adopts a value the caller already has, e.g. the instance a write answered with: no refetch. */
  set: (data: T) => void;
}

/**
 * Runs `load` when `key` changes and keeps the last answer. A stale answer (the key changed while it
 * was in flight, or `set` adopted a newer value) is dropped, so fast clicks between list entries never
 * show the wrong details. `key` null means nothing to load yet.
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

  const set = useCallback((data: T) => {
    generation.current++;
    setState({ data, error: null, loading: false });
  }, []);

  useEffect(() => {
    if (key === null) {
      generation.current++;
      setState({ error: null, loading: false });
      return;
    }
    void run();
  }, [key, run]);

  return { data: state.data, error: state.error, loading: state.loading, reload: run, set };
}
