import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { PatientSurveyInstance } from '@dcp/shared/contracts';

const Box = styled.section<{ $urgent: boolean }>`
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => theme.space[3]};
  border-left: 0.375rem solid ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.info)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2,
  h3 {
    margin-top: 0;
  }
  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  a {
    font-weight: 700;
  }
`;

/**
 * Low mood in the answers, as the patient reads it (issue 14 §5, issue 24 §5): supportive words and
 * where to get help now (the clinic's own contact when it set one, else generic advice, and the
 * clinic's emergency number), never a bare diagnosis. A PHQ-9 item 9 above 0 leads with getting help
 * today, in the same gentle words.
 */
export function SupportNotice({ support }: { support: PatientSurveyInstance['support'] }) {
  if (!support) return null;
  const { urgent, emergencyNumber } = support;
  return (
    <Box aria-labelledby="support-heading" $urgent={urgent}>
      <h2 id="support-heading">
        <FormattedMessage id={urgent ? 'patient.support.urgentTitle' : 'patient.support.title'} />
      </h2>
      <p>
        <FormattedMessage id={urgent ? 'patient.support.urgentBody' : 'patient.support.body'} />
      </p>
      <h3>
        <FormattedMessage id="patient.support.now" />
      </h3>
      <p>{support.contact ?? <FormattedMessage id="patient.support.default" />}</p>
      <p>
        <FormattedMessage
          id="patient.support.emergency"
          values={{ number: <a href={`tel:${emergencyNumber}`}>{emergencyNumber}</a> }}
        />
      </p>
    </Box>
  );
}
