import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@dcp/shared/ui';
import { validateNewPassword } from '../sign-in/validation';

export interface NewPasswordValue {
  password: string;
  confirm: string;
}

/** The message id of the first broken rule of a new password and its confirmation, or null. */
export function newPasswordProblems(v: NewPasswordValue) {
  return {
    password: validateNewPassword(v.password),
    // key notEqual (doc 1 §5)
    confirm: v.confirm === v.password ? null : 'auth.validation.notEqual',
  };
}

/** New password + confirmation, each with its doc 1 §5 message once the field was left. */
export function NewPasswordFields({ value, onChange }: { value: NewPasswordValue; onChange: (v: NewPasswordValue) => void }) {
  const intl = useIntl();
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const problems = newPasswordProblems(value);
  const shown = (k: 'password' | 'confirm') => {
    const id = problems[k];
    return touched[k] && id ? intl.formatMessage({ id }) : undefined;
  };
  return (
    <>
      <TextField
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'auth.signIn.newPassword' })}
        value={value.password}
        error={shown('password')}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        onBlur={() => setTouched({ ...touched, password: true })}
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'auth.password.confirm' })}
        value={value.confirm}
        error={shown('confirm')}
        onChange={(e) => onChange({ ...value, confirm: e.target.value })}
        onBlur={() => setTouched({ ...touched, confirm: true })}
      />
    </>
  );
}

export const newPasswordValid = (v: NewPasswordValue) => {
  const p = newPasswordProblems(v);
  return !p.password && !p.confirm;
};
