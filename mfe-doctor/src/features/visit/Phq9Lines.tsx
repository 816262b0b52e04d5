import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { VisitSummary } from '@dcp/shared/contracts';
import { formatDay } from './units';

// Words first (design D§13): "URGENT" is written and bold; the thick frame repeats it and turns
// black in print, so a black-and-white copy still carries it.
// Once a clinician has resolved it, the frame thins and the notice is no longer red: the answer stays
// on the page, the alarm does not.
const Urgent = styled.div<{ $resolved: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: ${({ $resolved }) => ($resolved ? '1px' : '3px')} solid ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p:first-child {
    color: ${({ theme, $resolved }) => ($resolved ? 'inherit' : theme.colors.danger)};
  }
  @media print {
    border-color: #000;
    p:first-child {
      color: #000;
    }
  }
`;

/**
 * The patient's newest PHQ-9 on the one-pager: total of 27 with its band in the results page's words,
 * and when item 9 was answered above 0 the answer as the patient gave it, under the urgent notice
 * while no clinician has resolved it (`urgent`, the list's rule), else under the word that one has.
 */
export function Phq9Lines({ phq9, urgent }: { phq9: VisitSummary['phq9']; urgent: boolean }) {
  const intl = useIntl();
  if (!phq9) return null;
  const band = intl.formatMessage({ id: `doctor.results.phq9Band.${phq9.band}` });
  const line = intl.formatMessage(
    { id: 'doctor.visit.phq9' },
    { date: formatDay(intl, phq9.submittedAt), score: phq9.score, band },
  );
  return (
    <>
      <p>{phq9.urgent || phq9.score >= 10 ? <strong>{line}</strong> : line}</p>
      {phq9.urgent ? (
        <Urgent data-testid="visit-phq9-urgent" $resolved={!urgent}>
          <p>
            {intl.formatMessage({ id: urgent ? 'doctor.results.phq9Urgent' : 'doctor.visit.phq9Resolved' })}
          </p>
          <p>
            {intl.formatMessage(
              { id: 'doctor.results.phq9Item9' },
              { question: phq9.item9.question, answer: phq9.item9.answer, points: phq9.item9.points },
            )}
          </p>
        </Urgent>
      ) : null}
    </>
  );
}
