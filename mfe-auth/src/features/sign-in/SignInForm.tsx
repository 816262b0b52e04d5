import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Pool } from '@dcp/shared/contracts';
import { takeReturn } from '@dcp/shared/guard';
import { getSession, notify, signIn, SessionError } from '@dcp/shared/session';
import { Button, TextField, useFieldErrors } from '@dcp/shared/ui';
import { signInPath } from './signInPath';
import { validateLogin, validateNewPassword, validatePassword } from './validation';

type Field = 'email' | 'password' | 'newPassword';

interface Props {
  /** Pools tried, in order; the role-select form tries them all (req A§4). */
  pools?: Pool[];
  /** Registration pages add the new-password field. */
  withNewPassword?: boolean;
  initialEmail?: string;
}

/** E-mail + password (+ new password) with the rules of req A§5; submit stays disabled until valid. */
export function SignInForm({ pools, withNewPassword = false, initialEmail = '' }: Props) {
  const intl = useIntl();
  // Notifications are shown by the shell, which has only shared catalogues: send finished text.
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: initialEmail, password: '', newPassword: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const errors: Record<Field, string | null> = {
    email: validateLogin(values.email),
    password: validatePassword(values.password),
    newPassword: withNewPassword ? validateNewPassword(values.newPassword) : null,
  };
  const { valid, shown, blur } = useFieldErrors(errors, t);

  const field = (name: Field, type: string, autoComplete: string) => ({
    name,
    type,
    autoComplete,
    value: values[name],
    error: shown(name),
    label: intl.formatMessage({ id: `auth.signIn.${name}` }),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = e.target; // read now: the updater may run later
      setValues((v) => ({ ...v, [name]: value }));
    },
    onBlur: blur(name),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await signIn({
        email: values.email.trim(),
        password: values.password,
        newPassword: withNewPassword ? values.newPassword : undefined,
        pools,
      });
      if (result.kind === 'newPasswordRequired') {
        notify({
          type: 'warning',
          title: t('auth.signIn.title'),
          message: t('auth.signIn.setNewPasswordFirst'),
        });
        void navigate(`/registration-${result.pool}`, { state: { email: values.email.trim() } });
      } else if (result.kind === 'passwordSet') {
        notify({ type: 'success', title: t('auth.signIn.title'), message: t('auth.signIn.passwordSet') });
        const next = signInPath(result.pool);
        void navigate(next.path, { state: next.state });
      } else {
        // Back to the page the guard sent a signed-out visitor here from, when this role may open it;
        // else the root, from which the shell's guard sends the user on (onboarding or the home page).
        const s = getSession();
        const back = takeReturn({
          signedIn: s.status === 'signedIn',
          account: s.account,
          restrictedSurveyId: s.restrictedSurveyId,
        });
        void navigate(back ?? '/');
      }
    } catch (error) {
      const id = error instanceof SessionError ? error.messageId : 'auth.signIn.unknownError';
      setFailure(intl.formatMessage({ id }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextField {...field('email', 'email', 'username')} />
      <TextField {...field('password', 'password', 'current-password')} />
      {withNewPassword ? <TextField {...field('newPassword', 'password', 'new-password')} /> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      <Button type="submit" disabled={!valid || busy}>
        {intl.formatMessage({ id: withNewPassword ? 'auth.signIn.register' : 'auth.signIn.submit' })}
      </Button>
    </form>
  );
}
