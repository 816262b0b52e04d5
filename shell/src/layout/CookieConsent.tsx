import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import { useSession } from '@dcp/shared/session';
import { Button } from '@dcp/shared/ui';
import { acceptCookies, consentDecided, declineCookies, syncPreferenceCookies } from './cookies';

// Sticky at the end of the page rather than fixed: it stays in view but never hides the last
// content of a page (a fixed banner covered the onboarding buttons).
const Banner = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 150;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 2px solid ${({ theme }) => theme.colors.primary};
  @media print {
    display: none;
  }
  p {
    flex: 1 1 20rem;
    margin: 0;
  }
`;

/** The cookie-consent notice (req A§1, §9). */
export function CookieConsent() {
  const intl = useIntl();
  const { locale, fontSize } = useSession();
  const [decided, setDecided] = useState(consentDecided);

  useEffect(() => syncPreferenceCookies(locale, fontSize), [locale, fontSize]);

  if (decided) return null;
  return (
    <Banner aria-label={intl.formatMessage({ id: 'shell.cookies.label' })}>
      <p>
        <FormattedMessage id="shell.cookies.text" />{' '}
        <a href="/docs/cookies-policy" onClick={navigateToUrl}>
          <FormattedMessage id="shell.cookies.policy" />
        </a>
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          declineCookies();
          setDecided(true);
        }}
      >
        <FormattedMessage id="shell.cookies.decline" />
      </Button>
      <Button
        onClick={() => {
          acceptCookies(locale, fontSize);
          setDecided(true);
        }}
      >
        <FormattedMessage id="shell.cookies.accept" />
      </Button>
    </Banner>
  );
}
