import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Paged } from '@dcp/shared/contracts';
import { Button } from '@dcp/shared/ui';

/** The filter fields side by side where there is room, stacked on a phone. */
export const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0 ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** The filter form's buttons: a row of their own under the fields, wrapping on a phone. */
export const FilterActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Bar = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** Previous / next with "page X of Y (N rows)"; `label` names the list it pages (else the audit trail). */
export function Pager({
  page,
  onPage,
  label,
}: {
  page: Paged<unknown>;
  onPage: (n: number) => void;
  label?: string;
}) {
  const intl = useIntl();
  return (
    <Bar aria-label={label ?? intl.formatMessage({ id: 'shared.audit.pages' })}>
      <Button variant="secondary" disabled={page.first} onClick={() => onPage(page.number - 1)}>
        <FormattedMessage id="shared.audit.previous" />
      </Button>
      <span aria-live="polite">
        <FormattedMessage
          id="shared.audit.pageOf"
          values={{ page: page.number + 1, pages: Math.max(page.totalPages, 1), rows: page.totalElements }}
        />
      </span>
      <Button variant="secondary" disabled={page.last} onClick={() => onPage(page.number + 1)}>
        <FormattedMessage id="shared.audit.next" />
      </Button>
    </Bar>
  );
}
