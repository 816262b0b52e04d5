import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  answerLabel,
  choiceIn,
  FUTURE_DATE_ANSWER,
  INCOMPLETE_ANSWER,
  isAnswerComplete,
  OPEN_ANSWER_MAX,
  textIn,
  unreachableKind,
  type Question,
} from '@dcp/shared/contracts';
import { isoDay, Radio, Select, TextArea, type DateProblem } from '@dcp/shared/ui';
import { BirthDateField } from './BirthDateField';
import type { AnswerValue } from './api/saveAnswer';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    font-size: 1.125rem;
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;
const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: 1.125rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
}

/**
 * One question in the control its type calls for (req G§2): OPEN_ENDED a text area capped at 1000
 * characters with a live counter (a date picker when tagged `date`), CLOSED_ENDED a radio group,
 * MULTIPLE_CHOICE a dropdown select. A new kind fails to compile here until it has its control.
 */
const DATE_MARK_OF: Record<DateProblem, string> = {
  incomplete: INCOMPLETE_ANSWER,
  future: FUTURE_DATE_ANSWER,
};
const DATE_MARKS = Object.entries(DATE_MARK_OF) as [DateProblem, string][];

export function QuestionField({ question, value, onChange }: QuestionFieldProps) {
  const intl = useIntl();
  const id = useId();
  const chosen = choiceIn(question.type, value) ?? '';
  const text = textIn(question.type, value) ?? '';
  const description = question.description ? <Muted id={`${id}-desc`}>{question.description}</Muted> : null;
  const describedBy = question.description ? `${id}-desc` : undefined;

  switch (question.type) {
    case 'OPEN_ENDED':
      if (question.tags.includes('date')) {
        // A date of birth (demographics): the picker, stored as 'YYYY-MM-DD' once complete. Half
        // entered or after today, it holds a marker that is never sent: Next waits and the field says why.
        const problem = DATE_MARKS.find(([, mark]) => mark === text)?.[0];
        return (
          <div>
            <BirthDateField
              label={question.question}
              initial={problem ? '' : text}
              error={problem ? intl.formatMessage({ id: `shared.dob.${problem}` }) : undefined}
              onChange={(d, why) => onChange({ answer: d ? isoDay(d) : why ? DATE_MARK_OF[why] : '' })}
            />
          </div>
        );
      }
      return (
        <div>
          <Label htmlFor={id}>{question.question}</Label>
          {description}
          <TextArea
            id={id}
            value={text}
            maxLength={OPEN_ANSWER_MAX}
            aria-describedby={[describedBy, `${id}-count`].filter(Boolean).join(' ')}
            onChange={(e) => onChange({ answer: e.target.value.slice(0, OPEN_ANSWER_MAX) })}
          />
          <Muted id={`${id}-count`} aria-live="polite">
            <FormattedMessage
              id="shared.survey.counter"
              values={{ count: text.length, max: OPEN_ANSWER_MAX }}
            />
          </Muted>
        </div>
      );

    case 'MULTIPLE_CHOICE':
      return (
        <div>
          <Select
            id={id}
            label={question.question}
            hint={question.description ?? undefined}
            value={chosen}
            placeholder={intl.formatMessage({ id: 'shared.survey.choose' })}
            options={question.possibleAnswers.map((a) => ({ value: a.id, label: a.answer }))}
            onChange={(e) => {
              if (e.target.value) onChange({ id: e.target.value });
            }}
          />
        </div>
      );

    case 'CLOSED_ENDED':
      return (
        <Fieldset aria-describedby={describedBy}>
          <legend>{question.question}</legend>
          {description}
          {question.possibleAnswers.map((a) => (
            <Radio
              key={a.id}
              name={id}
              value={a.id}
              checked={chosen === a.id}
              onChange={() => onChange({ id: a.id })}
              label={a.answer}
            />
          ))}
        </Fieldset>
      );

    default:
      return unreachableKind(question.type);
  }
}

/**
 * Whether Next may be pressed: as the question's kind says (a choice is needed, an open-ended answer
 * may stay empty), and a question the instrument leaves optional (the PHQ-9's difficulty) may be passed by.
 */
export function isAnswered(question: Question, value: AnswerValue | undefined): boolean {
  if (question.tags.includes('optional') && !value) return true;
  return isAnswerComplete(question.type, value);
}

/** The answer as the patient reads it back on the summary page. */
export function answerText(question: Question, value: AnswerValue | undefined): string | null {
  return answerLabel(
    question.type,
    value,
    (choiceId) => question.possibleAnswers.find((a) => a.id === choiceId)?.answer,
  );
}
