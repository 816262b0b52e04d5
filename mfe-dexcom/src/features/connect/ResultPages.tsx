import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { defaultPath } from '@dcp/shared/guard';
import { useSession } from '@dcp/shared/session';
import { Button, Card, PageHeader } from '@dcp/shared/ui';
import { errorTextId } from './consent';
import { consentPath } from '../glucose';

const AUTH_CALLBACK_REDIRECT_MS = 3000;
const SUCCESS_REDIRECT_MS = 2000;

function useHome() {
  const { account } = useSession();
  return account ? defaultPath(account) : '/';
}

/** dexcom/success: connected; back home by role after 2 s. */
export function SuccessPage() {
  const navigate = useNavigate();
  const home = useHome();
  useEffect(() => {
    const t = setTimeout(() => void navigate(home, { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [home, navigate]);
  return (
    <Card>
      <PageHeader title={<FormattedMessage id="dexcom.success.title" />} />
      <p role="status">
        <FormattedMessage id="dexcom.success.body" />
      </p>
    </Card>
  );
}

/** dexcom/auth/callback: success → the patient's survey after 3 s; else the mapped error. */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ok = params.get('success') === 'true' || (!params.get('message') && !params.get('error'));
  useEffect(() => {
    if (!ok) return;
    const t = setTimeout(() => void navigate('/survey', { replace: true }), AUTH_CALLBACK_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [ok, navigate]);
  if (!ok) return <ErrorPage />;
  return (
    <Card>
      <p role="status">
        <FormattedMessage id="dexcom.success.body" />
      </p>
    </Card>
  );
}

/** dexcom/error: the mapped text, Try Again (restarts authorization), Go to Dashboard, tips. */
export function ErrorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const home = useHome();
  const textId = errorTextId(params.get('message') ?? params.get('error'));
  // Try Again restarts authorization at the consent page, never straight at the provider.
  const retry = () => navigate(consentPath('/patient'));
  return (
    <Card>
      <PageHeader title={<FormattedMessage id="dexcom.error.title" />} />
      <p role="alert">
        <FormattedMessage id={textId} />
      </p>
      <h2>
        <FormattedMessage id="dexcom.error.tipsTitle" />
      </h2>
      <ul>
        <li>
          <FormattedMessage id="dexcom.error.tip1" />
        </li>
        <li>
          <FormattedMessage id="dexcom.error.tip2" />
        </li>
        <li>
          <FormattedMessage id="dexcom.error.tip3" />
        </li>
      </ul>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button onClick={() => void retry()}>
          <FormattedMessage id="dexcom.common.tryAgain" />
        </Button>
        <Button variant="secondary" onClick={() => void navigate(home)}>
          <FormattedMessage id="dexcom.error.dashboard" />
        </Button>
      </div>
    </Card>
  );
}
