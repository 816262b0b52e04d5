import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

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
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr[tabindex] {
    cursor: pointer;
  }
  tbody tr[tabindex]:hover,
  tbody tr[tabindex]:focus {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
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

export function Table<T>({ caption, columns, rows, rowKey, onRowClick, empty }: TableProps<T>) {
  const captionId = useId();
  const [wrapRef, scrolls] = useScrollsSideways();
  // A table that scrolls inside its own box can be scrolled from the keyboard (WCAG 2.1.1).
  const scrollRegion = scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {};
  return (
    <Wrap ref={wrapRef} {...scrollRegion}>
      <Base>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={c.sort}>
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
              {columns.map((c) => (
                <td key={c.key}>{c.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Base>
    </Wrap>
  );
}
