import type { Paged } from '@dcp/shared/contracts';
import { useLoad } from './useLoad';

// The administration screens' two read shapes, built on useLoad so there is one loading/staleness
// rule. The fetchers (in a feature's api/ folder) parse the answer; these hooks only hold it.

/** One paged list; `page` null until the first answer; `reload` after a create. */
export function usePaged<T>(load: () => Promise<Paged<T>>, key: string | null) {
  const { data, error, reload } = useLoad(load, key);
  const failed = error !== null;
  return { page: data ?? null, loading: data === undefined && !failed && key !== null, failed, reload };
}

/** One record; null while loading (or with no key), 'failed' when the API refused. */
export function useRecord<T>(load: () => Promise<T>, key: string | null): T | null | 'failed' {
  const { data, error } = useLoad(load, key);
  if (error !== null) return 'failed';
  return data ?? null;
}
