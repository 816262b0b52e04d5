import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

export const Card = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  @media (max-width: 47.99rem) {
    padding: ${({ theme }) => theme.space[3]};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* The padding is the card's margin: a first paragraph's own margin doubled it at the top. */
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/** A list of links, each a comfortable tap target on a phone (WCAG 2.5.8; issue 10). */
export const LinkList = styled.ul`
  padding-left: ${({ theme }) => theme.space[4]};
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[2]} 0;
  }
`;

/** Hidden on screen, read by screen readers: the style, for a rule that hides part of a component. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Hidden on screen, read by screen readers. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const Ring = styled.span`
  display: inline-block;
  width: 1.5rem;
  height: 1.5rem;
  border: 3px solid ${({ theme }) => theme.colors.secondary};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status">
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

export type NotificationKind = 'info' | 'success' | 'warning' | 'error';

const Box = styled.div<{ $kind: NotificationKind }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  min-width: 16rem;
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[3]};
  border-left: 0.375rem solid ${({ theme, $kind }) => theme.colors[$kind]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.2);
  strong {
    display: block;
  }
  p {
    margin: 0;
  }
  button {
    margin-left: auto;
    min-width: max(2.75rem, 44px);
    min-height: max(2.75rem, 44px);
    font: inherit;
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
`;

export interface NotificationProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type: NotificationKind;
  title: ReactNode;
  message: ReactNode;
  onClose?: () => void;
  /** Accessible name of the close button; required when onClose is given. */
  closeLabel?: string;
}

/** Errors and warnings interrupt (role=alert); info and success are polite (role=status). */
export function Notification({ type, title, message, onClose, closeLabel, ...rest }: NotificationProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <Box $kind={type} role={urgent ? 'alert' : 'status'} data-type={type} {...rest}>
      <div>
        <strong>{title}</strong>
        <p>{message}</p>
      </div>
      {onClose ? (
        <button type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      ) : null}
    </Box>
  );
}

/**
 * Read-only facts as text (label, value): what a profile shows to someone who cannot change it, so
 * it does not look like a form. An empty value shows `empty` (e.g. "Not given").
 */
const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
  }
`;

export function Details({
  items,
  empty,
}: {
  items: readonly { label: string; value: string | null }[];
  empty: string;
}) {
  return (
    <DetailList>
      {items.map((i) => (
        <Fragment key={i.label}>
          <dt>{i.label}</dt>
          <dd>{i.value?.trim() ? i.value : empty}</dd>
        </Fragment>
      ))}
    </DetailList>
  );
}
