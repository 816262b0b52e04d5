import { useEffect } from 'react';
import styled from 'styled-components';
import { FormattedMessage } from 'react-intl';
import { useSession } from '@dcp/shared/session';
import { MAIN_AREA_ID } from '@dcp/shared/spa';
import { Header } from './Header';
import { SIDEBAR_WIDTH, Sidebar } from './Sidebar';
import { NotificationHost } from './NotificationHost';
import { CookieConsent } from './CookieConsent';
import { IdleGuard } from './IdleGuard';
import { AccountSwitchNotice } from './AccountSwitchNotice';
import { RouteAnnouncer } from './RouteAnnouncer';
import { GlobalStyle } from '@dcp/shared/ui';
import { linkManifest } from '../pwa';

const Body = styled.div`
  position: relative;
  display: flex;
  min-height: calc(100vh - 6rem);
  /* On a phone the sidebar becomes a strip above the page: a 14rem column left ~150 px of text. */
  @media (max-width: 47.99rem) {
    flex-direction: column;
  }
`;
const Main = styled.main<{ $sidebar: boolean }>`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme, $sidebar }) => ($sidebar ? `calc(${SIDEBAR_WIDTH} + ${theme.space[4]})` : theme.space[4])};
  @media (max-width: 47.99rem) {
    padding: ${({ theme }) => theme.space[3]};
  }
  /* Printed: no sidebar column to keep free, the page's own margins are enough (@page). */
  @media print {
    padding: 0;
  }
`;
const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus {
    left: ${({ theme }) => theme.space[2]};
    top: ${({ theme }) => theme.space[2]};
    z-index: 100;
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space[2]};
  }
`;

/** The sidebar is for fully onboarded, unrestricted users (req A§2 "Navigation"). */
function showsSidebar(account: ReturnType<typeof useSession>['account']): boolean {
  if (!account || account.isRestrictedUser || account.isSingleSurveyPatient) return false;
  if (account.status !== 'ACTIVE') return false;
  return account.demographics.every((d) => d.status === 'COMPLETED');
}

export function Layout() {
  const session = useSession();
  const account = session.status === 'signedIn' ? session.account : null;
  const sidebar = account !== null && showsSidebar(account);
  // Screen readers pick their voice and rules from <html lang>.
  useEffect(() => {
    document.documentElement.lang = session.locale;
    linkManifest(session.locale);
  }, [session.locale]);
  return (
    <>
      <GlobalStyle />
      <SkipLink href={`#${MAIN_AREA_ID}`}>
        <FormattedMessage id="shell.layout.skipToContent" />
      </SkipLink>
      <Header account={account} restoring={session.status === 'unknown'} />
      <Body>
        {sidebar && account ? <Sidebar role={account.accountType} /> : null}
        <Main id={MAIN_AREA_ID} tabIndex={-1} $sidebar={sidebar} />
      </Body>
      <NotificationHost />
      <CookieConsent />
      <IdleGuard />
      <AccountSwitchNotice />
      <RouteAnnouncer />
    </>
  );
}
