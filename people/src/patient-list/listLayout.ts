import styled, { css } from 'styled-components';
import { PATIENT_COLUMNS } from '@dcp/shared/contracts';
import { cardHeaders, visuallyHidden } from '@dcp/shared/ui';
import { MENU_ITEMS, MENU_TOGGLE } from './RowMenu';

// How the patient list fits its box (issue 36 point 3). The box, not the window, decides: the same
// page is 1,014 px wide on a 1280 px laptop and 554 px on a tablet, and the chosen font size changes
// how many rem that is (container queries measure rem at the chosen size).
//
// - At least WIDE rem: one dense table — short padding, headers in small type, the actions behind
//   one button per row. A laptop at the medium size sees the name, priority, why flagged and the
//   actions of the first five patients without scrolling. WIDE is what that table needs (English
//   and Spanish), so no cell pushes it past its box.
// - Narrower (a tablet, a phone, larger fonts on a laptop): each row is a card, what decides first —
//   the name with its priority, why flagged — then the details under their labels, then the actions
//   with their words. The elements stay a table for screen readers; the sortable headers stay on
//   screen as a row of sort buttons.

/** The dense table's width: the doctor's nine columns at their narrowest readable width. */
export const WIDE = '70rem';

const FILLING = PATIENT_COLUMNS.filter((c) => c.width === 'fill')
  .map((c) => `[data-col='${c.key}']`)
  .join(', ');

const dense = css`
  /* The table never scrolls sideways here (see above), so a row's open actions may hang below it. */
  & > div {
    overflow: visible;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} 0.45rem`};
  }
  thead th {
    font-size: 0.85rem;
    vertical-align: bottom;
  }
  td[data-col='name'] {
    font-weight: 600;
  }
  /* Every column but those that fill (PATIENT_COLUMNS' width: the name, why flagged) is as narrow as
     its words allow (a width below its content's is one the table cannot give); the room left goes
     to the reasons, so they sit side by side and a row stays short. */
  [data-col]:not(${FILLING}) {
    width: 1px;
  }
  td[data-col='actions'] {
    white-space: nowrap;
  }
  /* "■ Red · high" on one line; the longest ("▲ Orange ·" / "medium") may take two: the width it
     would take on one is why flagged's. */
  td[data-col='priorityCode'] {
    min-width: 8.6rem;
  }
  td[data-col='priorityCode'] [data-priority] {
    white-space: normal;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  /* Why flagged's last-reminder line may wrap like its reasons. */
  td[data-col='flags'] p {
    white-space: normal;
  }
  [${MENU_ITEMS}='closed'] {
    display: none;
  }
  [${MENU_ITEMS}='open'] {
    position: absolute;
    z-index: 5;
    inset: calc(100% + 0.25rem) 0 auto auto;
    flex-direction: column;
    min-width: max-content;
    padding: ${({ theme }) => theme.space[1]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 0.25rem 0.75rem rgb(0 0 0 / 20%);
    font-weight: 400;
  }
  [${MENU_ITEMS}='open'] a,
  [${MENU_ITEMS}='open'] button {
    border-color: transparent;
  }
`;

const cards = css`
  table,
  thead,
  tbody,
  caption {
    display: block;
  }
  ${cardHeaders}
  tbody tr {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  td {
    display: block;
    padding: 0;
    border: 0;
    overflow-wrap: anywhere;
    order: 4;
  }
  .cell-label {
    display: block;
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* The card's head: the name (its title) and, at the end of the line, the priority. */
  td[data-col='name'] {
    order: 1;
    grid-column: 1 / -2;
    font-size: 1.1rem;
    font-weight: 600;
  }
  td[data-col='priorityCode'] {
    order: 2;
    justify-self: end;
  }
  /* The name and the priority say what they are; the actions' words say theirs. */
  td[data-col='name'] .cell-label,
  td[data-col='priorityCode'] .cell-label,
  td[data-col='actions'] .cell-label {
    ${visuallyHidden}
  }
  td[data-col='flags'] {
    order: 3;
    grid-column: 1 / -1;
  }
  td[data-col='actions'] {
    order: 5;
    grid-column: 1 / -1;
  }
  button[${MENU_TOGGLE}] {
    display: none;
  }
  /* A phone: one detail column, so the name takes the first line and the priority the next. */
  @container patients (width < 22rem) {
    td[data-col='name'] {
      grid-column: 1 / -1;
    }
    td[data-col='priorityCode'] {
      justify-self: start;
    }
  }
`;

export const ListBox = styled.div`
  container: patients / inline-size;
  caption {
    ${visuallyHidden}
  }
  /* && outweighs the Table's own phone rules, which these replace. */
  @container patients (width >= ${WIDE}) {
    && {
      ${dense}
    }
  }
  @container patients (width < ${WIDE}) {
    && {
      ${cards}
    }
  }
`;
