import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PROBLEM_CODE, ResetPasswordRequest } from '@dcp/shared/contracts';
import { isAxiosError, problemCode } from '@dcp/shared/http';
import { Button } from '@dcp/shared/ui';
import { AuthCard } from '../layout';
import { resetPassword } from './api/resetPassword';
import { NewPasswordFields, newPasswordValid } from './NewPasswordFields';
import { signInPath } from '../sign-in';
import { usePasswordAction } from './usePasswordAction';

/**
 * A bad link — unknown, expired or used, or a token the contract rejects outright — is the one
 * failure a person can act on (ask for a new link), so it gets the portal's own text.
 */
function badLink(token: string) {
  return (e: unknown) => {
    if (!isAxiosError(e) || e.response?.status !== 400) return null;
    const code = problemCode(e.response.data);
    const tokenMalformed = !ResetPasswordRequest.shape.token.safeParse(token).success;
    return code === PROBLEM_CODE.resetLinkInvalid || tokenMalformed ? 'auth.password.resetLinkInvalid' : null;
  };
}

/** reset-password/:token: the link from the reset e-mail (POST auth/password/reset; its error shown). */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const [pw, setPw] = useState({ password: '', confirm: '' });
  const { busy, failure, run } = usePasswordAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!newPasswordValid(pw)) return;
    void run(
      () => resetPassword(token, pw.password),
      {
        messageId: 'auth.password.updatedSignIn',
        to: (r) => signInPath(r.pool),
      },
      badLink(token),
    );
  };
  return (
    <AuthCard titleId={'auth.password.resetTitle'}>
      <form onSubmit={submit} noValidate>
        <NewPasswordFields value={pw} onChange={setPw} />
        <Button type="submit" disabled={!newPasswordValid(pw) || busy}>
          {intl.formatMessage({ id: 'auth.password.save' })}
        </Button>
      </form>
      {failure ? <p role="alert">{failure}</p> : null}
    </AuthCard>
  );
}
