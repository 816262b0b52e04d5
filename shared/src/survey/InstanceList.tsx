import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { SurveyInstanceSummary } from '@dcp/shared/contracts';
import { statusGroup, type StatusGroup } from './status';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const Item = styled(NavLink)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  align-items: center;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &.active {
    background: ${({ theme }) => theme.colors.secondary};
    border-width: 2px;
  }
  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ICON_COLOUR: Record<StatusGroup, string> = {
  notStarted: '#6b7684',
  inProgress: '#8a4b00',
  completed: '#1d6b35',
};

/** Shape as well as colour differs, so the status reads without colour vision. */
export function StatusIcon({ group }: { group: StatusGroup }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `shared.survey.status.${group}` });
  const colour = ICON_COLOUR[group];
  return (
    <svg width="1.25rem" height="1.25rem" viewBox="0 0 20 20" role="img" aria-label={label}>
      <title>{label}</title>
      <circle
        cx="10"
        cy="10"
        r="8"
        fill={group === 'completed' ? colour : 'none'}
        stroke={colour}
        strokeWidth="2"
      />
      {group === 'inProgress' ? <path d="M10 2 A8 8 0 0 1 10 18 Z" fill={colour} /> : null}
      {group === 'completed' ? <path d="M6 10 l3 3 l5 -6" stroke="#fff" strokeWidth="2" fill="none" /> : null}
    </svg>
  );
}

export interface InstanceListProps {
  instances: readonly SurveyInstanceSummary[];
  /** Link of one entry, e.g. `/patient/results/${id}`. */
  hrefOf: (instance: SurveyInstanceSummary) => string;
  label: string;
}

/** The left-hand list of the results screens (req G§2): date, survey name and status icon. */
export function InstanceList({ instances, hrefOf, label }: InstanceListProps) {
  return (
    <nav aria-label={label}>
      <List>
        {instances.map((i) => (
          <li key={i.id}>
            <Item to={hrefOf(i)}>
              <StatusIcon group={statusGroup(i.status)} />
              <span>{i.survey.name || <FormattedMessage id="shared.survey.titleMissing" />}</span>
              <small>
                <FormattedDate value={i.createTimestamp} dateStyle="medium" />
              </small>
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}

/**
 * List left, details right while the details keep 24rem; else the list above them. The room decides,
 * not the window: the doctor's sidebar and the larger font sizes take their share (issue 36 point 3:
 * at 820 px and the largest size, two columns ran off the side of the page).
 */
export const ResultsLayout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  > :first-child {
    flex: 1 1 14rem;
  }
  > :last-child {
    flex: 999 1 24rem;
    min-width: 0;
  }
  /* Printed: the chosen questionnaire only, the full width of the page (the list is for choosing). */
  @media print {
    display: block;
    > :first-child {
      display: none;
    }
  }
`;
