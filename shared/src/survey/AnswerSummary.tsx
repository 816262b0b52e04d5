import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { Question } from '@dcp/shared/contracts';
import { VisuallyHidden } from '@dcp/shared/ui';
import type { AnswerValue } from './api/saveAnswer';
import { answerText } from './QuestionField';

// A summary list with a "Change" link per row (the NHS.UK check-your-answers pattern,
// design D§13): on a phone each row stacks question, answer and link.
const List = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  @media (min-width: 48rem) {
    grid-template-columns: 2fr 2fr auto;
    gap: ${({ theme }) => theme.space[3]};
  }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const ChangeLink = styled.button`
  justify-self: start;
  min-height: max(2.75rem, 44px);
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
const Heading = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

export interface AnswerSummaryProps {
  questions: readonly Question[];
  answers: Record<string, AnswerValue>;
  /** Opens question `index` to change its answer; the questionnaire then returns here. */
  onChange: (index: number) => void;
  /** The heading, focused when the summary appears. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Every question with the patient's answer, each with a "Change" link back to it (issue 14 point 2). */
export function AnswerSummary({ questions, answers, onChange, headingRef }: AnswerSummaryProps) {
  return (
    <section aria-labelledby="answer-summary-heading">
      <Heading id="answer-summary-heading" ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="shared.survey.summaryTitle" />
      </Heading>
      <List>
        {questions.map((q, i) => (
          <Row key={q.id}>
            <dt>{q.question}</dt>
            <dd>
              {answerText(q, answers[q.id]) ?? (
                <Muted>
                  <FormattedMessage id="shared.survey.noAnswer" />
                </Muted>
              )}
            </dd>
            <dd>
              <ChangeLink type="button" onClick={() => onChange(i)}>
                <FormattedMessage id="shared.survey.change" />
                <VisuallyHidden>
                  <FormattedMessage id="shared.survey.changeWhich" values={{ question: q.question }} />
                </VisuallyHidden>
              </ChangeLink>
            </dd>
          </Row>
        ))}
      </List>
    </section>
  );
}
