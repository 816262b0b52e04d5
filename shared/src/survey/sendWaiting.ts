import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PENDING_ANSWERS_PREFIX } from '@dcp/shared/bus';
import { useSession } from '@dcp/shared/session';
import { saveAnswer } from './api/saveAnswer';
import { openQueues, refused, serverState, tellClosed, tellKept, useOnline } from './answerQueue';
import {
  readPending,
  resolveConflicts,
  sameAnswer,
  writePending,
  type PendingAnswer,
} from './pendingAnswers';

// Answers given offline go when the connection returns even when the patient has left the
// questionnaire (issue 25 point 2): the patient's pages send what waits for questionnaires that are
// not on screen, by the same conflict rule as the questionnaire's own queue (answerQueue.ts).

/** This account's storage entries with answers waiting, and the instance each is for. */
export function waitingOf(accountId: string): { key: string; instanceId: string }[] {
  const prefix = `${PENDING_ANSWERS_PREFIX}${accountId}.`;
  const out: { key: string; instanceId: string }[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) out.push({ key, instanceId: key.slice(prefix.length) });
    }
  } catch {
    // Storage refused: nothing can have been kept there.
  }
  return out;
}

const still = (key: string, e: PendingAnswer) =>
  readPending(key).some((x) => x.questionId === e.questionId && sameAnswer(x.value, e.value));

/**
 * Sends one instance's waiting answers, oldest first. Storage is read again before each: a
 * questionnaire opened meanwhile takes over (it sends them itself, with any newer answer).
 */
export async function sendWaiting(key: string, instanceId: string): Promise<void> {
  if (readPending(key).length === 0) return;
  const server = await serverState(instanceId);
  if (!server.open) {
    writePending(key, []);
    return tellClosed();
  }
  const { send, kept } = resolveConflicts(readPending(key), server.answers);
  const count = Object.keys(kept).length;
  if (count > 0) {
    writePending(
      key,
      readPending(key).filter((e) => !(e.questionId in kept)),
    );
    tellKept(count);
  }
  for (const e of send) {
    if (openQueues.has(key) || !still(key, e)) return;
    try {
      await saveAnswer(instanceId, e.questionId, e.value);
    } catch (err) {
      if (!refused(err)) throw err;
      return writePending(key, []); // the server said why (saveAnswer showed it)
    }
    writePending(
      key,
      readPending(key).filter((x) => x.questionId !== e.questionId || !sameAnswer(x.value, e.value)),
    );
  }
}

/**
 * Rendered by the patient's pages: sends what waits whenever the browser is (back) online, except for
 * the questionnaire open at this address (it resumes with them and sends them itself).
 */
export function SendWaitingAnswers(): null {
  const { account } = useSession();
  const online = useOnline();
  const { pathname } = useLocation();
  const accountId = account?.id;
  useEffect(() => {
    if (!online || !accountId) return;
    let stopped = false;
    void (async () => {
      for (const { key, instanceId } of waitingOf(accountId)) {
        if (stopped || openQueues.has(key) || pathname === `/survey/${instanceId}`) continue;
        // A network failure ends this pass; the next 'online' event starts another.
        if (
          !(await sendWaiting(key, instanceId).then(
            () => true,
            () => false,
          ))
        )
          return;
      }
    })();
    return () => {
      stopped = true;
    };
  }, [online, accountId, pathname]);
  return null;
}
