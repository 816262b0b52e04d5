import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { summaryPath, trendsPath } from './paths';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: max(2.75rem, 44px);
    font-weight: 600;
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** "Print summary" and "Trends" for one patient (the list's rows, the results page). */
export function VisitLinks({ patientId, name }: { patientId: string; name?: string }) {
  const intl = useIntl();
  // The row's links name their patient for screen readers, who hear many "Print summary" links;
  // each name begins with the visible words (WCAG 2.5.3, label in name).
  return (
    <Row data-print="hide">
      <Link
        to={summaryPath(patientId)}
        aria-label={name ? intl.formatMessage({ id: 'doctor.visit.printSummaryFor' }, { name }) : undefined}
      >
        {intl.formatMessage({ id: 'doctor.visit.printSummary' })}
      </Link>
      <Link
        to={trendsPath(patientId)}
        aria-label={name ? intl.formatMessage({ id: 'doctor.visit.trendsFor' }, { name }) : undefined}
      >
        {intl.formatMessage({ id: 'doctor.visit.trends' })}
      </Link>
    </Row>
  );
}
