import { useCallback, useEffect, useState } from 'react';
import type { Paged } from '@dcp/shared/contracts';
import { http } from '@dcp/shared/http';

/** One GET of a paged list (doc 1 §3 envelope); `reload` after a create. */
export function usePaged<T>(path: string, size: number) {
  const [page, setPage] = useState<Paged<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    // The http client raises the request-error notification itself.
    http
      .get<Paged<T>>(path, { params: { page: 0, size } })
      .then((res) => live && setPage(res.data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [path, size, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { page, loading: !page && !failed, failed, reload };
}

/** One GET of a record; null while loading, 'failed' when the API refused. */
export function useRecord<T>(path: string | null) {
  const [record, setRecord] = useState<T | null | 'failed'>(null);
  useEffect(() => {
    if (!path) return;
    let live = true;
    setRecord(null);
    http
      .get<T>(path)
      .then((res) => live && setRecord(res.data))
      .catch(() => live && setRecord('failed'));
    return () => {
      live = false;
    };
  }, [path]);
  return record;
}
