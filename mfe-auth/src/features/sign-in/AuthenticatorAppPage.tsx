import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { beginAppEnrolment, finishAppEnrolment, notify, SessionError, turnOffApp } from '@dcp/shared/session';
import { useText } from '@dcp/shared/i18n';
import { Button, FormError, TextField } from '@dcp/shared/ui';
import { AuthCard } from '../layout';
import { getOwnSecondFactor } from './api/getOwnSecondFactor';
import { SecondFactorStep, type TotpSetup } from './SecondFactorStep';
import { validatePassword } from './validation';

/**
 * authenticator-app, from the change-password page (issue 37 point 5): any signed-in person turns on the
 * second factor — the password first (proof it is them), then the QR code and key, and one code
 * before it counts. From then on every sign-in asks the app's code. Someone whose app is on already
 * and whose account need not keep one (patients; doctors unless their clinic requires it) turns it
 * off here with the password and a code from it.
 */
export function AuthenticatorAppPage() {
  const intl = useIntl();
  const text = useText();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const problem = validatePassword(password);

  const fail = (e: unknown) => {
    setSetup(null);
    setTurningOff(false);
    setFailure(e instanceof SessionError ? text(e.text) : t('shared.session.unknownError'));
  };

  async function start(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      setSetup(await beginAppEnrolment(password));
    } catch (error) {
      // An app is on already: off is offered only to an account that need not keep one.
      const already = error instanceof SessionError && error.code === 'totpAlreadySet';
      if (already && !(await getOwnSecondFactor().catch(() => ({ required: true }))).required)
        setTurningOff(true);
      else fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function finish(code: string) {
    await finishAppEnrolment(code);
    notify({ type: 'success', title: t('auth.totp.pageTitle'), message: t('auth.totp.enrolled') });
    void navigate('/');
  }

  async function turnOff(code: string) {
    await turnOffApp(password, code);
    notify({ type: 'success', title: t('auth.totp.pageTitle'), message: t('auth.totp.turnedOff') });
    void navigate('/');
  }

  return (
    <AuthCard titleId="auth.totp.pageTitle" backToLogin={false}>
      {setup ? (
        <SecondFactorStep setup={setup} submitCode={finish} onFailure={fail} submitId="auth.totp.turnOn" />
      ) : turningOff ? (
        <>
          <p>
            <FormattedMessage id="auth.totp.offIntro" />
          </p>
          <SecondFactorStep setup={null} submitCode={turnOff} onFailure={fail} submitId="auth.totp.turnOff" />
        </>
      ) : (
        <form onSubmit={(e) => void start(e)} noValidate>
          <p>
            <FormattedMessage id="auth.totp.pageIntro" />
          </p>
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('auth.signIn.password')}
            value={password}
            error={touched && problem ? t(problem) : undefined}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          {failure ? <FormError>{failure}</FormError> : null}
          <Button type="submit" disabled={busy}>
            {t('auth.totp.continue')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
