import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AnsweredQuestion, InstanceAnswers } from '@dcp/shared/contracts';
import { formatPercent } from '@dcp/shared/i18n';

// The patient's answers for the doctor (issue 14 point 1): own words first and prominent, then
// every question by category with its answer and its points.

// Each free text under what was asked, with its area: the same "Would you like to tell us more?"
// follows several areas (issue 36 point 7). The question first, then the patient's words.
const Said = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  figcaption strong {
    color: ${({ theme }) => theme.colors.text};
  }
  blockquote {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
  blockquote p {
    margin: 0;
    font-size: 1.125rem;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
export const AnswerTable = styled.table`
  width: 100%;
  /* The same columns in every category's table, so the eye runs straight down them. */
  table-layout: fixed;
  border-collapse: collapse;
  th:nth-child(1) {
    width: 46%;
  }
  th:nth-child(2) {
    width: 30%;
  }
  margin-bottom: ${({ theme }) => theme.space[4]};
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.space[2]} 0;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  /* "2 of 3 points" may take two lines in a tablet's narrow card rather than run out of it. */
  td:last-child,
  th:last-child {
    text-align: right;
  }
  @media (max-width: 40rem) {
    thead {
      display: none;
    }
    tr,
    td {
      display: block;
    }
    td:last-child {
      text-align: left;
    }
  }
`;

export function OwnWords({ words }: { words: readonly AnsweredQuestion[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="own-words-heading">
      <h3 id="own-words-heading">
        <FormattedMessage id="doctor.results.ownWords" />
      </h3>
      {words.length === 0 ? (
        <p>
          <FormattedMessage id="doctor.results.ownWordsNone" />
        </p>
      ) : (
        words.map((w) => (
          <Said key={w.questionId}>
            <figcaption>
              <FormattedMessage
                id="doctor.results.ownWordsAsked"
                values={{
                  area: <strong>{intl.formatMessage({ id: `shared.survey.category.${w.category}` })}</strong>,
                  question: w.question,
                }}
              />
            </figcaption>
            <blockquote>
              <p>{w.answer}</p>
            </blockquote>
          </Said>
        ))
      )}
    </section>
  );
}

/** The rows of one table: question, answer, and its points ("2 of 3"), as a clinician scores an item. */
export function AnswerRows({ questions }: { questions: readonly AnsweredQuestion[] }) {
  const intl = useIntl();
  return (
    <>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="doctor.results.answers.question" />
          </th>
          <th scope="col">
            <FormattedMessage id="doctor.results.answers.answer" />
          </th>
          <th scope="col">
            <FormattedMessage id="doctor.results.answers.contribution" />
          </th>
        </tr>
      </thead>
      <tbody>
        {questions.map((q) => (
          <tr key={q.questionId}>
            <td>{q.question}</td>
            <td>{q.answer ?? intl.formatMessage({ id: 'doctor.results.answers.none' })}</td>
            <td title={q.scored?.humanReadable}>
              {q.scored
                ? intl.formatMessage(
                    { id: 'doctor.results.answers.points' },
                    { points: q.scored.points, max: q.scored.maxPoints },
                  )
                : intl.formatMessage({ id: 'doctor.results.answers.unscored' })}
            </td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

export function AnswersByCategory({ answers }: { answers: InstanceAnswers }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="answers-heading">
      <h2 id="answers-heading">
        <FormattedMessage id="doctor.results.answers.title" />
      </h2>
      {answers.groups.map((g) => (
        <AnswerTable key={g.category}>
          <caption>
            {intl.formatMessage({ id: `shared.survey.category.${g.category}` })}
            {g.score
              ? ` — ${intl.formatMessage(
                  { id: 'doctor.results.answers.groupScore' },
                  { value: g.score.scoreValue, pct: formatPercent(intl, g.score.scorePct) },
                )}`
              : null}
          </caption>
          <AnswerRows questions={g.questions} />
        </AnswerTable>
      ))}
    </section>
  );
}
