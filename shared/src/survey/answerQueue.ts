import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isAxiosError, notify } from '@dcp/shared/http';
import type { Stage } from '@dcp/shared/contracts';
import { getInstance } from './api/getInstance';
import { isNetworkFailure, type AnswerValue } from './api/saveAnswer';
import { needsAnswers } from './status';
import {
  answersFrom,
  enqueue,
  readPending,
  resolveConflicts,
  writePending,
  type Answers,
  type PendingAnswer,
} from './pendingAnswers';

// Answers given offline (issue 28 point 8, issue 25 point 2): the patient goes on answering; what
// could not be sent waits on the device (pendingAnswers.ts), in order, and goes as soon as the
// browser is back online, also after a reload or in a new tab of the same account.

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

/** The instance as the server has it now, read before answers given offline are sent. */
export interface ServerState {
  /** False once it was submitted (elsewhere): answers can no longer change. */
  open: boolean;
  answers: Answers;
}

/** The instance read again: still open (at this stage, when given), and its answers. */
export async function serverState(instanceId: string, stage?: Stage): Promise<ServerState> {
  const instance = await getInstance(instanceId);
  const open = needsAnswers(instance) && (stage === undefined || instance.stage === stage);
  return { open, answers: answersFrom(instance.answers) };
}

/** The patient is told when answers given offline were not sent (the conflict rule). */
export const tellClosed = () =>
  notify({
    type: 'warning',
    title: { id: 'shared.survey.closedTitle' },
    message: { id: 'shared.survey.closed' },
  });
export const tellKept = (count: number) =>
  notify({
    type: 'info',
    title: { id: 'shared.survey.keptTitle' },
    message: { id: 'shared.survey.kept', values: { count } },
  });

/** Questionnaires on screen (their storage keys): their own queue sends what waits for them. */
export const openQueues = new Set<string>();

export interface AnswerQueueOptions {
  /** The device storage entry (account + instance); null keeps the answers in memory only. */
  storageKey: string | null;
  send: (questionId: string, value: AnswerValue) => Promise<void>;
  /** Reads the server's answers before a replay, to apply the conflict rule. */
  current: () => Promise<ServerState>;
  /** Another device answered some of the waiting questions meanwhile: its answers stay. */
  onServerWins: (kept: Answers) => void;
  /** The questionnaire was submitted elsewhere: what waited was dropped. */
  onClosed: () => void;
}

export interface AnswerQueue {
  online: boolean;
  /** How many answers wait to be sent. */
  waiting: number;
  /** Sends the answer, or keeps it for later when the network is not there; rejects on a server error. */
  save: (questionId: string, value: AnswerValue, base: AnswerValue | null) => Promise<void>;
  /** Sends whatever waits (before a submit); rejects while it cannot. */
  flush: () => Promise<void>;
}

/** A refusal no replay can change (submitted elsewhere, stage moved on, question gone). */
export const refused = (e: unknown) =>
  isAxiosError(e) && !!e.response && e.response.status >= 400 && e.response.status < 500;

/** Answers kept on the device until they are sent: read once, at mount (an initialiser). */
export function useAnswerQueue(options: AnswerQueueOptions): AnswerQueue {
  const { storageKey, send } = options;
  const online = useOnline();
  const [entries, setEntries] = useState<PendingAnswer[]>(() => readPending(storageKey));
  // The latest list and options for the async replay, which outlives the render that started it.
  const latest = useRef({ entries, options });
  const flushing = useRef<Promise<void> | null>(null);
  useEffect(() => {
    latest.current = { entries: latest.current.entries, options };
  });

  const update = useCallback(
    (change: (list: PendingAnswer[]) => PendingAnswer[]) => {
      const next = change(latest.current.entries);
      latest.current.entries = next;
      writePending(storageKey, next);
      setEntries(next);
    },
    [storageKey],
  );

  /** One round: the conflict check, then every answer that still goes, oldest first. */
  const round = useCallback(async () => {
    const { options: o } = latest.current;
    const server = await o.current();
    if (!server.open) {
      update(() => []);
      tellClosed();
      o.onClosed();
      return;
    }
    const { send: go, kept } = resolveConflicts(latest.current.entries, server.answers);
    if (Object.keys(kept).length > 0) {
      update((list) => list.filter((e) => !(e.questionId in kept)));
      o.onServerWins(kept);
      tellKept(Object.keys(kept).length);
    }
    for (const e of go) {
      try {
        await send(e.questionId, e.value);
      } catch (err) {
        if (!refused(err)) throw err;
        // Nothing waiting can go any more (the server said why); the page reads the instance again.
        update(() => []);
        o.onClosed();
        return;
      }
      // A newer answer given meanwhile to the same question stays, to go next.
      update((list) => list.filter((x) => x.questionId !== e.questionId || x.value !== e.value));
    }
  }, [send, update]);

  // Answers given while a round was under way wait behind it: further rounds send them.
  const replay = useCallback(async () => {
    while (latest.current.entries.length > 0) await round();
  }, [round]);

  const flush = useCallback(() => {
    flushing.current ??= replay().finally(() => {
      flushing.current = null;
    });
    return flushing.current;
  }, [replay]);

  useEffect(() => {
    if (!storageKey) return;
    openQueues.add(storageKey);
    return () => void openQueues.delete(storageKey);
  }, [storageKey]);

  const waiting = entries.length;
  const anyWaiting = waiting > 0;
  useEffect(() => {
    if (online && anyWaiting) void flush().catch(() => undefined);
  }, [online, anyWaiting, flush]);

  const save = async (questionId: string, value: AnswerValue, base: AnswerValue | null) => {
    const keep = () => update((list) => enqueue(list, { questionId, value, base }));
    if (!navigator.onLine) return keep();
    try {
      // Answers go in the order given: earlier ones that wait go first.
      if (latest.current.entries.length > 0) await flush();
      await send(questionId, value);
    } catch (e) {
      if (!isNetworkFailure(e)) throw e;
      keep();
    }
  };

  return { online, waiting, save, flush };
}
