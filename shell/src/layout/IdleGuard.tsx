import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import { notify, reloadAccount, signOut, useSession } from '@dcp/shared/session';
import { Button, Modal } from '@dcp/shared/ui';

// Sessions end after a period without activity (issue 12 point 7). The API is the authority (it
// refuses a token idle past the limit it tells us in `account.idleMinutes`); this keeps the person
// informed: a warning a minute before, then sign-out with a message. Activity in any tab counts.

/** Warned this long before the end. */
export const IDLE_WARNING_MS = 60_000;
/** Used when the API did not say (it always does; the contract keeps the field optional). */
const DEFAULT_IDLE_MINUTES = 15;
/** Activity reaches the API at most this often, so a long form being typed keeps its session. */
const KEEP_ALIVE_MS = 4 * 60_000;
const ACTIVITY_KEY = 'dcp.lastActivity';
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function IdleGuard() {
  const session = useSession();
  const account = session.status === 'signedIn' ? session.account : null;
  if (!account) return null;
  // Keyed: a new account (or limit) starts a fresh timer.
  const minutes = account.idleMinutes ?? DEFAULT_IDLE_MINUTES;
  return (
    <IdleTimer
      key={`${account.email}:${minutes}`}
      limitMs={minutes * 60_000}
      minutes={minutes}
      restricted={account.isRestrictedUser}
    />
  );
}

function lastActivity(local: number): number {
  const shared = Number(localStorage.getItem(ACTIVITY_KEY) ?? 0);
  return Math.max(local, Number.isFinite(shared) ? shared : 0);
}

/**
 * `restricted`: a patient who signed up by a doctor's link has no password; the warning and the
 * signed-out message tell them how to come back (issue 28 point 2).
 */
function IdleTimer({
  limitMs,
  minutes,
  restricted,
}: {
  limitMs: number;
  minutes: number;
  restricted: boolean;
}) {
  const intl = useIntl();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const last = useRef(0);
  const lastPing = useRef(0);

  useEffect(() => {
    const now = Date.now();
    last.current = now;
    lastPing.current = now;
    localStorage.setItem(ACTIVITY_KEY, String(now));
    const onActivity = () => {
      const t = Date.now();
      // Once warned, only "Stay signed in" keeps the session: a stray key press is not consent.
      if (t - lastActivity(last.current) >= limitMs - IDLE_WARNING_MS) return;
      last.current = t;
      if (t - Number(localStorage.getItem(ACTIVITY_KEY) ?? 0) > 5_000)
        localStorage.setItem(ACTIVITY_KEY, String(t));
      if (t - lastPing.current > KEEP_ALIVE_MS) {
        lastPing.current = t;
        void reloadAccount().catch(() => undefined);
      }
    };
    for (const e of EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const idle = Date.now() - lastActivity(last.current);
      if (idle >= limitMs) {
        window.clearInterval(timer);
        void signOut();
        notify({
          type: 'warning',
          title: intl.formatMessage({ id: 'shell.idle.signedOutTitle' }),
          message: intl.formatMessage(
            { id: restricted ? 'shell.idle.signedOutRestricted' : 'shell.idle.signedOut' },
            { minutes },
          ),
        });
        navigateToUrl('/login');
      } else if (idle >= limitMs - IDLE_WARNING_MS) {
        setSecondsLeft(Math.ceil((limitMs - idle) / 1000));
      } else {
        setSecondsLeft(null);
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const e of EVENTS) window.removeEventListener(e, onActivity, { capture: true });
    };
  }, [limitMs, minutes, restricted, intl]);

  const stay = () => {
    const t = Date.now();
    last.current = t;
    lastPing.current = t;
    localStorage.setItem(ACTIVITY_KEY, String(t));
    setSecondsLeft(null);
    void reloadAccount().catch(() => undefined);
  };

  return (
    <Modal
      open={secondsLeft !== null}
      title={<FormattedMessage id="shell.idle.title" />}
      onClose={stay}
      closeLabel={intl.formatMessage({ id: 'shell.idle.close' })}
      footer={
        <>
          <Button onClick={stay}>
            <FormattedMessage id="shell.idle.stay" />
          </Button>
          <Button variant="secondary" onClick={() => (void signOut(), navigateToUrl('/login'))}>
            <FormattedMessage id="shell.idle.signOut" />
          </Button>
        </>
      }
    >
      <p role="timer" aria-live="polite">
        <FormattedMessage id="shell.idle.body" values={{ seconds: secondsLeft ?? 0 }} />
      </p>
      {restricted ? (
        <p>
          <FormattedMessage id="shell.idle.howToReturn" />
        </p>
      ) : null}
    </Modal>
  );
}
