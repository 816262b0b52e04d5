import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { defaultPath } from '@dcp/shared/guard';
import { useSession } from '@dcp/shared/session';
import { Button, Card, Checkbox, FormError, PageHeader } from '@dcp/shared/ui';
import { getAuthUrl, skipDexcom } from '../glucose';
import { rememberConsent } from './consent';
import { goTo } from './redirect';

/**
 * dexcom/auth for a doctor (the route is open to both roles, req G§4): only a patient links a monitor,
 * so the doctor reads where glucose appears instead of a consent they cannot give.
 */
function StaffConnectPage({ home }: { home: string }) {
  return (
    <Card>
      <PageHeader title={<FormattedMessage id="dexcom.connect.staff.title" />} />
      <p>
        <FormattedMessage id="dexcom.connect.staff.body" />
      </p>
      <Link to={home}>
        <FormattedMessage id="dexcom.connect.staff.back" />
      </Link>
    </Card>
  );
}

/** dexcom/auth: explicit consent, then off to the provider's login; or Skip (recorded). */
export function ConnectPage() {
  const { account } = useSession();
  if (account && account.accountType !== 'patient') return <StaffConnectPage home={defaultPath(account)} />;
  return <PatientConnectPage />;
}

function PatientConnectPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  // The connect widget's popup comes back to its handshake page; the API allows only portal paths.
  const returnUrl = useSearchParams()[0].get('returnUrl') ?? '/patient';
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Skip's answer can come after the patient has gone elsewhere from the menu: it must not pull them back.
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  const connect = async () => {
    if (!consent) {
      setError(intl.formatMessage({ id: 'dexcom.connect.consentRequired' }));
      return;
    }
    setBusy(true);
    try {
      rememberConsent();
      goTo(await getAuthUrl(returnUrl));
    } catch {
      setError(intl.formatMessage({ id: 'dexcom.error.connectFailed' }));
      setBusy(false);
    }
  };
  const skip = async () => {
    setBusy(true);
    try {
      await skipDexcom();
      if (here.current) void navigate('/patient', { replace: true });
    } catch {
      // Not recorded: say so and stay, rather than leave as if it were.
      setError(intl.formatMessage({ id: 'dexcom.connect.skipFailed' }));
      setBusy(false);
    }
  };
  return (
    <Card>
      <PageHeader title={<FormattedMessage id="dexcom.connect.title" />} />
      <p>
        <FormattedMessage id="dexcom.connect.intro" />
      </p>
      <Checkbox
        checked={consent}
        onChange={(e) => {
          setConsent(e.target.checked);
          setError(null);
        }}
        aria-describedby={error ? 'consent-error' : undefined}
        label={intl.formatMessage({ id: 'dexcom.connect.consent' })}
      />
      {error ? <FormError id="consent-error">{error}</FormError> : null}
      <div style={{ display: 'flex', gap: '0.5rem', marginTop: '1rem', flexWrap: 'wrap' }}>
        <Button disabled={busy} onClick={() => void connect()}>
          <FormattedMessage id="dexcom.connect.button" />
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void skip()}>
          <FormattedMessage id="dexcom.connect.skip" />
        </Button>
      </div>
    </Card>
  );
}
