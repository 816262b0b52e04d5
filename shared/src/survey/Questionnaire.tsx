import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { AnswerRecord, Question } from '@dcp/shared/contracts';
import { Button } from '@dcp/shared/ui';
import type { AnswerValue } from './api/saveAnswer';
import { QuestionField, answerText, isAnswered } from './QuestionField';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
const Progress = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Answers = styled.dl`
  dt {
    font-weight: 600;
    margin-top: ${({ theme }) => theme.space[3]};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`;

type Answers = Record<string, AnswerValue>;

/** The saved answers of an instance, keyed by question id, to resume where the patient left off. */
export function answersFrom(records: readonly AnswerRecord[]): Answers {
  const out: Answers = {};
  for (const r of records)
    out[r.question.id] = r.answer.id ? { id: r.answer.id } : { answer: r.answer.answer };
  return out;
}

const same = (a: AnswerValue | undefined, b: AnswerValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface QuestionnaireProps {
  questions: readonly Question[];
  initialAnswers: Answers;
  /** Persists one answer; Next waits for it before moving on (doc 2 §4). */
  onSave: (questionId: string, value: AnswerValue) => Promise<void>;
  /** The summary's actions; `back` returns to the last question. */
  renderSummary: (back: () => void) => ReactNode;
}

/**
 * One question at a time with Back and Next (doc 2 §2, §4): the index starts at 0, Next saves the
 * answer and then advances, and is disabled until a choice is made (open-ended is always allowed).
 * After the last question a summary lists the answers above the caller's actions.
 */
export function Questionnaire({ questions, initialAnswers, onSave, renderSummary }: QuestionnaireProps) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [saved, setSaved] = useState<Answers>(initialAnswers);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLDivElement>(null);
  const total = questions.length;
  const question = questions[index];

  // Focus follows the step so keyboard and screen-reader users start at the new question.
  useEffect(() => {
    heading.current?.focus();
  }, [index]);

  const next = async () => {
    if (!question) return;
    const value = answers[question.id];
    const changed = value && !same(value, saved[question.id]);
    const blankNew = value && 'answer' in value && !value.answer.trim() && !saved[question.id];
    setBusy(true);
    try {
      if (changed && !blankNew) {
        await onSave(question.id, value);
        setSaved((s) => ({ ...s, [question.id]: value }));
      }
      setIndex((i) => i + 1);
    } catch {
      // The http client already told the user; stay on the question so nothing is lost.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <div ref={heading} tabIndex={-1}>
        <Progress>
          {question ? (
            <FormattedMessage id="shared.survey.progress" values={{ current: index + 1, total }} />
          ) : (
            <FormattedMessage id="shared.survey.summaryTitle" />
          )}
        </Progress>
      </div>
      {question ? (
        <>
          <QuestionField
            key={question.id}
            question={question}
            value={answers[question.id]}
            onChange={(v) => setAnswers((a) => ({ ...a, [question.id]: v }))}
          />
          <Row>
            <Button variant="secondary" disabled={index === 0 || busy} onClick={() => setIndex((i) => i - 1)}>
              <FormattedMessage id="shared.survey.back" />
            </Button>
            <Button
              disabled={busy || !isAnswered(question, answers[question.id])}
              onClick={() => void next()}
            >
              <FormattedMessage id="shared.survey.next" />
            </Button>
          </Row>
        </>
      ) : (
        <>
          <Answers>
            {questions.map((q) => (
              <div key={q.id}>
                <dt>{q.question}</dt>
                <dd>{answerText(q, answers[q.id]) ?? <FormattedMessage id="shared.survey.noAnswer" />}</dd>
              </div>
            ))}
          </Answers>
          {renderSummary(() => setIndex(Math.max(0, total - 1)))}
        </>
      )}
    </div>
  );
}
