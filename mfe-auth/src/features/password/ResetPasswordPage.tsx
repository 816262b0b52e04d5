import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { http } from '@dcp/shared/http';
import { Button, Card, PageTitle } from '@dcp/shared/ui';
import { NewPasswordFields, newPasswordValid } from './NewPasswordFields';
import { usePasswordAction } from './usePasswordAction';

/** reset-password/:token: the link from the reset e-mail (POST auth/password/reset; its error shown). */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const [pw, setPw] = useState({ password: '', confirm: '' });
  const { busy, failure, run } = usePasswordAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!newPasswordValid(pw)) return;
    // silent: the server's error is shown in the form instead of a notification.
    void run(() => http.post('auth/password/reset', { token, newPassword: pw.password }, { silent: true }), {
      messageId: 'auth.password.updatedSignIn',
      to: '/login',
    });
  };
  return (
    <Card as="section" style={{ maxWidth: '32rem', margin: '0 auto' }}>
      <PageTitle>
        <FormattedMessage id="auth.password.resetTitle" />
      </PageTitle>
      <form onSubmit={submit} noValidate>
        <NewPasswordFields value={pw} onChange={setPw} />
        <Button type="submit" disabled={!newPasswordValid(pw) || busy}>
          {intl.formatMessage({ id: 'auth.password.save' })}
        </Button>
      </form>
      {failure ? <p role="alert">{failure}</p> : null}
      <p>
        <Link to="/login">
          <FormattedMessage id="auth.signIn.backToRoleSelect" />
        </Link>
      </p>
    </Card>
  );
}
