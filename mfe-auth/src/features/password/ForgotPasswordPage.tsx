import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PROBLEM_CODE } from '@dcp/shared/contracts';
import { isAxiosError, problemCode } from '@dcp/shared/http';
import { notify } from '@dcp/shared/session';
import { Button, TextField } from '@dcp/shared/ui';
import { AuthCard } from '../layout';
import { requestPasswordReset } from './api/requestPasswordReset';
import { resetWithCode } from './api/resetWithCode';
import { NewPasswordFields, newPasswordValid } from './NewPasswordFields';
import { signInPath } from '../sign-in';
import { usePasswordAction } from './usePasswordAction';

/**
 * forgot-password: a verification code by e-mail (send is disabled while the e-mail is empty; the code
 * is required; the confirmation must match), or a reset link (reset-password/:token). Both are the
 * API's: it mails them in the user's language whatever the identity provider can send, and answers
 * the same whether or not the account exists. A patient who signed up by a doctor's link has no
 * password: either button mails them a link back to their questionnaire instead (issue 28 point 2),
 * which the hint says.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [email, setEmail] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeTouched, setCodeTouched] = useState(false);
  const [pw, setPw] = useState({ password: '', confirm: '' });
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const { busy, failure, run } = usePasswordAction();

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    await run(async () => {
      await requestPasswordReset(email.trim(), 'code');
      setCodeSent(true);
      notify({ type: 'success', title: t('auth.password.title'), message: t('auth.password.codeSent') });
    });
  };
  const sendLink = () =>
    run(async () => {
      // The API answers the same whether or not the account exists; so does this text (translated).
      await requestPasswordReset(email.trim(), 'link');
      setLinkSent(t('auth.password.linkSent'));
    });
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!codeSent || !code.trim() || !newPasswordValid(pw)) return;
    void run(
      () => resetWithCode({ email: email.trim(), code: code.trim(), newPassword: pw.password }),
      { messageId: 'auth.password.updated', to: (r) => signInPath(r.pool) },
      (err) =>
        isAxiosError(err) && problemCode(err.response?.data) === PROBLEM_CODE.resetCodeInvalid
          ? 'auth.password.codeInvalid'
          : null,
    );
  };

  return (
    <AuthCard titleId={'auth.password.forgotTitle'}>
      <p>{t('auth.password.linkPatientHint')}</p>
      {!codeSent ? (
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
