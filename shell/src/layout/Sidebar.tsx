import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import type { Role } from '@dcp/shared/contracts';
import { currentItem, navFor } from '@dcp/shared/guard';
import { usePathname } from './usePathname';

const Nav = styled.nav`
  flex: 0 0 14rem;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
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
  @media (max-width: 47.99rem) {
    flex: none;
    padding: ${({ theme }) => theme.space[2]};
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space[1]};
    }
  }
`;

/** The role's sidebar, exactly the entries of doc 1 §2 "Navigation". */
export function Sidebar({ role }: { role: Role }) {
  const intl = useIntl();
  const path = usePathname();
  const items = navFor(role);
  if (items.length === 0) return null;
  const current = currentItem(items, path);
  return (
    <Nav aria-label={intl.formatMessage({ id: 'shell.sidebar.label' })}>
      <ul>
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
              <a
                href={item.path}
                onClick={navigateToUrl}
                aria-current={item === current ? 'page' : undefined}
              >
                <FormattedMessage id={item.labelId} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </Nav>
  );
}
