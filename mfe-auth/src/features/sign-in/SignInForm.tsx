import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ONE_TIME_LOGIN_DOMAIN, type Pool } from '@dcp/shared/contracts/core';
import { takeReturn } from '@dcp/shared/guard';
import {
  completeTotpSetup,
  confirmSignInCode,
  getSession,
  notify,
  signIn,
  SessionError,
  type SignInResult,
} from '@dcp/shared/session';
import { Button, FormError, TextField, useFieldErrors, useFormValues } from '@dcp/shared/ui';
import { SecondFactorStep, type TotpSetup } from './SecondFactorStep';
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

const ROLE_SELECT = '/login';

/** The failures req A§8 answers with 'Oops, something went wrong' and a return to role select. */
const sendsBack = (e: unknown) => !(e instanceof SessionError) || e.code === 'noJwt';

/**
 * What a failed sign-in says. A refused one-time login is most likely one whose questionnaire was
 * sent: its access is used up (issue 36 point 17), which the identity provider cannot tell apart.
 */
function failureId(e: unknown, email: string): string {
  if (!(e instanceof SessionError)) return 'auth.signIn.unknownError';
  if (e.code === 'badCredentials' && email.trim().toLowerCase().endsWith(`@${ONE_TIME_LOGIN_DOMAIN}`))
    return 'auth.signIn.oneTimeUsed';
  return e.messageId;
}

/** E-mail + password (+ new password) with the rules of req A§5; submit stays disabled until valid. */
export function SignInForm({ pools, withNewPassword = false, initialEmail = '' }: Props) {
  const intl = useIntl();
  // Notifications are shown by the shell, which has only shared catalogues: send finished text.
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { values, changeOf } = useFormValues({ email: initialEmail, password: '', newPassword: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** After the right password: the authenticator app's code, or its enrolment (`setup`). */
  const [second, setSecond] = useState<{ setup: TotpSetup | null } | null>(null);

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
    onChange: changeOf(name),
    onBlur: blur(name),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      proceed(
        await signIn({
          email: values.email.trim(),
          password: values.password,
          newPassword: withNewPassword ? values.newPassword : undefined,
          pools,
        }),
      );
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  function proceed(result: SignInResult) {
    if (result.kind === 'totpRequired') setSecond({ setup: null });
    else if (result.kind === 'totpSetup') setSecond({ setup: result });
    else if (result.kind === 'newPasswordRequired') {
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
  }

  function fail(error: unknown) {
    setSecond(null);
    const text = intl.formatMessage({ id: failureId(error, values.email) });
    // "Oops, something went wrong": back to role select, which says it (req A§8; issue 36 point 11).
    if (sendsBack(error) && pathname !== ROLE_SELECT) {
      notify({ type: 'error', title: t('auth.signIn.title'), message: text });
      void navigate(ROLE_SELECT);
      return;
    }
    setFailure(text);
  }

  if (second)
    return (
      <SecondFactorStep
        setup={second.setup}
        submitCode={async (code) =>
          proceed(await (second.setup ? completeTotpSetup : confirmSignInCode)(code, values.email.trim()))
        }
        onFailure={fail}
      />
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextField {...field('email', 'email', 'username')} />
      <TextField {...field('password', 'password', 'current-password')} />
      {withNewPassword ? <TextField {...field('newPassword', 'password', 'new-password')} /> : null}
      {failure ? <FormError>{failure}</FormError> : null}
      <Button type="submit" disabled={!valid || busy}>
        {intl.formatMessage({ id: withNewPassword ? 'auth.signIn.register' : 'auth.signIn.submit' })}
      </Button>
    </form>
  );
}
