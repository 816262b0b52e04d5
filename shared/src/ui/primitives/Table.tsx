import { memo, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from './display';
import { useInChunks } from './useInChunks';

/**
 * A table's header row once its rows are cards: the sortable headers stay on screen as a wrapping
 * row of buttons, the others are for screen readers only. (Here on a phone; the patient list's own
 * cards use it too.)
 */
export const cardHeaders = css`
  thead tr {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  thead th {
    padding: 0;
    border: 0;
    background: none;
  }
  thead th:not([aria-sort]) {
    ${visuallyHidden}
  }
`;

const Wrap = styled.div`
  overflow-x: auto;
`;
const Base = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 0.9rem;
  }
  tbody tr[tabindex] {
    cursor: pointer;
  }
  tbody tr[tabindex]:hover,
  tbody tr[tabindex]:focus {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .cell-label {
    display: none;
  }
  /* A phone: each row becomes a card of "label: value" lines instead of scrolling sideways. The
     elements stay a table for screen readers; only the sortable headers stay on screen, as buttons. */
  @media (max-width: 37.5rem) {
    &,
    tbody,
    tr,
    td,
    caption {
      display: block;
    }
    ${cardHeaders}
    tbody tr {
      margin-bottom: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[2]};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    td {
      display: grid;
      grid-template-columns: minmax(6.5rem, 40%) 1fr;
      gap: ${({ theme }) => theme.space[2]};
      padding: ${({ theme }) => theme.space[1]};
      border: 0;
      overflow-wrap: anywhere;
    }
    .cell-label {
      display: block;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    /* The first column (the name) is the card's title. */
    td:first-child {
      grid-template-columns: 1fr;
      font-size: 1.1rem;
      font-weight: 600;
    }
    td:first-child .cell-label {
      display: none;
    }
  }
`;

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** The column's name beside each value when rows reflow into cards on a phone (else `header`). */
  label?: string;
  /** Marks the column header with aria-sort when the caller sorts by it. */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface TableProps<T> {
  caption: ReactNode;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Makes rows activatable by click and by Enter/Space (list screens open profiles this way). */
  onRowClick?: (row: T) => void;
  /** Shown in a single cell when there are no rows. */
  empty?: ReactNode;
  /**
   * Renders the rows this many per task (the first ones at once): a long page is never one long task.
   * Each group of rows is rendered once; a later group does not render the earlier ones again.
   */
  rowsPerTask?: number;
}

/** True while the element is wider inside than on screen (a wide table on a phone or in large text). */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

type RowGroupProps<T> = Pick<TableProps<T>, 'columns' | 'rows' | 'rowKey' | 'onRowClick'>;

/** A group of rows, rendered again only when its rows or the columns change. */
const RowGroup = memo(function RowGroup<T>({ rows, columns, rowKey, onRowClick }: RowGroupProps<T>) {
  return (
    <>
      {rows.map((row) => (
        <tr
          key={rowKey(row)}
          tabIndex={onRowClick ? 0 : undefined}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          onKeyDown={
            onRowClick
              ? (e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onRowClick(row);
                  }
                }
              : undefined
          }
        >
          {columns.map((c) => {
            const label = c.label ?? (typeof c.header === 'string' ? c.header : null);
            return (
              // data-col: a page may lay its columns out by name (the patient list's cards).
              <td key={c.key} data-col={c.key}>
                {/* Screen readers have the column header; the label is for eyes on a phone. */}
                <span className="cell-label" aria-hidden="true">
                  {label}
                </span>
                <span>{c.render(row)}</span>
              </td>
            );
          })}
        </tr>
      ))}
    </>
  );
}) as <T>(props: RowGroupProps<T>) => ReactNode;

export function Table<T>({ caption, columns, rows, rowKey, onRowClick, empty, rowsPerTask }: TableProps<T>) {
  const captionId = useId();
  const [wrapRef, scrolls] = useScrollsSideways();
  // A table that scrolls inside its own box can be scrolled from the keyboard (WCAG 2.1.1).
  const scrollRegion = scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {};
  const allGroups = useMemo(() => {
    const size = rowsPerTask ?? Math.max(rows.length, 1);
    return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
      rows.slice(i * size, (i + 1) * size),
    );
  }, [rows, rowsPerTask]);
  const groups = useInChunks(allGroups, 1);
  return (
    <Wrap ref={wrapRef} {...scrollRegion}>
      <Base>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={c.sort} data-col={c.key}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : null}
          {groups.map((group, i) => (
            <RowGroup key={i} rows={group} columns={columns} rowKey={rowKey} onRowClick={onRowClick} />
          ))}
        </tbody>
      </Base>
    </Wrap>
  );
}
