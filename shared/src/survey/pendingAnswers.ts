import { pendingAnswersKey } from '@dcp/shared/bus';
import { AnswerWire, fromRecord, type AnswerRecord } from '@dcp/shared/contracts';
import type { AnswerValue } from './api/saveAnswer';

/** One answer given offline, waiting to be sent. */
export interface PendingAnswer {
  questionId: string;
  value: AnswerValue;
  /** The answer this device knew the server had when the patient answered: tells a conflict apart. */
  base: AnswerValue | null;
}

export type Answers = Record<string, AnswerValue>;

export const sameAnswer = (a: AnswerValue | null | undefined, b: AnswerValue | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isValue = (v: unknown): v is AnswerValue => AnswerWire.safeParse(v).success;

const isEntry = (e: unknown): e is PendingAnswer =>
  !!e &&
  typeof e === 'object' &&
  typeof (e as PendingAnswer).questionId === 'string' &&
  isValue((e as PendingAnswer).value) &&
  ((e as PendingAnswer).base === null || isValue((e as PendingAnswer).base));

/** The storage entry of this account's answers to this instance; null without an account (memory only). */
export const storageKey = (accountId: string | undefined, instanceId: string): string | null =>
  accountId ? pendingAnswersKey(accountId, instanceId) : null;

/** What waits for `key`, in the order it was answered; anything unreadable is dropped, not guessed at. */
export function readPending(key: string | null): PendingAnswer[] {
  if (!key) return [];
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function writePending(key: string | null, entries: readonly PendingAnswer[]): void {
  if (!key) return;
  try {
    if (entries.length === 0) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(entries));
  } catch {
    // Storage full or refused (private mode): the answers still wait in the page's memory.
  }
}

/**
 * Adds an answer at the end (the order the patient answered in). A newer answer to a question that
 * already waits replaces it and moves to the end, keeping the base of the first: the conflict rule
 * compares with what the server had before this device's first offline answer to it.
 */
export function enqueue(entries: readonly PendingAnswer[], next: PendingAnswer): PendingAnswer[] {
  const earlier = entries.find((e) => e.questionId === next.questionId);
  return [
    ...entries.filter((e) => e.questionId !== next.questionId),
    { ...next, base: earlier ? earlier.base : next.base },
  ];
}

/**
 * The conflict rule (docs/decisions.md "Offline answers"): a waiting answer whose question the server
 * now answers differently from its base was answered on another device meanwhile, and that newer
 * answer wins. Returns what still goes, and the server's answers that replace the dropped ones.
 */
export function resolveConflicts(
  entries: readonly PendingAnswer[],
  server: Answers,
): { send: PendingAnswer[]; kept: Answers } {
  const send: PendingAnswer[] = [];
  const kept: Answers = {};
  for (const e of entries) {
    const now = server[e.questionId] ?? null;
    if (!now || sameAnswer(now, e.base) || sameAnswer(now, e.value)) send.push(e);
    else kept[e.questionId] = now;
  }
  return { send, kept };
}

/** The saved answers with what waits on top: the questionnaire resumes after the answers given offline. */
export function withPending(saved: Answers, entries: readonly PendingAnswer[]): Answers {
  const out = { ...saved };
  for (const e of entries) out[e.questionId] = e.value;
  return out;
}

/** The saved answers of an instance, keyed by question id, to resume where the patient left off. */
export function answersFrom(records: readonly AnswerRecord[]): Answers {
  const out: Answers = {};
  for (const r of records) {
    const value = fromRecord(r.question.type, r.answer);
    if (value) out[r.question.id] = value;
  }
  return out;
}
