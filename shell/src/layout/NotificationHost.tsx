import { useEffect, useReducer, useRef } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import { notifications$, type AppNotification } from '@dcp/shared/session';
import { Notification } from '@dcp/shared/ui';
import { useText } from '@dcp/shared/i18n';
import { takeEarlyNotifications } from './earlyNotifications';
import { usePathname } from './usePathname';
import {
  AUTO_DISMISS_MS,
  dismiss,
  emptyQueue,
  fades,
  navigate,
  raise,
  type QueueState,
} from './notificationQueue';

const Stack = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[3]};
  /* Below the header, clear of the cookie notice at the bottom. */
  top: 4.5rem;
  z-index: 200;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: min(28rem, calc(100vw - 2rem));
  @media print {
    display: none;
  }
`;

type Action =
  | { kind: 'raise'; n: AppNotification; path: string }
  | { kind: 'dismiss'; key: number; byUser: boolean }
  | { kind: 'navigate'; path: string };

function reduce(state: QueueState, action: Action): QueueState {
  const now = Date.now();
  if (action.kind === 'raise') return raise(state, action.n, action.path, now);
  if (action.kind === 'dismiss') return dismiss(state, action.key, now, action.byUser);
  return navigate(state, action.path, now);
}

/**
 * The portal's messages: each belongs to the page that raised it and goes when the user leaves that
 * page; successes and information fade; errors and warnings stay until dismissed, and a dismissed one
 * is not brought back by an echo of the same failure.
 */
export function NotificationHost() {
  const [state, dispatch] = useReducer(reduce, emptyQueue);
  const pathname = usePathname();
  const text = useText();
  const intl = useIntl();

  useEffect(() => {
    const raiseHere = (n: AppNotification) => dispatch({ kind: 'raise', n, path: window.location.pathname });
    const sub = notifications$.subscribe(raiseHere);
    takeEarlyNotifications().forEach(raiseHere);
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => dispatch({ kind: 'navigate', path: pathname }), [pathname]);

  // One timer per fading message, started when it appears; a message gone sooner just ignores it.
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const s of state.shown) {
      if (!fades(s) || timers.current.has(s.key)) continue;
      timers.current.set(
        s.key,
        setTimeout(() => dispatch({ kind: 'dismiss', key: s.key, byUser: false }), AUTO_DISMISS_MS),
      );
    }
  }, [state.shown]);
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  return (
    <Stack>
      {state.shown.map((n) => (
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
          onClose={() => dispatch({ kind: 'dismiss', key: n.key, byUser: true })}
        />
      ))}
    </Stack>
  );
}
