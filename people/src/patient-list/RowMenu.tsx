import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ICONS } from './RowAction';

// A row's actions (issue 36 point 3). In the laptop's dense table they sit behind one button, so the
// table fits its box: a disclosure (button + aria-expanded), its actions dropping under it. In a card
// (tablet, phone) there is room: the button is not drawn and the actions are in the card, in words.
// Which of the two is listLayout.ts's choice; the elements are the same.

export const MENU_TOGGLE = 'data-row-menu';
export const MENU_ITEMS = 'data-row-menu-items';

const Box = styled.span`
  position: relative;
  display: inline-block;
  button[${MENU_TOGGLE}] {
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: max(2.75rem, 44px);
    min-height: max(2.75rem, 44px);
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.link};
    cursor: pointer;
    svg {
      width: 1.5em;
      height: 1.5em;
      stroke-width: 3.5;
    }
  }
  button[${MENU_TOGGLE}][aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.secondary};
  }
  button[${MENU_TOGGLE}]:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  [${MENU_ITEMS}] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

/** Inside a dialog a row's action opened (the assessment's): a click there does not close the menu. */
const inDialog = (node: EventTarget | null) => node instanceof Element && node.closest('[role="dialog"]');

export function RowMenu({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const box = useRef<HTMLSpanElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node) && !inDialog(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  return (
    <Box
      ref={box}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
      // Tabbing past the last action closes the menu, as leaving it does.
      onBlur={(e) => {
        const to = e.relatedTarget;
        if (to && !box.current?.contains(to) && !inDialog(to)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        {...{ [MENU_TOGGLE]: '' }}
        aria-label={name}
        aria-expanded={open}
        aria-controls={itemsId}
        onClick={() => setOpen((o) => !o)}
      >
        {ICONS.more}
      </button>
      <span id={itemsId} {...{ [MENU_ITEMS]: open ? 'open' : 'closed' }}>
        {children}
      </span>
    </Box>
  );
}
