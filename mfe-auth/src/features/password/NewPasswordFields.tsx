import { useIntl } from 'react-intl';
import { TextField, useFieldErrors } from '@dcp/shared/ui';
import { validateNewPassword } from '../sign-in';

export interface NewPasswordValue {
  password: string;
  confirm: string;
}

/** The message id of the first broken rule of a new password and its confirmation, or null. */
export function newPasswordProblems(v: NewPasswordValue) {
  return {
    password: validateNewPassword(v.password),
    // key notEqual (req A§5)
    confirm: v.confirm === v.password ? null : 'auth.validation.notEqual',
  };
}

const FIELDS = [
  ['password', 'newPassword', 'auth.signIn.newPassword'],
  ['confirm', 'confirmPassword', 'auth.password.confirm'],
] as const;

/** New password + confirmation, each with its req A§5 message once the field was left. */
export function NewPasswordFields({
  value,
  onChange,
}: {
  value: NewPasswordValue;
  onChange: (v: NewPasswordValue) => void;
}) {
  const intl = useIntl();
  const { shown, blur } = useFieldErrors(newPasswordProblems(value), (id) => intl.formatMessage({ id }));
  return (
    <>
      {FIELDS.map(([key, name, labelId]) => (
        <TextField
          key={key}
          name={name}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage({ id: labelId })}
          value={value[key]}
          error={shown(key)}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          onBlur={blur(key)}
        />
      ))}
    </>
  );
}

export const newPasswordValid = (v: NewPasswordValue) => {
  const p = newPasswordProblems(v);
  return !p.password && !p.confirm;
};
