import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import type { Role } from '@dcp/shared/contracts';
import { currentItem, findRoute, navFor } from '@dcp/shared/guard';
import { notify } from '@dcp/shared/session';
import { usePathname } from './usePathname';

/** The column's whole width, padding and border included (Layout's Main keeps this much free). */
export const SIDEBAR_WIDTH = '16rem';

// On a desk the column lies over the page's left padding (Layout's Main): it appears at sign-in without
// moving the page beside it (a 16rem jump of the whole main area was a layout shift of 0.16; issue 16).
const Nav = styled.nav`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  box-sizing: border-box;
  width: ${SIDEBAR_WIDTH};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media print {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  a:hover {
    text-decoration: underline;
  }
  > button {
    display: none;
  }
  /* On a phone the column becomes a menu button: the page keeps the whole width (issue 10). */
  @media (max-width: 47.99rem) {
    position: static;
    width: auto;
    padding: ${({ theme }) => theme.space[2]};
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    > button {
      display: inline-flex;
      align-items: center;
      gap: ${({ theme }) => theme.space[2]};
      min-height: max(2.75rem, 44px);
      padding: 0 ${({ theme }) => theme.space[3]};
      font: inherit;
      color: ${({ theme }) => theme.colors.text};
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.sm};
      cursor: pointer;
      &::before {
        content: '☰' / '';
      }
    }
    ul[data-open='false'] {
      display: none;
    }
    ul {
      margin-top: ${({ theme }) => theme.space[2]};
    }
    a {
      min-height: max(2.75rem, 44px);
      display: flex;
      align-items: center;
    }
  }
`;

/** The role's sidebar, exactly the entries of req A§2 "Navigation". */
export function Sidebar({ role }: { role: Role }) {
  const intl = useIntl();
  const path = usePathname();
  const items = navFor(role);
  // Open on the page where it was opened: a page chosen from the menu closes it (the phone shows the page).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === path;
  const setOpen = (value: boolean) => setOpenAt(value ? path : null);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  if (items.length === 0) return null;
  const current = currentItem(items, path);
  // req A§8 'Wrong sidebar item path': an entry whose path no route owns says so instead of leading
  // to the landing page without a word (a configuration slip, not the person's).
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (findRoute(new URL(e.currentTarget.href).pathname)) return navigateToUrl(e);
    e.preventDefault();
    notify({
      type: 'error',
      title: intl.formatMessage({ id: 'shell.sidebar.wrongPathTitle' }),
      message: intl.formatMessage({ id: 'shell.sidebar.wrongPath' }),
    });
  };
  return (
    <Nav aria-label={intl.formatMessage({ id: 'shell.sidebar.label' })} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id="shell.sidebar.menu" />
      </button>
      <ul id={listId} data-open={open}>
        {items.map((item) => (
          <li key={item.labelId}>
            {item.external ? (
              <a href={item.path} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id={item.labelId} />{' '}
                <span className="visually-hidden">
                  <FormattedMessage id="shell.sidebar.newTab" />
                </span>
              </a>
            ) : (
              <a href={item.path} onClick={go} aria-current={item === current ? 'page' : undefined}>
                <FormattedMessage id={item.labelId} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </Nav>
  );
}
