import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { PageTitle } from './PageTitle';
import { VisuallyHidden } from './display';

// The page patterns every remote draws with (issue 10 §4): one header, one empty state, one skeleton.

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.secondary};
  h1 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 42rem;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  /* On a phone the action stacks under the title, full width, easy to reach with a thumb. */
  @media (max-width: 37.5rem) {
    width: 100%;
    & > * {
      flex: 1 1 auto;
      justify-content: center;
      text-align: center;
    }
  }
`;

export interface PageHeaderProps {
  title: ReactNode;
  /** One sentence under the title: what the page is for. */
  description?: ReactNode;
  /** The page's main action(s), on the right; under the title on a phone. */
  actions?: ReactNode;
}

/** Blocks one under the other with the scale's gap between them (cards, a column of buttons). */
export const Stack = styled.div<{ $gap?: 1 | 2 | 3 }>`
  display: grid;
  align-content: start;
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
`;

/** The page's header: its `<h1>` (and so the tab title), a short description and the main action. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Header>
      <div>
        <PageTitle>{title}</PageTitle>
        {description ? <p>{description}</p> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}

const EmptyBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  strong {
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface EmptyStateProps {
  title: ReactNode;
  /** What to do next, in words. */
  text?: ReactNode;
  /** The next action itself (a button or link). */
  action?: ReactNode;
}

/** Nothing here yet: says so, and names the next action (with the action when there is one). */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <EmptyBox data-empty-state="">
      <strong>{title}</strong>
      {text ? <p>{text}</p> : null}
      {action ?? null}
    </EmptyBox>
  );
}

const pulse = keyframes`50% { opacity: 0.45; }`;
const Bars = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  span {
    display: block;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.secondary};
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  span:first-child {
    width: 40%;
    height: 1.5rem;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/**
 * Grey placeholders where a list or result is loading (the page keeps its shape instead of a blank
 * area); screen readers hear `label` once.
 */
export function Skeleton({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <Bars role="status" aria-busy="true" data-skeleton="">
      {Array.from({ length: lines + 1 }, (_, i) => (
        <span key={i} aria-hidden="true" />
      ))}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Bars>
  );
}
