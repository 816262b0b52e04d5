import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SessionError } from '@dcp/shared/session';
import { Button, FormError, TextField } from '@dcp/shared/ui';

/** What `signIn` answered for an account that must enrol an app: the secret, as text and as a URI. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

const Qr = styled.img`
  display: block;
  width: 12rem;
  height: 12rem;
  margin: ${({ theme }) => theme.space[2]} 0;
`;
const Secret = styled.code`
  display: block;
  overflow-wrap: anywhere;
  font-size: 1.125rem;
  letter-spacing: 0.05em;
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
`;

/** The QR code of the otpauth:// URI, drawn in the browser: the secret goes to no server. */
function useQr(uri: string | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(uri, { margin: 1, width: 384 }).then((url) => live && setSrc(url)),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return src;
}

/** Six digits, as every authenticator app shows them. */
export const isCode = (code: string) => /^\d{6}$/.test(code);

/** The app's 6-digit code (at sign-in, at enrolment, and beside a new password). */
export function CodeField({
  value,
  onChange,
  touched,
  onBlur,
}: {
  value: string;
  onChange: (code: string) => void;
  touched: boolean;
  onBlur: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <TextField
      name="code"
      label={t('auth.totp.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      error={touched && !isCode(value) ? t('auth.totp.codeInvalid') : undefined}
      onChange={(e) => onChange(e.target.value.replace(/\s/g, ''))}
      onBlur={onBlur}
    />
  );
}

/**
 * The authenticator app's step (issue 37 point 5): its code at sign-in, or its enrolment — QR code
 * and text key, then one code before it counts (at sign-in for an account that must have an app, or
 * from the change-password page). A wrong code can be typed again; each counts toward the sign-in lock.
 */
export function SecondFactorStep({
  setup,
  submitCode,
  onFailure,
  submitId = 'auth.totp.verify',
}: {
  setup: TotpSetup | null;
  submitCode: (code: string) => Promise<void>;
  onFailure: (e: unknown) => void;
  submitId?: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const heading = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const qr = useQr(setup?.uri);
  const valid = isCode(code);

  // The form changed under the person: where to read on from.
  useEffect(() => heading.current?.focus(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await submitCode(code);
    } catch (error) {
      if (error instanceof SessionError && error.code === 'badCode') {
        setFailure(t(error.messageId));
        // An empty field for the next code, without a second message about it.
        setCode('');
        setTouched(false);
      } else onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        <FormattedMessage id={setup ? 'auth.totp.setupTitle' : 'auth.totp.codeTitle'} />
      </h2>
      {setup ? (
        <>
          <p>
            <FormattedMessage id="auth.totp.setupIntro" />
          </p>
          {qr ? <Qr src={qr} alt={t('auth.totp.qrAlt')} /> : null}
          <p id="totp-secret-label">
            <FormattedMessage id="auth.totp.secretLabel" />
          </p>
          <Secret aria-labelledby="totp-secret-label" data-secret={setup.secret}>
            {setup.secret.match(/.{1,4}/g)?.join(' ')}
          </Secret>
          <p>
            <FormattedMessage id="auth.totp.setupCodeHint" />
          </p>
        </>
      ) : (
        <p>
          <FormattedMessage id="auth.totp.codeIntro" />
        </p>
      )}
      <CodeField value={code} onChange={setCode} touched={touched} onBlur={() => setTouched(true)} />
      {failure ? <FormError>{failure}</FormError> : null}
      <Button type="submit" disabled={busy}>
        {t(submitId)}
      </Button>
    </form>
  );
}
