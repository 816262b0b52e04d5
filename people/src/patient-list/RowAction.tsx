import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

// One action of a list row (issue 36 point 3): an icon and its words, in the row's actions menu on a
// laptop and in the card on a tablet or phone (RowMenu). The accessible name begins with the words
// (WCAG 2.5.3), then names the patient, so a screen reader's list of links does not hear ten "Trends".

const Look = styled.span`
  a,
  button {
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    width: 100%;
    min-width: max(2.75rem, 44px);
    min-height: max(2.75rem, 44px);
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.link};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.secondary};
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  svg {
    flex: none;
    width: 1.35em;
    height: 1.35em;
  }
`;

interface Props {
  icon: ReactNode;
  /** The words ("Trends"), the start of the accessible name. */
  label: string;
  /** The full accessible name ("Trends of Ana Ruiz"). */
  name: string;
  /** A link to a page of the portal … */
  to?: string;
  /** … or a button (opens a dialog). */
  onClick?: () => void;
  haspopup?: 'dialog';
}

export function RowAction({ icon, label, name, to, onClick, haspopup }: Props) {
  const body = (
    <>
      {icon}
      <span>{label}</span>
    </>
  );
  return (
    <Look>
      {to ? (
        <Link to={to} aria-label={name}>
          {body}
        </Link>
      ) : (
        <button type="button" aria-label={name} aria-haspopup={haspopup} onClick={onClick}>
          {body}
        </button>
      )}
    </Look>
  );
}

/** The row's icons: 24-unit strokes in the text's colour, hidden from screen readers (the name says it). */
const Icon = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={d} />
  </svg>
);

export const ICONS = {
  more: <Icon d="M5 12h.01M12 12h.01M19 12h.01" />,
  print: (
    <Icon d="M6 9V3h12v6M6 17H4a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
  ),
  trends: <Icon d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
  send: <Icon d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />,
  // A door with an arrow out: the patient left the clinic, or comes back (issue 37 point 2).
  leave: <Icon d="M14 4h5v16h-5M10 16l4-4-4-4M14 12H3" />,
} as const;
