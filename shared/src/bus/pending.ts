/**
 * Where answers given offline wait on the device (issue 25 point 2): one localStorage entry per
 * signed-in account and questionnaire, under this prefix. The survey feature reads and writes them;
 * the session removes every one at sign-out, so the next person on this device never sees them.
 */
export const PENDING_ANSWERS_PREFIX = 'dcp.pendingAnswers.';

/** The entry of one account's answers to one instance. */
export const pendingAnswersKey = (accountId: string, instanceId: string): string =>
  `${PENDING_ANSWERS_PREFIX}${accountId}.${instanceId}`;

/** Removes every account's waiting answers (sign-out). */
export function clearPendingAnswers(): void {
  try {
    const store = globalThis.localStorage;
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k?.startsWith(PENDING_ANSWERS_PREFIX)) keys.push(k);
    }
    for (const k of keys) store.removeItem(k);
  } catch {
    // Storage can throw (private mode): nothing was kept there either.
  }
}
