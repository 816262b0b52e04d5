import { AnswerInput } from './surveys';
import {
  answerLabel,
  choiceIn,
  fromRecord,
  INCOMPLETE_ANSWER,
  isAnswerComplete,
  OPEN_ANSWER_MAX,
  QUESTION_KINDS,
  readAnswer,
  recordOf,
  textIn,
} from './question-kinds';
import { QuestionType } from './core';

const label = (id: string) => ({ 'q.1': 'Often' })[id];

describe('the question-kind registry (issue 26 point 1)', () => {
  it('has one entry per question type', () => {
    expect(Object.keys(QUESTION_KINDS).sort()).toEqual([...QuestionType.options].sort());
  });

  it('a choice question is answered by a choice and reads as its label', () => {
    for (const type of ['CLOSED_ENDED', 'MULTIPLE_CHOICE'] as const) {
      expect(isAnswerComplete(type, undefined)).toBe(false);
      expect(isAnswerComplete(type, { id: 'q.1' })).toBe(true);
      expect(isAnswerComplete(type, { answer: 'Often' })).toBe(false);
      expect(answerLabel(type, { id: 'q.1' }, label)).toBe('Often');
      expect(answerLabel(type, { id: 'q.9' }, label)).toBeNull();
      const kind = QUESTION_KINDS[type];
      expect([kind.shape, kind.required, kind.ownWords, kind.exportType]).toEqual([
        'choice',
        true,
        false,
        'choice',
      ]);
    }
  });

  it('an open question may stay empty, but not a half-entered date, and reads as trimmed text', () => {
    expect(isAnswerComplete('OPEN_ENDED', undefined)).toBe(true);
    expect(isAnswerComplete('OPEN_ENDED', { answer: '' })).toBe(true);
    expect(isAnswerComplete('OPEN_ENDED', { answer: INCOMPLETE_ANSWER })).toBe(false);
    expect(answerLabel('OPEN_ENDED', { answer: '  Night shifts  ' }, label)).toBe('Night shifts');
    expect(answerLabel('OPEN_ENDED', { answer: '   ' }, label)).toBeNull();
    const open = QUESTION_KINDS.OPEN_ENDED;
    expect([open.shape, open.required, open.ownWords, open.exportType]).toEqual([
      'text',
      false,
      true,
      'text',
    ]);
  });

  it('reads a wire answer by its question kind, never by the fields it happens to have (issue 40 point 3)', () => {
    expect(readAnswer('CLOSED_ENDED', { id: 'q.1' })).toEqual({ shape: 'choice', id: 'q.1' });
    expect(readAnswer('OPEN_ENDED', { answer: 'x' })).toEqual({ shape: 'text', answer: 'x' });
    // A stored answer of another shape than its question takes is no answer of that question.
    expect(readAnswer('OPEN_ENDED', { id: 'q.1' })).toBeNull();
    expect(readAnswer('MULTIPLE_CHOICE', { answer: 'q.1' })).toBeNull();
    expect(readAnswer('OPEN_ENDED', { answer: 'x'.repeat(OPEN_ANSWER_MAX + 1) })).toBeNull();
    expect([choiceIn('CLOSED_ENDED', { id: 'q.1' }), choiceIn('OPEN_ENDED', { answer: 'q.1' })]).toEqual([
      'q.1',
      null,
    ]);
    expect([textIn('OPEN_ENDED', { answer: 'x' }), textIn('CLOSED_ENDED', { id: 'x' })]).toEqual(['x', null]);
  });

  it("the instance view's form of an answer reads back as the same wire answer", () => {
    const choice = recordOf('CLOSED_ENDED', { id: 'q.1' }, label);
    const text = recordOf('OPEN_ENDED', { answer: ' typed ' }, label);
    expect([choice, text]).toEqual([
      { id: 'q.1', answer: 'Often' },
      { id: null, answer: ' typed ' },
    ]);
    expect(fromRecord('CLOSED_ENDED', choice!)).toEqual({ id: 'q.1' });
    expect(fromRecord('OPEN_ENDED', text!)).toEqual({ answer: ' typed ' });
    expect(recordOf('CLOSED_ENDED', undefined, label)).toBeNull();
  });

  it('the answer payload accepts exactly the shapes the kinds take', () => {
    const item = (answer: unknown) => AnswerInput.safeParse({ question: { id: 'q' }, answer }).success;
    expect([item({ id: 'q.1' }), item({ answer: 'text' })]).toEqual([true, true]);
    expect([item({ id: 'q.1', answer: 'both' }), item({})]).toEqual([false, false]);
  });
});
