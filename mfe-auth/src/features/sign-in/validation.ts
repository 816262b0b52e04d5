// The sign-in and password rules of req A§5. Each function returns a message id, or null when valid.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ids = (key: string) => `auth.validation.${key}`;

/** Login e-mail: keys loginIsEmpty / loginIsNotValid. */
export function validateLogin(value: string): string | null {
  if (!value.trim()) return ids('loginIsEmpty');
  if (!EMAIL.test(value.trim())) return ids('loginIsNotValid');
  return null;
}

/** The password policy; every message is prefixed 'New password' as the spec asks, even on sign-in. */
export function passwordPolicy(value: string): string | null {
  if (value.length < 8) return ids('newPasswordTooShort');
  if (!/\d/.test(value)) return ids('newPasswordNoNumber');
  if (!/[A-Z]/.test(value)) return ids('newPasswordNoUppercase');
  if (!/[a-z]/.test(value)) return ids('newPasswordNoLowercase');
  if (!/[^A-Za-z0-9]/.test(value)) return ids('newPasswordNoSpecial');
  return null;
}

export function validatePassword(value: string): string | null {
  return value ? passwordPolicy(value) : ids('passwordIsEmpty');
}

export function validateNewPassword(value: string): string | null {
  return value ? passwordPolicy(value) : ids('newPasswordIsEmpty');
}
