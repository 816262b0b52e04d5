import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import { notifications$, type AppNotification } from '@dcp/shared/session';
import { Notification } from '@dcp/shared/ui';
import { useText } from '@dcp/shared/i18n';

const Stack = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[3]};
  /* Below the header, clear of the cookie notice at the bottom. */
  top: 4.5rem;
  z-index: 200;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: min(28rem, calc(100vw - 2rem));
`;

/** Errors and warnings stay until dismissed; information and success fade after this long. */
const AUTO_DISMISS_MS = 6000;

interface Shown extends AppNotification {
  key: number;
}

export function NotificationHost() {
  const [shown, setShown] = useState<Shown[]>([]);
  const text = useText();
  const intl = useIntl();

  useEffect(() => {
    let next = 0;
    const sub = notifications$.subscribe((n) => {
      const key = next++;
      setShown((all) => [...all, { ...n, key }]);
      if (n.type === 'info' || n.type === 'success') {
        setTimeout(() => setShown((all) => all.filter((s) => s.key !== key)), AUTO_DISMISS_MS);
      }
    });
    return () => sub.unsubscribe();
  }, []);

  return (
    <Stack>
      {shown.map((n) => (
        <Notification
          key={n.key}
          type={n.type}
          title={text(n.title)}
          message={
            n.link ? (
              <>
                {text(n.message)}{' '}
                <a href={n.link.to} onClick={navigateToUrl}>
                  {text(n.link.label)}
                </a>
              </>
            ) : (
              text(n.message)
            )
          }
          closeLabel={intl.formatMessage({ id: 'shell.notification.close' })}
          onClose={() => setShown((all) => all.filter((s) => s.key !== n.key))}
        />
      ))}
    </Stack>
  );
}
