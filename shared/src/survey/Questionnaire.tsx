import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { QUESTION_KINDS, textIn, type Question } from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { Button } from '@dcp/shared/ui';
import type { AnswerValue } from './api/saveAnswer';
import { AnswerSummary } from './AnswerSummary';
import { serverState, useAnswerQueue, type AnswerQueue, type ServerState } from './answerQueue';
import { readPending, sameAnswer as same, storageKey, withPending, type Answers } from './pendingAnswers';
import { QuestionField, isAnswered } from './QuestionField';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
const Progress = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
// Inset text (design D§13): the patient's answers are safe while the network is away.
const Offline = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
`;
// One sentence a line: the notice, how many answers wait, why Submit waits.
const Line = styled.p`
  margin: 0;
`;

/**
 * Said at once when the browser goes offline, and while answers wait to be sent. At the summary it
 * also says why Submit waits: a submit needs the server (docs/decisions.md "Offline answers").
 */
function ConnectionNote({ queue, atSummary = false }: { queue: AnswerQueue; atSummary?: boolean }) {
  return (
    // The live region is always there, so what appears in it is announced.
    <div role="status" aria-live="polite">
      {!queue.online ? (
        <Offline>
          <Line>
            <FormattedMessage id="shared.survey.offline" />
          </Line>
          {queue.waiting > 0 ? (
            <Line>
              <FormattedMessage id="shared.survey.waiting" values={{ count: queue.waiting }} />
            </Line>
          ) : null}
          {atSummary ? (
            <Line>
              <FormattedMessage id="shared.survey.submitLater" />
            </Line>
          ) : null}
        </Offline>
      ) : queue.waiting > 0 ? (
        <Offline>
          <Line>
            <FormattedMessage id="shared.survey.sending" />
          </Line>
        </Offline>
      ) : null}
    </div>
  );
}

/** req G§4/§9: the summary follows the last question after this pause (never an automatic send). */
export const SUMMARY_DELAY_MS = 800;

type Step = number | 'toSummary' | 'summary';

/**
 * Where a questionnaire resumes: the first question with no saved answer. An empty free-text answer
 * before the last answered question was skipped on purpose, so it does not count; with every
 * question answered the patient resumes at the summary.
 */
export function resumeStep(questions: readonly Question[], saved: Answers): Step {
  let last = -1;
  questions.forEach((q, i) => {
    if (saved[q.id]) last = i;
  });
  const first = questions.findIndex((q, i) => !saved[q.id] && (QUESTION_KINDS[q.type].required || i > last));
  if (first >= 0) return first;
  return last >= 0 ? 'summary' : 0;
}

export interface QuestionnaireProps {
  /** Whose answers wait on this device are keyed by the signed-in account and this instance. */
  instanceId: string;
  questions: readonly Question[];
  initialAnswers: Answers;
  /** Persists one answer; Next waits for it before moving on (req G§4). */
  onSave: (questionId: string, value: AnswerValue) => Promise<void>;
  /**
   * The summary's actions; `back` returns to the last question; `queue` tells whether answers given
   * offline still wait (a submit first sends them: `queue.flush()`).
   */
  renderSummary: (back: () => void, queue: AnswerQueue) => ReactNode;
  /** The server's answers now, read before answers given offline are sent (the conflict rule). */
  current?: () => Promise<ServerState>;
  /** Submitted elsewhere meanwhile: the page reads the instance again. */
  onClosed: () => void;
}

/**
 * One question at a time with Back and Next (req G§2, §4): Next saves the answer and then advances,
 * and is disabled until a choice is made (open-ended is always allowed). After the last question the
 * summary lists every answer with a link back to its question; from there Next returns to the summary.
 * Resuming opens at the first unanswered question.
 */
export function Questionnaire(props: QuestionnaireProps) {
  const { account } = useSession();
  const key = storageKey(account?.id, props.instanceId);
  // Answers given offline before a reload are on top of the server's: the patient resumes after them.
  const [start] = useState(() => withPending(props.initialAnswers, readPending(key)));
  return <Steps {...props} initialAnswers={start} storageKey={key} />;
}

function Steps({
  instanceId,
  questions,
  initialAnswers,
  onSave,
  renderSummary,
  current,
  onClosed,
  storageKey: key,
}: QuestionnaireProps & { storageKey: string | null }) {
  const [step, setStep] = useState<Step>(() => resumeStep(questions, initialAnswers));
  // Set when a question was opened from the summary: Next goes straight back there.
  const [fromSummary, setFromSummary] = useState(false);
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [saved, setSaved] = useState<Answers>(initialAnswers);
  const [busy, setBusy] = useState(false);
  const queue = useAnswerQueue({
    storageKey: key,
    send: onSave,
    current: current ?? (() => serverState(instanceId, questions[0]?.stage ?? 'FIRST_WAVE')),
    onClosed,
    // Another device's newer answers replace the ones given here (docs/decisions.md).
    onServerWins: (kept) => {
      setSaved((s) => ({ ...s, ...kept }));
      setAnswers((a) => ({ ...a, ...kept }));
    },
  });
  const heading = useRef<HTMLDivElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const total = questions.length;
  const index = typeof step === 'number' ? step : -1;
  const question = questions[index];

  // Focus follows the step so keyboard and screen-reader users start at the new question or summary.
  // Not on first render: opening the page keeps the browser's own focus order.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!moved) return;
    if (step === 'summary') summaryHeading.current?.focus();
    else heading.current?.focus();
  }, [step, moved]);

  useEffect(() => {
    if (step !== 'toSummary') return;
    const timer = setTimeout(() => setStep('summary'), SUMMARY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const next = async () => {
    if (!question) return;
    const value = answers[question.id];
    const changed = value && !same(value, saved[question.id]);
    const blankNew = textIn(question.type, value)?.trim() === '' && !saved[question.id];
    setBusy(true);
    try {
      if (changed && !blankNew) {
        // Sent, or kept until the browser is back online: either way the patient goes on.
        await queue.save(question.id, value, saved[question.id] ?? null);
        setSaved((s) => ({ ...s, [question.id]: value }));
      }
      if (fromSummary) go('summary');
      else go(index + 1 < total ? index + 1 : 'toSummary');
    } catch {
      // The server refused it and said why; stay on the question so nothing is lost.
    } finally {
      setBusy(false);
    }
  };

  if (step === 'summary') {
    return (
      <div>
        <ConnectionNote queue={queue} atSummary />
        <AnswerSummary
          questions={questions}
          answers={saved}
          headingRef={summaryHeading}
          onChange={(i) => {
            // The question opens with what the summary showed (the saved answer), not a stray edit.
            const id = questions[i]?.id;
            if (id) setAnswers((a) => ({ ...a, [id]: saved[id]! }));
            setFromSummary(true);
            go(i);
          }}
        />
        {renderSummary(() => {
          setFromSummary(false);
          go(Math.max(0, total - 1));
        }, queue)}
      </div>
    );
  }

  return (
    <div>
      <ConnectionNote queue={queue} />
      <div ref={heading} tabIndex={-1}>
        <Progress role={step === 'toSummary' ? 'status' : undefined}>
          {question ? (
            <FormattedMessage id="shared.survey.progress" values={{ current: index + 1, total }} />
          ) : (
            <FormattedMessage id="shared.survey.toSummary" />
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
            <Button variant="secondary" disabled={index === 0 || busy} onClick={() => go(index - 1)}>
              <FormattedMessage id="shared.survey.back" />
            </Button>
            <Button
              disabled={busy || !isAnswered(question, answers[question.id])}
              onClick={() => void next()}
            >
              <FormattedMessage id={fromSummary ? 'shared.survey.saveAndReturn' : 'shared.survey.next'} />
            </Button>
          </Row>
        </>
      ) : null}
    </div>
  );
}
