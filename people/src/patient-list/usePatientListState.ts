import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePatientList } from '../api/getPatientList';
import { apiQuery, parseState, toSearch, type ListState } from './listState';

/**
 * The patient list's state, kept in the URL, and the rows it asks for. A page calls it once and hands
 * the result to `PatientListPanel`; the page's own buttons (add a patient, import) use `reload` to show
 * a new patient at once.
 */
export function usePatientListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseState(params), [params]);
  // Changes merge into the latest address, not the one this render saw: two filters committed
  // before the page re-renders (the age bounds' timers, on a busy phone) must not undo each other.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const go = (update: (s: ListState) => ListState) => {
    const next = toSearch(update(parseState(latest.current)));
    latest.current = next;
    setParams(next);
  };
  /** Replace the state with one built from what the reader sees (a sort is one press on it). */
  const show = (next: ListState) => setParams(toSearch(next));
  const query = useMemo(() => apiQuery(state), [state]);
  const { page, loading, failed, reload } = usePatientList(query);
  return { state, go, show, page, loading, failed, reload: () => void reload() };
}

export type PatientListState = ReturnType<typeof usePatientListState>;
