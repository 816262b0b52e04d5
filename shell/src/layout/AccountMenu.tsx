import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import type { Account } from '@dcp/shared/contracts';
import { signOut } from '@dcp/shared/session';
import { Button } from '@dcp/shared/ui';
import { Preferences } from './Preferences';

const Wrap = styled.div`
  position: relative;
`;
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  z-index: 50;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 16rem;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
`;
// Loaded when a patient opens the menu: the first screen carries none of its code (issue 37 point 3).
const OwnDataDownload = lazy(() => import('./OwnDataDownload').then((m) => ({ default: m.OwnDataDownload })));

const MenuLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
`;
const Note = styled.p`
  margin: 0;
  max-width: 18rem;
`;

/**
 * Account menu (req A§2): e-mail, language, font size, a patient's own data (issue 37 point 3),
 * change password, sign out. A survey-bound account (link sign-up, one-time) reaches only its
 * questionnaire, so it is offered no download (docs/decisions.md).
 */
export function AccountMenu({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent && e.key !== 'Escape') return;
      if (e instanceof MouseEvent && wrapRef.current?.contains(e.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  const goSignOut = async () => {
    setOpen(false);
    await signOut();
    navigateToUrl('/login');
  };

  return (
    <Wrap ref={wrapRef}>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {account.email}
      </Button>
      {open ? (
        <Panel id={panelId}>
          <Preferences />
          {account.accountType === 'patient' &&
          !account.isRestrictedUser &&
          !account.isSingleSurveyPatient ? (
            <Suspense fallback={null}>
              <OwnDataDownload />
            </Suspense>
          ) : null}
          {account.isRestrictedUser ? (
            // No password to sign in with (issue 28 point 2): how to come back, before signing out.
            <Note id={`${panelId}-return`}>
              <FormattedMessage id="shell.menu.howToReturn" values={{ email: account.email }} />
            </Note>
          ) : (
            <MenuLink href="/change-password" onClick={(e) => (setOpen(false), navigateToUrl(e))}>
              <FormattedMessage id="shell.menu.changePassword" />
            </MenuLink>
          )}
          {account.accountType === 'patient' &&
          !account.isRestrictedUser &&
          !account.isSingleSurveyPatient ? (
            // Asks the clinic; nothing is deleted from the menu (issue 37 point 4).
            <MenuLink href="/patient/account/delete" onClick={(e) => (setOpen(false), navigateToUrl(e))}>
              <FormattedMessage id="shell.menu.deleteAccount" />
            </MenuLink>
          ) : null}
          <Button
            onClick={() => void goSignOut()}
            aria-describedby={account.isRestrictedUser ? `${panelId}-return` : undefined}
          >
            <FormattedMessage id="shell.menu.signOut" />
          </Button>
        </Panel>
      ) : null}
    </Wrap>
  );
}
