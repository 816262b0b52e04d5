import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PatientSurveyInstance } from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';

const Box = styled.section`
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  h2 {
    margin-top: 0;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
// A link that looks like the primary button: it leads to another page, it sends nothing.
const Start = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: max(2.75rem, 44px);
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

/**
 * After a positive PHQ-2: the PHQ-9, offered kindly and as a choice (issue 24 §5). It waits in the
 * patient's results (and on Home), so "Not now" loses nothing. A survey-bound account (anonymous or
 * one-time link) can open its own questionnaire only and has no home: it is offered nothing it
 * cannot open (issue 36 point 8).
 */
export function FollowUpOffer({ followUp }: { followUp: PatientSurveyInstance['followUp'] }) {
  const { account } = useSession();
  const bound = Boolean(account?.isRestrictedUser || account?.isSingleSurveyPatient);
  if (!followUp || bound) return null;
  return (
    <Box aria-labelledby="follow-up-heading">
      <h2 id="follow-up-heading">
        <FormattedMessage id="patient.followUp.title" />
      </h2>
      <p>
        <FormattedMessage id="patient.followUp.body" />
      </p>
      <Row>
        <Start to={`/survey/${followUp.instanceId}`}>
          <FormattedMessage id="patient.followUp.start" />
        </Start>
        <Link to="/patient/home">
          <FormattedMessage id="patient.followUp.later" />
        </Link>
      </Row>
    </Box>
  );
}
