import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@dcp/shared/session';
import { Spinner } from '@dcp/shared/ui';
import { useIntl } from 'react-intl';

/** sign-out: ends the session server-side, then role select (req A§2). */
export function SignOutPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  useEffect(() => {
    void signOut().finally(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return (
    <p>
      <Spinner label={intl.formatMessage({ id: 'auth.signOut.inProgress' })} />{' '}
      <FormattedMessage id="auth.signOut.inProgress" />
    </p>
  );
}
