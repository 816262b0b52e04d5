import { clearPendingAnswers } from '@dcp/shared/bus';
import {
  enqueue,
  readPending,
  resolveConflicts,
  storageKey,
  withPending,
  writePending,
} from './pendingAnswers';

// Issue 25 point 2: what waits on the device, in what order, and which answer wins a conflict.

afterEach(() => localStorage.clear());

test('answers wait in the order given; a newer answer to a question replaces it at the end, keeping its first base', () => {
  let list = enqueue([], { questionId: 'q1', value: { id: 'a1' }, base: null });
  list = enqueue(list, { questionId: 'q2', value: { id: 'b1' }, base: { id: 'b2' } });
  list = enqueue(list, { questionId: 'q1', value: { id: 'a2' }, base: { id: 'a1' } });
  expect(list).toEqual([
    { questionId: 'q2', value: { id: 'b1' }, base: { id: 'b2' } },
    { questionId: 'q1', value: { id: 'a2' }, base: null },
  ]);
});

test('kept per account and instance on the device; another account reads nothing; sign-out clears all', () => {
  const mine = storageKey('acc-1', 'inst-1');
  const theirs = storageKey('acc-2', 'inst-1');
  writePending(mine, [{ questionId: 'q1', value: { answer: 'tired' }, base: null }]);
  expect(readPending(mine)).toEqual([{ questionId: 'q1', value: { answer: 'tired' }, base: null }]);
  expect(readPending(theirs)).toEqual([]);
  localStorage.setItem('locale', 'es-ES');
  clearPendingAnswers();
  expect(readPending(mine)).toEqual([]);
  expect(localStorage.getItem('locale')).toBe('es-ES');
  expect(storageKey(undefined, 'inst-1')).toBeNull();
});

test('an unreadable stored entry is dropped, not guessed at', () => {
  const key = storageKey('acc-1', 'inst-1')!;
  localStorage.setItem(key, JSON.stringify([{ questionId: 'q1', value: { id: 7 } }, { nonsense: true }]));
  expect(readPending(key)).toEqual([]);
  localStorage.setItem(key, '{not json');
  expect(readPending(key)).toEqual([]);
});

test('conflict rule: a question answered elsewhere since this device last saw it keeps the server answer', () => {
  const entries = [
    { questionId: 'q1', value: { id: 'a1' }, base: null }, // unanswered then, answered elsewhere since
    { questionId: 'q2', value: { id: 'b2' }, base: { id: 'b1' } }, // the server still has the base
    { questionId: 'q3', value: { answer: 'x' }, base: null }, // the server has this very answer
    { questionId: 'q4', value: { id: 'c1' }, base: null }, // still unanswered there
  ];
  const { send, kept } = resolveConflicts(entries, {
    q1: { id: 'a2' },
    q2: { id: 'b1' },
    q3: { answer: 'x' },
  });
  expect(send.map((e) => e.questionId)).toEqual(['q2', 'q3', 'q4']);
  expect(kept).toEqual({ q1: { id: 'a2' } });
});

test('the questionnaire resumes with the waiting answers on top of the saved ones', () => {
  expect(
    withPending({ q1: { id: 'a1' }, q2: { id: 'b1' } }, [
      { questionId: 'q2', value: { id: 'b2' }, base: null },
    ]),
  ).toEqual({ q1: { id: 'a1' }, q2: { id: 'b2' } });
});
