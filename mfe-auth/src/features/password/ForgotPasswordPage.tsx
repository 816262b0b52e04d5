import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Pool } from '@dcp/shared/contracts';
import { confirmForgotPassword, forgotPassword, notify } from '@dcp/shared/session';
import { Button, TextField } from '@dcp/shared/ui';
import { AuthCard } from '../layout';
import { requestResetLink } from './api/requestResetLink';
import { NewPasswordFields, newPasswordValid } from './NewPasswordFields';
import { usePasswordAction } from './usePasswordAction';

/**
 * forgot-password: the identity provider's verification-code flow (send is disabled while the e-mail
 * is empty; the code is required; the confirmation must match). The reset link by e-mail (the API's
 * flow, reset-password/:token) is offered beside it.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [email, setEmail] = useState('');
  const [pool, setPool] = useState<Pool | null>(null);
  const [code, setCode] = useState('');
  const [codeTouched, setCodeTouched] = useState(false);
  const [pw, setPw] = useState({ password: '', confirm: '' });
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const { busy, failure, run } = usePasswordAction();

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    await run(async () => {
      const out = await forgotPassword(email.trim());
      setPool(out.pool);
      notify({ type: 'success', title: t('auth.password.title'), message: t('auth.password.codeSent') });
    });
  };
  const sendLink = () =>
    run(async () => {
      // The API answers the same whether or not the account exists; so does this text (translated).
      await requestResetLink(email.trim());
      setLinkSent(t('auth.password.linkSent'));
    });
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!pool || !code.trim() || !newPasswordValid(pw)) return;
    void run(
      () => confirmForgotPassword({ pool, email: email.trim(), code: code.trim(), newPassword: pw.password }),
      {
        messageId: 'auth.password.updated',
        to: '/login',
      },
    );
  };

  return (
    <AuthCard titleId={'auth.password.forgotTitle'}>
      {pool === null ? (
        <form onSubmit={(e) => void send(e)} noValidate>
          <TextField
            name="email"
            type="email"
            autoComplete="username"
            label={t('auth.signIn.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" disabled={!email.trim() || busy}>
            {t('auth.password.sendCode')}
          </Button>{' '}
          <Button variant="secondary" disabled={!email.trim() || busy} onClick={() => void sendLink()}>
            {t('auth.password.sendLink')}
          </Button>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate>
          <TextField
            name="code"
            autoComplete="one-time-code"
            label={t('auth.password.code')}
            value={code}
            error={codeTouched && !code.trim() ? t('auth.validation.codeIsEmpty') : undefined}
            onChange={(e) => setCode(e.target.value)}
            onBlur={() => setCodeTouched(true)}
          />
          <NewPasswordFields value={pw} onChange={setPw} />
          <Button type="submit" disabled={!code.trim() || !newPasswordValid(pw) || busy}>
            {t('auth.password.save')}
          </Button>
        </form>
      )}
      {linkSent ? <p role="status">{linkSent}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
    </AuthCard>
  );
}
