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
    line-height: 1.25;
    h1 {
      font-size: 14pt;
    }
    h2 {
      font-size: 10pt;
    }
    section {
      margin-bottom: 3mm;
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
