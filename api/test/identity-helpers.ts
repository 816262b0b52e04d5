import type { Pool } from '../src/contracts';
import type { Stack } from './helpers';

/** A call to the browser's path to the embedded identity (/identity), as Amplify makes it. */
export async function viaIdentity(url: string, action: string, body: unknown) {
  const res = await fetch(`${url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** USER_PASSWORD_AUTH through /identity. */
export const initiateVia = (
  s: Pick<Stack, 'url' | 'config'>,
  pool: Pool,
  username: string,
  password: string,
) =>
  viaIdentity(s.url, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: s.config.identity.pools[pool].clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

/** The answer to a NEW_PASSWORD_REQUIRED challenge through /identity. */
export const newPasswordVia = (
  s: Pick<Stack, 'url' | 'config'>,
  pool: Pool,
  username: string,
  session: string,
  newPassword: string,
) =>
  viaIdentity(s.url, 'RespondToAuthChallenge', {
    ClientId: s.config.identity.pools[pool].clientId,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: session,
    ChallengeResponses: { USERNAME: username, NEW_PASSWORD: newPassword },
  });

export const tokensOf = (body: Record<string, unknown>) =>
  body.AuthenticationResult as { IdToken: string; AccessToken: string } | undefined;
