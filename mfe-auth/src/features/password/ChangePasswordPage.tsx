import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { changePassword, SessionError } from '@dcp/shared/session';
import { Button, TextField } from '@dcp/shared/ui';
import { AuthCard } from '../layout';
import { CodeField, isCode, validatePassword } from '../sign-in';
import { NewPasswordFields, newPasswordValid } from './NewPasswordFields';
import { usePasswordAction } from './usePasswordAction';

/**
 * change-password for a signed-in user (identity provider); back to the default page after. An account
 * with an authenticator app is asked its code as well, once the provider says it needs one.
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [old, setOld] = useState('');
  const [oldTouched, setOldTouched] = useState(false);
  const [pw, setPw] = useState({ password: '', confirm: '' });
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeTouched, setCodeTouched] = useState(false);
  const { busy, failure, run } = usePasswordAction();
  const oldProblem = old ? null : validatePassword(old);
  const codeProblem = needsCode && !isCode(code);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (oldProblem || !newPasswordValid(pw) || codeProblem) return;
    void run(
      () =>
        changePassword({ oldPassword: old, newPassword: pw.password, code: needsCode ? code : undefined }),
      {
        messageId: (after) =>
          after === 'signedIn' ? 'auth.password.updated' : 'auth.password.updatedSignIn',
        to: '/',
      },
      // The provider's answer names the missing code: the field appears, the message says why.
      (error) => {
        if (error instanceof SessionError && error.code === 'codeRequired') setNeedsCode(true);
        return null;
      },
    );
  };
  return (
    <AuthCard titleId={'auth.password.changeTitle'} backToLogin={false}>
      <form onSubmit={submit} noValidate>
        <TextField
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          label={t('auth.password.old')}
          value={old}
          error={oldTouched && oldProblem ? t(oldProblem) : undefined}
          onChange={(e) => setOld(e.target.value)}
          onBlur={() => setOldTouched(true)}
        />
        <NewPasswordFields value={pw} onChange={setPw} />
        {needsCode ? (
          <CodeField
            value={code}
            onChange={setCode}
            touched={codeTouched}
            onBlur={() => setCodeTouched(true)}
          />
        ) : null}
        <Button type="submit" disabled={!!oldProblem || !newPasswordValid(pw) || codeProblem || busy}>
          {t('auth.password.save')}
        </Button>
      </form>
      {failure ? <p role="alert">{failure}</p> : null}
      {/* The second factor sits beside the password (issue 37 point 5), not in the account menu, whose
          patient version already fills a short window. */}
      <p>
        <Link to="/authenticator-app">{t('auth.totp.fromPassword')}</Link>
      </p>
    </AuthCard>
  );
}
