import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SurveyInstanceSummary } from '@dcp/shared/contracts';
import { Card } from '@dcp/shared/ui';

// An action link (design D§13, NHS.UK "action link"): a bold arrow and words, big enough to tap.
const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: max(2.75rem, 44px);
  font-weight: 700;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.link};
  &::before {
    content: '➜';
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * On the patient's home, first: the questionnaire still to answer (issue 28 point 8), the oldest open
 * one, since that is the one the care team has waited for longest.
 */
export function ContinueCard({ open }: { open: SurveyInstanceSummary }) {
  const started = open.status === 'IN_PROGRESS';
  return (
    <Card aria-labelledby="continue-heading">
      <h2 id="continue-heading">
        <FormattedMessage id={started ? 'patient.home.continueTitle' : 'patient.home.startTitle'} />
      </h2>
      <p>
        <FormattedMessage
          id={started ? 'patient.home.continueText' : 'patient.home.startText'}
          values={{ name: open.survey.name, count: open.questionCount }}
        />
      </p>
      <Action to={`/survey/${open.id}`}>
        <FormattedMessage id={started ? 'patient.home.continue' : 'patient.home.start'} />
      </Action>
    </Card>
  );
}
