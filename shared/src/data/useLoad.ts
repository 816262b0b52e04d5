import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

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
  // What was last answered and for which key: while the key differs, the hook is loading. Deriving
  // that (instead of setting `loading` when the key changes) keeps effects free of synchronous updates.
  const [state, setState] = useState<{ key: string | null; data?: T; error: unknown; reloading: boolean }>({
    key: null,
    error: null,
    reloading: false,
  });
  // The latest `load`, for a reload triggered later; updated after render, never during it.
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const keyRef = useRef(key);
  useLayoutEffect(() => {
    keyRef.current = key;
  });
  const generation = useRef(0);

  const fetchFor = useCallback(async (forKey: string) => {
    const mine = ++generation.current;
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ key: forKey, data, error: null, reloading: false });
    } catch (error) {
      if (mine === generation.current) setState({ key: forKey, data: undefined, error, reloading: false });
    }
  }, []);

  const reload = useCallback(async () => {
    const forKey = keyRef.current;
    if (forKey === null) return;
    setState((s) => ({ ...s, reloading: true, error: null }));
    await fetchFor(forKey);
  }, [fetchFor]);

  const set = useCallback((data: T) => {
    generation.current++;
    setState({ key: keyRef.current, data, error: null, reloading: false });
  }, []);

  useEffect(() => {
    // A new key (or none): any answer still in flight for the old one is dropped.
    if (key === null) generation.current++;
    else void fetchFor(key);
  }, [key, fetchFor]);

  if (key === null) return { data: undefined, error: null, loading: false, reload, set };
  const current = state.key === key;
  return {
    // The previous key's data stays visible while the next loads, as before.
    data: state.data,
    error: current ? state.error : null,
    loading: !current || state.reloading,
    reload,
    set,
  };
}
