import type { Text } from '@dcp/shared/bus';

/**
 * The session's failures, each with a react-intl id and the seed's English text (req A§8) so a
 * caller can translate (`text`) or log (`message`). Provider messages are carried as plain text.
 */
export const SESSION_ERRORS = {
  badCredentials: 'The username or password is incorrect.',
  noJwt: 'Oops, something went wrong',
  accountFailed: 'Please, sign out and try again later',
  newPasswordFirst: 'Please, set a new password first',
  unknownError: 'unknown error',
  notSignedIn: 'unknown error',
  // Beyond the seed: the API's abuse limit on token exchange answered 429.
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  // Beyond the seed: the identity provider refuses a deactivated staff account (issue 37 point 1).
  deactivated: 'This account has been deactivated. Contact your clinic administrator.',
  // Issue 37 point 5: the authenticator app's code was not the one expected.
  badCode: 'That code is not right. Check the time on your phone and type the code the app shows now.',
  // Issue 37 point 5: changing the password of an account with an app needs the app's code as well.
  codeRequired: 'This account has an authenticator app: type the code it shows now to save the new password.',
  totpAlreadySet:
    'An authenticator app is already set up for this account. If you lost it, ask an administrator to reset it.',
} as const;
export type SessionErrorCode = keyof typeof SESSION_ERRORS;

export class SessionError extends Error {
  override readonly name = 'SessionError';
  readonly messageId: string;
  /** What to show: the message id, or the identity provider's own message when it gave one. */
  readonly text: Text;

  constructor(
    readonly code: SessionErrorCode,
    options: { providerMessage?: string; cause?: unknown } = {},
  ) {
    super(options.providerMessage || SESSION_ERRORS[code], { cause: options.cause });
    this.messageId = `shared.session.${code}`;
    this.text = options.providerMessage ? options.providerMessage : { id: this.messageId };
  }
}
