import styled from 'styled-components';
import { FormattedMessage } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import type { Account } from '@dcp/shared/contracts';
import { AccountMenu } from './AccountMenu';
import { Preferences } from './Preferences';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 4rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  /* On a phone the tools take their own row rather than squeezing the language and size lists. */
  @media (max-width: 47.99rem) {
    flex-wrap: wrap;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    row-gap: 0;
  }
  /* Printed pages carry the content only (issue 24). */
  @media print {
    display: none;
  }
`;
const Brand = styled.a`
  /* A full tap target: on a phone the tools may wrap right under it (WCAG 2.5.8). */
  display: inline-flex;
  align-items: center;
  min-height: max(2.75rem, 44px);
  color: inherit;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  @media (max-width: 47.99rem) {
    font-size: 1.125rem;
  }
`;
// The same height signed out (language and font size, labelled) and signed in (the account button):
// the header must not change height at sign-in, or the whole page below it jumps (CLS; issue 16).
// It also fills the bar up to the brand, its content at the right end: the signed-in account button is
// narrower than the signed-out language and size lists, and a box that moved with its width would shift.
const Tools = styled.div`
  display: flex;
  flex: 1;
  justify-content: flex-end;
  align-items: center;
  min-height: 6rem;
  gap: ${({ theme }) => theme.space[3]};
  @media (max-width: 47.99rem) {
    /* Sized by its content, so lists that do not fit beside the brand wrap to their own row. */
    flex: 1 1 auto;
    min-height: 0;
    margin-left: auto;
    select {
      min-width: 7rem;
    }
  }
`;

/**
 * `restoring`: the session is not known yet — only in the build's pre-rendered layout of a page that
 * needs a signed-in person (issue 27 point 1), which must show neither the signed-out lists nor an
 * account it cannot know.
 */
export function Header({ account, restoring = false }: { account: Account | null; restoring?: boolean }) {
  return (
    <Bar>
      <Brand href="/" onClick={navigateToUrl}>
        <FormattedMessage id="shell.header.brand" />
      </Brand>
      <Tools>{account ? <AccountMenu account={account} /> : restoring ? null : <Preferences />}</Tools>
    </Bar>
  );
}
