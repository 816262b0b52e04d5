// Signing in as the portal does, without a browser: the identity through the API's /identity path
// (cognito-local in the stack), then the API's own token for it (POST auth/jwt).
const TARGET = 'AWSCognitoIdentityProviderService.InitiateAuth';

/**
 * The benches' sign-ins all come from this machine's one address; in a clinic each person signs in
 * from their own. The per-IP token-exchange limit (300 per 5 min) would refuse them as an attack, and
 * on PostgreSQL its count is shared by every process of the database: the memory and overview
 * benches were refused (429) when they started within 5 minutes of the load bench's 400 exchanges.
 */
export const ONE_ADDRESS_LIMITS = { RATE_LIMIT_TOKEN_EXCHANGE_IP: '5000/300' };

/** The pools' client ids, as the portal reads them from its config.json. */
export async function poolClients(portalUrl) {
  const config = await (await fetch(`${portalUrl}/config.json`)).json();
  return Object.fromEntries(Object.entries(config.identity.pools).map(([pool, p]) => [pool, p.clientId]));
}

/** The API's bearer token for `email` in the pool of `clientId`. */
export async function apiToken(api, clientId, email, password) {
  const signIn = await fetch(`${api}/identity/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': TARGET },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  if (!signIn.ok) throw new Error(`sign-in of ${email}: HTTP ${signIn.status}`);
  const { AuthenticationResult: r } = await signIn.json();
  const res = await fetch(`${api}/auth/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: r.IdToken }),
  });
  if (!res.ok) throw new Error(`token exchange of ${email}: HTTP ${res.status}`);
  return (await res.json()).jwt;
}
