/**
 * What every identity pool of the portal is, written once for both providers: the embedded default
 * writes it into cognito-local's files (cognito-local.ts), and `npm run create-identity-pools` asks
 * Amazon Cognito (or any endpoint that speaks its API) for the same (pools-as-code.ts; issue 39 point 1).
 */

/** The spec's password policy (req A§5); cognito-local stores it but does not enforce it. */
export const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
  TemporaryPasswordValidityDays: 7,
};

/**
 * A user who enrolled an authenticator app is asked for its code (issue 37 point 5); whether a role
 * must enrol is the API's decision, the same on Amazon Cognito (docs/decisions.md). No SMS factor.
 */
export const MFA_CONFIGURATION = 'OPTIONAL';

/**
 * The portal's web client of a pool: the browser signs in with USER_PASSWORD_AUTH through the API's
 * /identity gate (which counts failures and keeps the lock), and refreshes; no client secret (a
 * browser cannot keep one). ID and access tokens live an hour, refresh tokens 30 days.
 */
export const WEB_CLIENT = {
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  IdTokenValidity: 1,
  AccessTokenValidity: 1,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
} as const;
