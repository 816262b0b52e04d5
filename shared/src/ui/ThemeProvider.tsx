import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as ScThemeProvider } from 'styled-components';
import { useSession } from '@dcp/shared/session';
import { fontSizes, theme } from './theme';

export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ScThemeProvider theme={theme}>{children}</ScThemeProvider>;
}

const Base = createGlobalStyle<{ $px: number }>`
  html { font-size: ${({ $px }) => $px}px; }
  body {
    margin: 0;
    font-family: ${({ theme: t }) => t.fonts.body};
    color: ${({ theme: t }) => t.colors.text};
    background: ${({ theme: t }) => t.colors.surface};
    line-height: 1.5;
  }
  :focus-visible { outline: 3px solid ${({ theme: t }) => t.colors.focus}; outline-offset: 2px; }
  /* A page heading gets focus after a navigation (shell RouteAnnouncer) so screen readers start
     there; it is not a control, so it shows no ring. */
  h1[tabindex='-1']:focus { outline: none; }
  /* Printing any page (results, care plan, the one-pager): black on white, no controls, and blocks
     kept whole across page breaks (issue 24). */
  @media print {
    body { background: #fff; color: #000; }
    button, [data-print='hide'] { display: none !important; }
    a { color: inherit; }
    h1, h2, h3 { break-after: avoid; }
    section, figure, table, tr, li, blockquote, [data-print='block'] { break-inside: avoid; }
  }
`;

/** Rendered once by the shell: the root font size follows the session's font-size choice. */
export function GlobalStyle() {
  const { fontSize } = useSession();
  return <Base $px={fontSizes[fontSize]} />;
}
