import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { PatientSurveyInstance } from '@dcp/shared/contracts';

const Box = styled.section`
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => theme.space[3]};
  border-left: 0.375rem solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2,
  h3 {
    margin-top: 0;
  }
  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * A positive PHQ-2, as the patient reads it (issue 14 §5): supportive words and where to get help now
 * (the clinic's own contact when it set one, else generic advice), never a bare diagnosis.
 */
export function SupportNotice({ support }: { support: PatientSurveyInstance['support'] }) {
  if (!support) return null;
  return (
    <Box aria-labelledby="support-heading">
      <h2 id="support-heading">
        <FormattedMessage id="patient.support.title" />
      </h2>
      <p>
        <FormattedMessage id="patient.support.body" />
      </p>
      <h3>
        <FormattedMessage id="patient.support.now" />
      </h3>
      <p>{support.contact ?? <FormattedMessage id="patient.support.default" />}</p>
    </Box>
  );
}
