import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isNetworkFailure, type AnswerValue } from './api/saveAnswer';

// Answers given offline (issue 28 point 8): the patient goes on answering; what could not be sent
// waits here, in order, and goes as soon as the browser is back online. Kept in the page's memory
// only: persisting it across a reload is a later issue's (ARCHITECTURE §14, no personal data in caches).

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** The browser's own online state, following its online/offline events (no polling, no delay). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export interface AnswerQueue {
  online: boolean;
  /** How many answers wait to be sent. */
  waiting: number;
  /** Sends the answer, or keeps it for later when the network is not there; rejects on a server error. */
  save: (questionId: string, value: AnswerValue) => Promise<void>;
  /** Sends whatever waits (before a submit); rejects while it cannot. */
  flush: () => Promise<void>;
}

export function useAnswerQueue(send: (questionId: string, value: AnswerValue) => Promise<void>): AnswerQueue {
  const online = useOnline();
  // Insertion order is the order the patient answered in; a newer answer to a question replaces it.
  const queue = useRef(new Map<string, AnswerValue>());
  const [waiting, setWaiting] = useState(0);
  const flushing = useRef<Promise<void> | null>(null);

  const keep = (questionId: string, value: AnswerValue) => {
    queue.current.delete(questionId);
    queue.current.set(questionId, value);
    setWaiting(queue.current.size);
  };

  const flush = useCallback(() => {
    flushing.current ??= (async () => {
      try {
        for (const [questionId, value] of [...queue.current]) {
          await send(questionId, value);
          if (queue.current.get(questionId) === value) queue.current.delete(questionId);
          setWaiting(queue.current.size);
        }
      } finally {
        flushing.current = null;
      }
    })();
    return flushing.current;
  }, [send]);

  useEffect(() => {
    if (online && queue.current.size > 0) void flush().catch(() => undefined);
  }, [online, flush]);

  const save = async (questionId: string, value: AnswerValue) => {
    if (!navigator.onLine) return keep(questionId, value);
    try {
      await send(questionId, value);
      // Sent now: an older offline answer to the same question must not overwrite it later.
      if (queue.current.delete(questionId)) setWaiting(queue.current.size);
    } catch (e) {
      if (!isNetworkFailure(e)) throw e;
      keep(questionId, value);
    }
  };

  return { online, waiting, save, flush };
}
