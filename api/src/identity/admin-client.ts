import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  type CognitoIdentityProviderClientConfig,
} from '@aws-sdk/client-cognito-identity-provider';
import { loadConfig, type IdentityConfig } from '../config';
import type { Pool } from '../contracts';

// The API's administrative calls to the identity provider (create users, set passwords). The same
// commands reach cognito-local in development and Amazon Cognito in production; only the client's
// options differ. The IAM actions these commands need are listed in api/README.md.

/** cognito-local accepts any signature, so it gets fixed dummy keys instead of the caller's real ones. */
const EMULATOR_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * The SDK options for the configured identity provider. An endpoint means the emulator: dummy keys
 * and that endpoint. No endpoint means Amazon Cognito: only the region, and deliberately no
 * `credentials`, so the SDK's default chain (environment, shared profile, container or instance role)
 * supplies them; hard-coded keys there would fail every admin call.
 */
export function identityClientOptions(
  identity: Pick<IdentityConfig, 'endpoint' | 'region'>,
): CognitoIdentityProviderClientConfig {
  if (identity.endpoint) {
    return { region: identity.region, endpoint: identity.endpoint, credentials: EMULATOR_CREDENTIALS };
  }
  return { region: identity.region };
}

const clients = new Map<string, CognitoIdentityProviderClient>();
/** One SDK client per endpoint and region, reused across requests (it keeps connections alive). */
export function identityClient(identity: IdentityConfig): CognitoIdentityProviderClient {
  const key = `${identity.endpoint}|${identity.region}`;
  let c = clients.get(key);
  if (!c) {
    c = new CognitoIdentityProviderClient(identityClientOptions(identity));
    clients.set(key, c);
  }
  return c;
}

/**
 * Sets a user's password (AdminSetUserPassword): permanent for the reset flow; temporary
 * (FORCE_CHANGE_PASSWORD) when an identity user left without an account is adopted again.
 */
export async function setUserPassword(
  identity: IdentityConfig,
  pool: Pool,
  username: string,
  password: string,
  permanent = true,
) {
  await identityClient(identity).send(
    new AdminSetUserPasswordCommand({
      UserPoolId: identity.pools[pool].userPoolId,
      Username: username,
      Password: password,
      Permanent: permanent,
    }),
  );
}

/** Removes an identity user (AdminDeleteUser): undoes the identity step of a creation that failed. */
export async function deleteUser(identity: IdentityConfig, pool: Pool, username: string) {
  await identityClient(identity).send(
    new AdminDeleteUserCommand({
      UserPoolId: identity.pools[pool].userPoolId,
      Username: username.toLowerCase(),
    }),
  );
}

/**
 * Refuses or restores an identity user's sign-in (AdminDisableUser / AdminEnableUser): a deactivated
 * staff account (issue 37 point 1). The identity gate asks the user's `Enabled` before a sign-in,
 * since the emulator's InitiateAuth does not test it as Amazon Cognito does.
 */
export async function setUserEnabled(
  identity: IdentityConfig,
  pool: Pool,
  username: string,
  enabled: boolean,
) {
  const input = { UserPoolId: identity.pools[pool].userPoolId, Username: username };
  await identityClient(identity).send(
    enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input),
  );
}

const subOf = (username: string, attrs: { Name?: string; Value?: string }[] | undefined) => {
  const sub = attrs?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`Identity user ${username} has no sub`);
  return sub;
};

/** An identity user as the browser route needs it: who it is (sub) and where it stands (status). */
export interface IdentityUser {
  sub: string;
  status: string;
  /** False once AdminDisableUser refused the user's sign-in. */
  enabled: boolean;
}

/**
 * The identity user a typed user name names (its e-mail, in the lower case it is stored in, or its
 * sub), or null when none does.
 */
export async function findIdentityUser(
  identity: IdentityConfig,
  pool: Pool,
  name: string,
): Promise<IdentityUser | null> {
  try {
    const user = await identityClient(identity).send(
      new AdminGetUserCommand({ UserPoolId: identity.pools[pool].userPoolId, Username: name }),
    );
    return {
      sub: subOf(name, user.UserAttributes),
      status: user.UserStatus ?? '',
      enabled: user.Enabled !== false,
    };
  } catch (e) {
    if ((e as { name?: string }).name === 'UserNotFoundException') return null;
    throw e;
  }
}

/**
 * Creates the user if missing (never changes an existing user's password). `temporary` leaves it in
 * FORCE_CHANGE_PASSWORD; otherwise the password is set permanent. Returns the user's sub and status.
 */
export async function ensureUser(
  pool: Pool,
  email: string,
  password: string,
  opts: { temporary?: boolean; firstName?: string; lastName?: string; identity?: IdentityConfig } = {},
): Promise<{ sub: string; created: boolean; status: string }> {
  const identity = opts.identity ?? loadConfig().identity;
  const client = identityClient(identity);
  const UserPoolId = identity.pools[pool].userPoolId;
  const Username = email.toLowerCase();
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId, Username }));
    return { sub: subOf(Username, user.UserAttributes), created: false, status: user.UserStatus ?? '' };
  } catch (e) {
    if ((e as { name?: string }).name !== 'UserNotFoundException') throw e;
  }
  const attributes = [
    { Name: 'email', Value: Username },
    { Name: 'email_verified', Value: 'true' },
    ...(opts.firstName ? [{ Name: 'given_name', Value: opts.firstName }] : []),
    ...(opts.lastName ? [{ Name: 'family_name', Value: opts.lastName }] : []),
  ];
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username,
      TemporaryPassword: password,
      MessageAction: 'SUPPRESS',
      UserAttributes: attributes,
    }),
  );
  if (!opts.temporary) await setUserPassword(identity, pool, Username, password);
  const status = opts.temporary ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED';
  return { sub: subOf(Username, created.User?.Attributes), created: true, status };
}

/** Whether the identity user has an authenticator app as a second factor on (issue 37 point 5). */
export async function softwareTokenEnabled(identity: IdentityConfig, pool: Pool, username: string) {
  const user = await identityClient(identity).send(
    new AdminGetUserCommand({ UserPoolId: identity.pools[pool].userPoolId, Username: username }),
  );
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

/**
 * An administrator's reset of a lost authenticator app (issue 37 point 5): the app is no longer asked
 * for; the person signs in with the password and enrols a new one (at once, where their role must).
 */
export async function resetSoftwareToken(identity: IdentityConfig, pool: Pool, username: string) {
  await identityClient(identity).send(
    new AdminSetUserMFAPreferenceCommand({
      UserPoolId: identity.pools[pool].userPoolId,
      Username: username,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    }),
  );
}
