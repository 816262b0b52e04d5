import type { ReactNode } from 'react';
import styled from 'styled-components';

// The one-pager's blocks: compact on screen and on A4, kept whole across a page break, black on white.

export const Sheet = styled.article`
  max-width: 60rem;
  font-size: 0.95rem;
  h1 {
    font-size: 1.5rem;
    margin: 0;
  }
  h2 {
    font-size: 1.05rem;
    margin: 0 0 ${({ theme }) => theme.space[1]};
    padding-bottom: 2px;
    border-bottom: 1px solid currentColor;
  }
  p,
  ul,
  dl,
  blockquote,
  figure {
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  section {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  th,
  td {
    text-align: left;
    padding: 1px ${({ theme }) => theme.space[1]};
    border-bottom: 1px solid #999;
    vertical-align: top;
  }
  @media print {
    max-width: none;
    font-size: 8.5pt;
    /* 1.2: the glucose risk lines (issue 42) filled the Spanish page to its last millimetre. */
    line-height: 1.2;
    h1 {
      font-size: 14pt;
    }
    h2 {
      font-size: 10pt;
    }
    section {
      margin-bottom: 2.5mm;
    }
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: 60rem) {
    grid-template-columns: 1fr 1fr;
  }
  @media print {
    grid-template-columns: 1fr 1fr;
    gap: 4mm 6mm;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  @media print {
    color: #333;
  }
`;

export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} data-print="block">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const Frame = styled.table`
  display: block;
  width: 100%;
  border-collapse: collapse;
  > tbody,
  > tbody > tr,
  > tbody > tr > td {
    display: block;
    padding: 0;
  }
  > tfoot {
    display: none;
  }
  @media print {
    display: table;
    > tbody {
      display: table-row-group;
    }
    > tbody > tr {
      display: table-row;
    }
    > tbody > tr > td {
      display: table-cell;
    }
    > tfoot {
      display: table-footer-group;
      font-size: 7.5pt;
    }
    > tfoot td {
      padding-top: 2mm;
    }
  }
`;

/**
 * The page and, in print only, a line the browser repeats at the foot of every printed page (issue 36
 * point 4: each page names the patient twice and its print date). A table's footer group is what
 * browsers repeat on each page (a fixed-position line can overlap the text, page margin boxes print
 * in Chromium only); on screen the frame is plain blocks and the footer is not shown, and the table
 * is presentation only.
 */
export function PrintFrame({ footer, children }: { footer: string; children: ReactNode }) {
  return (
    <Frame role="presentation">
      <tfoot>
        <tr>
          <td data-print="footer">{footer}</td>
        </tr>
      </tfoot>
      <tbody>
        <tr>
          <td>{children}</td>
        </tr>
      </tbody>
    </Frame>
  );
}
