import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FiltersPanel } from './FiltersPanel';
import { withFilters, type Filters, type ListState } from './listState';
import { SearchBox } from './SearchBox';

// The list's toolbar in one line on a laptop (issue 36 point 3): the search, the Filters button that
// opens the filters panel under it, and the patient count. The panel starts closed — its ten fields
// pushed the first patient below a laptop's first screen — unless a filter is on (a shared link, the
// review digest's "awaiting review"): then it is open, so what narrows the list is in sight.

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;
// The hint beside the label rather than under it when there is room: a line less above the first
// patient on a laptop; under it on a tablet.
const Search = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  max-width: 50rem;
  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: ${({ theme }) => theme.space[3]};
    margin-bottom: 0;
  }
  & > div > p {
    flex: 1 1 22rem;
    font-size: 0.85rem;
  }
  input {
    flex: 1 0 100%;
    width: 100%;
  }
`;
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: max(2.75rem, 44px);
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Count = styled.p`
  margin: 0 0 0 auto;
  min-height: max(2.75rem, 44px);
  display: flex;
  align-items: center;
`;

/** How many filters narrow the list (the search is shown in its own field). */
export function filtersOn(f: Filters): number {
  const on = [
    f.diabetes !== null,
    f.assigned !== 'any',
    f.chronic !== 'any',
    f.noAge || f.ageLow !== null || f.ageHigh !== null,
    f.birthDate !== null,
    f.awaiting,
    f.glucose,
    f.left,
  ];
  return on.filter(Boolean).length;
}

export function ListToolbar({
  state,
  go,
  status,
}: {
  state: ListState;
  go: (change: (s: ListState) => ListState) => void;
  /** The count and the last sort's announcement (a live region). */
  status: string;
}) {
  const intl = useIntl();
  const panelId = useId();
  const count = filtersOn(state);
  const [open, setOpen] = useState(count > 0);
  return (
    <>
      <Bar>
        <Search>
          <SearchBox value={state.search} onCommit={(search) => go((s) => withFilters(s, { search }))} />
        </Search>
        <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {intl.formatMessage({ id: 'shared.patients.filtersOn' }, { count })}
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </Toggle>
        <Count role="status" aria-live="polite">
          {status}
        </Count>
      </Bar>
      <div id={panelId} hidden={!open}>
        <FiltersPanel filters={state} onChange={(f) => go((s) => withFilters(s, f))} />
      </div>
    </>
  );
}
