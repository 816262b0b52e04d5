import { AnswerInput } from './surveys';
import { INCOMPLETE_ANSWER, OPEN_ANSWER_MAX, QUESTION_KINDS } from './question-kinds';
import { QuestionType } from './core';

const label = (id: string) => ({ 'q.1': 'Often' })[id];

describe('the question-kind registry (issue 26 point 1)', () => {
  it('has one entry per question type', () => {
    expect(Object.keys(QUESTION_KINDS).sort()).toEqual([...QuestionType.options].sort());
  });

  it('a choice question is answered by a choice and reads as its label', () => {
    for (const kind of [QUESTION_KINDS.CLOSED_ENDED, QUESTION_KINDS.MULTIPLE_CHOICE]) {
      expect(kind.isAnswered(undefined)).toBe(false);
      expect(kind.isAnswered({ id: 'q.1' })).toBe(true);
      expect(kind.format({ id: 'q.1' }, label)).toBe('Often');
      expect(kind.format({ id: 'q.9' }, label)).toBeNull();
      expect(kind.answer.safeParse({ answer: 'Often' }).success).toBe(false);
      expect([kind.required, kind.ownWords, kind.exportType]).toEqual([true, false, 'choice']);
    }
  });

  it('an open question may stay empty, but not a half-entered date, and reads as trimmed text', () => {
    const open = QUESTION_KINDS.OPEN_ENDED;
    expect(open.isAnswered(undefined)).toBe(true);
    expect(open.isAnswered({ answer: '' })).toBe(true);
    expect(open.isAnswered({ answer: INCOMPLETE_ANSWER })).toBe(false);
    expect(open.format({ answer: '  Night shifts  ' })).toBe('Night shifts');
    expect(open.format({ answer: '   ' })).toBeNull();
    expect(open.answer.safeParse({ answer: 'x'.repeat(OPEN_ANSWER_MAX + 1) }).success).toBe(false);
    expect([open.required, open.ownWords, open.exportType]).toEqual([false, true, 'text']);
  });

  it('the answer payload accepts exactly the shapes the kinds take', () => {
    const item = (answer: unknown) => AnswerInput.safeParse({ question: { id: 'q' }, answer }).success;
    expect([item({ id: 'q.1' }), item({ answer: 'text' })]).toEqual([true, true]);
    expect([item({ id: 'q.1', answer: 'both' }), item({})]).toEqual([false, false]);
  });
});
