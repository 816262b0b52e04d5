import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { IdentityConfig } from '../config';
import { POOL_ORDER } from '../contracts';
import { SignInLimiter, type SignInLimits } from './sign-in-limiter';

/**
 * The browser's only way to the embedded identity (ARCHITECTURE §12). cognito-local answers every
 * action without credentials, admin ones included (ListUsers, AdminSetUserPassword…), so it listens on
 * loopback and the portal's Amplify reaches it through this route, which passes the user-facing
 * actions the portal uses and refuses everything else. It also does what the emulator does not:
 * checks the signature of access tokens (the emulator only decodes them) and limits wrong passwords
 * per account. Amazon Cognito needs none of this: there the browser talks to Cognito directly.
 */
const PREFIX = 'AWSCognitoIdentityProviderService.';
const USER_ACTIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'RevokeToken',
]);
/** Actions authorised by an access token, which the emulator would take unverified. */
const ACCESS_TOKEN_ACTIONS = new Set(['ChangePassword', 'GetUser']);
/** Answers that mean a wrong secret (cognito-local says InvalidPasswordException for a wrong password). */
const WRONG_SECRET = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'CodeMismatchException']);
const AMZ_JSON = 'application/x-amz-json-1.1';
/** Headers the portal's identity SDK sends through /identity (the API's CORS must allow them). */
export const IDENTITY_SDK_HEADERS = [
  'X-Amz-Target',
  'X-Amz-User-Agent',
  'Cache-Control',
  'Amz-Sdk-Request',
  'Amz-Sdk-Invocation-Id',
];

export interface IdentityProxyOptions {
  identity: IdentityConfig;
  limits: SignInLimits;
}

type Body = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const field = (o: unknown, k: string) => (o && typeof o === 'object' ? str((o as Body)[k]) : '');

function deny(reply: FastifyReply, status: number, type: string, message: string) {
  return reply
    .code(status)
    .type(AMZ_JSON)
    .send(JSON.stringify({ __type: type, message }));
}

export const identityProxy: FastifyPluginAsync<IdentityProxyOptions> = async (app, { identity, limits }) => {
  const limiter = new SignInLimiter(limits);
  const jwksByIssuer = new Map<string, { clientId: string; jwks: ReturnType<typeof createRemoteJWKSet> }>();
  for (const pool of POOL_ORDER) {
    const { userPoolId, clientId } = identity.pools[pool];
    const jwks = createRemoteJWKSet(new URL(`${identity.endpoint}/${userPoolId}/.well-known/jwks.json`));
    jwksByIssuer.set(`${identity.localIssuerDomain}/${userPoolId}`, { clientId, jwks });
  }

  /** The user name of a genuine access token of one of our pools, else undefined. */
  async function accessTokenUser(token: string): Promise<string | undefined> {
    try {
      const [, part = ''] = token.split('.');
      const iss = str((JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Body).iss);
      const entry = jwksByIssuer.get(iss);
      if (!entry) return undefined;
      const { payload } = await jwtVerify(token, entry.jwks, { issuer: iss, algorithms: ['RS256'] });
      if (payload.token_use !== 'access' || payload.client_id !== entry.clientId) return undefined;
      return str(payload.username) || undefined;
    } catch {
      return undefined;
    }
  }

  /** Which account a request tries a secret for, so wrong ones are counted per account. */
  function limiterKey(action: string, body: Body, user: string | undefined): string | undefined {
    const client = str(body.ClientId);
    const name =
      action === 'InitiateAuth'
        ? field(body.AuthParameters, 'USERNAME')
        : action === 'RespondToAuthChallenge'
          ? field(body.ChallengeResponses, 'USERNAME')
          : action === 'ConfirmForgotPassword'
            ? str(body.Username)
            : (user ?? '');
    return name ? `${client}|${name.toLowerCase()}` : undefined;
  }

  app.addContentTypeParser(
    [AMZ_JSON, 'application/x-amz-json-1.0'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const target = str(req.headers['x-amz-target']);
    const action = target.startsWith(PREFIX) ? target.slice(PREFIX.length) : '';
    if (!USER_ACTIONS.has(action)) {
      req.log.warn(
        { identity: 'refused', action: action || 'none' },
        'identity action refused on the browser path',
      );
      return deny(reply, 403, 'AccessDeniedException', 'This action is not available here');
    }
    let body: Body;
    try {
      const parsed: unknown = JSON.parse(str(req.body));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Body;
    } catch {
      return deny(reply, 400, 'InvalidParameterException', 'The request is not a JSON object');
    }
    let user: string | undefined;
    if (ACCESS_TOKEN_ACTIONS.has(action)) {
      user = await accessTokenUser(str(body.AccessToken));
      if (!user) return deny(reply, 400, 'NotAuthorizedException', 'Invalid Access Token');
    }
    const key = limiterKey(action, body, user);
    if (key && limiter.locked(key))
      return deny(reply, 400, 'NotAuthorizedException', 'Password attempts exceeded');
    const res = await fetch(`${identity.endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': AMZ_JSON, 'x-amz-target': target },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    if (key) {
      let type = '';
      try {
        type = str((JSON.parse(text) as Body).__type);
      } catch {
        /* not JSON: not a wrong secret */
      }
      if (WRONG_SECRET.has(type)) limiter.fail(key);
      else if (res.ok) limiter.succeed(key);
    }
    return reply.code(res.status).type(AMZ_JSON).send(text);
  };
  // Not part of the product API: the AWS SDK's own wire protocol, for the embedded default's browser
  // only (docs/security.md), so it stays out of the OpenAPI document.
  const hidden = { schema: { hide: true } };
  app.post('/identity', hidden, handler);
  app.post('/identity/', hidden, handler);
};
