import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  PATIENT_COLUMNS,
  PATIENT_LIST_FETCH_SIZE,
  type PatientListItem,
  type PatientSort,
} from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { Button, EmptyState, Select, Skeleton, Table, type Column } from '@dcp/shared/ui';
import { displayName, renderCell } from './cells';
import { ListBox } from './listLayout';
import { ListToolbar } from './ListToolbar';
import { RowMenu } from './RowMenu';
import { chunkOf, isFiltered, PAGE_SIZES, withSort } from './listState';
import type { PatientListState } from './usePatientListState';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  margin-top: ${({ theme }) => theme.space[3]};
`;
const SortButton = styled.button`
  font: inherit;
  font-weight: 600;
  background: none;
  border: 0;
  padding: 0;
  color: inherit;
  cursor: pointer;
  text-align: left;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
const Stop = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface PatientListPanelProps {
  /** What `usePatientListState()` answered: the page holds it, for its own buttons' `reload`. */
  list: PatientListState;
  /** Where a row leads (the doctor: the patient's survey results; the admin: the profile). */
  hrefOf: (p: PatientListItem) => string;
  /** Per-row slot: send a new assessment, … (clicks inside never open the row). */
  rowActions?: (p: PatientListItem) => ReactNode;
  /** The superadmin sees every clinic: show the clinic column. */
  showClinic?: boolean;
  /** Below the list (the doctor's sign-up link and QR code): shown once the list is there. */
  footer?: ReactNode;
  /** The clinic has no patient at all yet: what to say and the next action (default: a plain note). */
  emptyState?: ReactNode;
}

/**
 * The prioritised patient list (req A§2–§5, §9) under a page's header: search, filters, the rows of
 * one 2,000-row request a page at a time, the pager. Each remote's page adds its title and buttons.
 */
export function PatientListPanel({
  list,
  hrefOf,
  rowActions,
  showClinic,
  footer,
  emptyState,
}: PatientListPanelProps) {
  const intl = useIntl();
  const unit = useSession().account?.glucoseUnit ?? 'mg/dL';
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shared.patients.${id}` }, values);
  const navigate = useNavigate();
  // Not deferred (useDeferredValue): the table's header then drew before its rows and moved when
  // they came (layout-shift.spec, CLS 0.0035 on the doctor's landing page).
  const { state, go, show, page, loading, failed, reload } = list;
  const [announce, setAnnounce] = useState('');

  const total = page?.totalElements ?? 0;
  // No patient at all (not merely none matching a filter or search): the empty state instead of a table.
  const none = Boolean(page) && total === 0 && !isFiltered(state);
  const pages = Math.max(1, Math.ceil(total / state.size));
  const offset = state.page * state.size - chunkOf(state) * PATIENT_LIST_FETCH_SIZE;
  const rows = useMemo(
    () => page?.content.slice(offset, offset + state.size) ?? [],
    [page, offset, state.size],
  );

  // A sort is one press on what the reader sees: the rendered state is the one to change.
  const sortBy = (key: PatientSort, label: string) => {
    const next = withSort(state, key);
    setAnnounce(t(next.dir === 'asc' ? 'sortedAsc' : 'sortedDesc', { column: label }));
    show(next);
  };
  const sortable = (
    key: PatientSort,
    label: string,
    render: Column<PatientListItem>['render'],
  ): Column<PatientListItem> => {
    const active = state.sort === key;
    return {
      key,
      label,
      sort: active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none',
      render,
      header: (
        <SortButton type="button" onClick={() => sortBy(key, label)}>
          {/* The arrow keeps to the last word: a header of one more line pushed the rows down. */}
          {label}
          {'\u00a0'}
          <span aria-hidden="true">{active ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
        </SortButton>
      ),
    };
  };
  // The table is drawn from the one list of columns (PATIENT_COLUMNS); the page adds its row actions.
  const columns: Column<PatientListItem>[] = [
    ...PATIENT_COLUMNS.filter((c) => showClinic || !c.everyClinic).map((c) => {
      const label = t(`column.${c.header}`);
      const render = (p: PatientListItem) => renderCell(c.cell, p, { intl, unit });
      return c.sortable ? sortable(c.key, label, render) : { key: c.key, header: label, render };
    }),
    ...(rowActions
      ? [
          {
            key: 'actions',
            header: t('column.actions'),
            render: (p: PatientListItem) => (
              <Stop onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                <RowMenu name={t('actionsFor', { name: displayName(intl, p) })}>{rowActions(p)}</RowMenu>
              </Stop>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListToolbar
        state={state}
        go={go}
        // Blank while loading; the count's place is kept, so its arrival moves nothing.
        status={`${loading && !page ? '' : t('count', { total })}${announce ? ` ${announce}` : ''}`}
      />
      {failed ? (
        <p role="alert">
          {t('failed')}{' '}
          <Button variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </p>
      ) : null}
      {!page && loading ? (
        <Skeleton label={intl.formatMessage({ id: 'shared.ui.loading' })} />
      ) : none ? (
        (emptyState ?? <EmptyState title={t('none')} />)
      ) : (
        <ListBox aria-busy={loading}>
          <Table
            caption={t('caption', { page: state.page + 1, pages })}
            columns={columns}
            rows={rows}
            // 100 rows per page were one long task: rendered in parts (issue 41 point 2). At 4× CPU 20
            // rows took 110–150 ms of script and the frame after each part (layout and paint of the
            // whole table so far) up to 230 ms more; 10 per part keeps both under 200 ms.
            rowsPerTask={10}
            rowKey={(p) => p.id}
            onRowClick={(p) => void navigate(hrefOf(p))}
            empty={t('empty')}
          />
        </ListBox>
      )}
      {/* The pager and the footer appear with the list, in their place, rather than being pushed
          down when the rows arrive (a layout shift of 0.13–0.22 on the doctor's landing page). */}
      {page ? (
        <Pager aria-label={t('pages')}>
          <Button
            variant="secondary"
            disabled={state.page === 0}
            onClick={() => go((s) => ({ ...s, page: s.page - 1 }))}
          >
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page: state.page + 1, pages })}</span>
          <Button
            variant="secondary"
            disabled={state.page + 1 >= pages}
            onClick={() => go((s) => ({ ...s, page: s.page + 1 }))}
          >
            {t('next')}
          </Button>
          <Select
            label={t('pageSize')}
            value={String(state.size)}
            onChange={(e) => {
              const size = Number(e.target.value);
              go((s) => ({ ...s, page: 0, size }));
            }}
            options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          />
        </Pager>
      ) : null}
      {page || failed ? footer : null}
    </>
  );
}
