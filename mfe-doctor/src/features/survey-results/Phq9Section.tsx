import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { StaffSurveyInstance } from '@dcp/shared/contracts';

// Words first, colour second (design D§13): "URGENT" is written, the border only repeats it.
const Urgent = styled.div`
  margin: ${({ theme }) => theme.space[2]} 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 3px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p:first-child {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`;

/**
 * A submitted PHQ-9 (issue 24 §5): the total with its published band, and when item 9 (thoughts of
 * being better off dead or of self-harm) was answered above 0, an urgent notice naming the answer.
 */
export function Phq9Section({ phq9 }: { phq9: StaffSurveyInstance['phq9'] }) {
  const intl = useIntl();
  if (!phq9) return null;
  const band = intl.formatMessage({ id: `doctor.results.phq9Band.${phq9.band}` });
  return (
    <section aria-labelledby="phq9-heading">
      <h3 id="phq9-heading">
        <FormattedMessage id="doctor.results.phq9" />
      </h3>
      {phq9.urgent ? (
        <Urgent role="alert">
          <p>
            <FormattedMessage id="doctor.results.phq9Urgent" />
          </p>
          <p>
            <FormattedMessage
              id="doctor.results.phq9Item9"
              values={{ question: phq9.item9.question, answer: phq9.item9.answer, points: phq9.item9.points }}
            />
          </p>
        </Urgent>
      ) : null}
      <p>
        <FormattedMessage id="doctor.results.phq9Score" values={{ score: phq9.score, band }} />
      </p>
    </section>
  );
}
