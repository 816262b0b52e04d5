import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 300;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`;
const Dialog = styled.div`
  max-width: min(40rem, 92vw);
  max-height: 90vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
const Close = styled.button`
  font: inherit;
  min-width: max(2.75rem, 44px);
  min-height: max(2.75rem, 44px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Accessible name of the close (×) button, already translated. */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** role=dialog, labelled by its title; focus moves in, is trapped, Escape closes, focus returns. */
export function Modal({ open, title, onClose, closeLabel, children, footer }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // An effect event: Escape always calls the latest onClose without re-running the focus effect.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    const focusables = () => Array.from(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    // The first control after the close button, so a form opens ready to type into.
    (focusables()[1] ?? focusables()[0] ?? dialog)?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close();
        return;
      }
      if (e.key !== 'Tab') return;
      const all = focusables();
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return e.preventDefault();
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !dialog?.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !dialog?.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Overlay>
      <Dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label={closeLabel} onClick={onClose}>
            ×
          </Close>
        </Head>
        <div>{children}</div>
        {footer ? <div>{footer}</div> : null}
      </Dialog>
    </Overlay>,
    document.body,
  );
}
