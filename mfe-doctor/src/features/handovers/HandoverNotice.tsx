import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fullName } from '@dcp/people';
import { Card, LinkList } from '@dcp/shared/ui';
import { resultsPath } from '../add-patient';
import { useHandovers } from './api/getHandovers';

const Notice = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: 1.25rem;
  }
`;

/**
 * Above the doctor's list: the patients a leaving colleague handed over in the last two weeks, newest
 * first, each a link to their results (issue 37 point 1). They are new to this doctor, so they are
 * named first; the list below keeps its clinical order (urgent findings first). Nothing when none.
 */
export function HandoverNotice() {
  const intl = useIntl();
  const { data } = useHandovers();
  if (!data?.length) return null;
  return (
    <Notice aria-labelledby="handover-title">
      <h2 id="handover-title">
        <FormattedMessage id="doctor.handover.title" values={{ count: data.length }} />
      </h2>
      <LinkList>
        {data.map((p) => (
          <li key={p.id}>
            <Link to={resultsPath(p.id)}>{fullName(p)}</Link>{' '}
            <FormattedMessage
              id="doctor.handover.from"
              values={{
                from: fullName(p.from),
                date: intl.formatDate(p.at, { day: 'numeric', month: 'short' }),
              }}
            />
          </li>
        ))}
      </LinkList>
    </Notice>
  );
}
