import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { IdentityConfig } from '../config';
import { POOL_ORDER, type Pool } from '../contracts';
import type { Db } from '../db';
import { HttpError } from '../http-errors';
import { countRequest } from '../limits';
import {
  IdentityUnavailable,
  str,
  type Answer,
  type Body,
  type Caller,
  type Gate,
  type Upstream,
} from './answers';
import { changePassword, initiateAuth, respondToAuthChallenge } from './gate';
import { associateSoftwareToken, setMfaPreference, verifySoftwareToken } from './second-factor';
import { SignInLock, type SignInLimits } from './sign-in-lock';

/**
 * The browser's only way to the embedded identity (design D§12, §14). cognito-local answers
 * every action without credentials, admin ones included (ListUsers, AdminSetUserPassword…), so it
 * listens on loopback and the portal's Amplify reaches it through this route, which passes only the
 * user-facing actions the portal uses and refuses everything else. It decides what the emulator would
 * get wrong (./gate.ts): passwords of invited users, challenge sessions, the sign-in lock, one answer
 * for unknown and wrong, the signature of access tokens (the emulator only decodes them). Requests
 * are limited per IP. Amazon Cognito needs none of this: there the browser talks to Cognito directly.
 */
const PREFIX = 'AWSCognitoIdentityProviderService.';
/** What the portal's Amplify calls (shared/src/session/identity.ts); the forgot actions are the API's own. */
const USER_ACTIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ChangePassword',
  'GetUser',
  'RevokeToken',
  // Enrolling an authenticator app (issue 37 point 5): Amplify's setUpTOTP, verifyTOTPSetup and
  // updateMFAPreference, with the access token of a password sign-in.
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);
/** Actions authorised by an access token, which the emulator would take unverified. */
const ACCESS_TOKEN_ACTIONS = new Set([
  'ChangePassword',
  'GetUser',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);
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
  db: Db;
  identity: IdentityConfig;
  limits: SignInLimits;
  /** What a password set here ends (auth/password-resets.ts; given, so identity imports no auth). */
  afterPasswordSet: Gate['afterPasswordSet'];
  /** The lock's clock (tests). */
  now?: () => Date;
}

function send(reply: FastifyReply, { status, body }: Answer) {
  return reply
    .code(status)
    .type(AMZ_JSON)
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}
const deny = (reply: FastifyReply, status: number, type: string, message: string) =>
  send(reply, { status, body: { __type: type, message } });

export const identityProxy: FastifyPluginAsync<IdentityProxyOptions> = async (app, opts) => {
  const { db, identity } = opts;
  const byIssuer = new Map<
    string,
    { pool: Pool; clientId: string; jwks: ReturnType<typeof createRemoteJWKSet> }
  >();
  const byClient = new Map<string, Pool>();
  for (const pool of POOL_ORDER) {
    const { userPoolId, clientId } = identity.pools[pool];
    const jwks = createRemoteJWKSet(new URL(`${identity.endpoint}/${userPoolId}/.well-known/jwks.json`));
    byIssuer.set(`${identity.localIssuerDomain}/${userPoolId}`, { pool, clientId, jwks });
    byClient.set(clientId, pool);
  }

  async function forward(action: string, body: Body): Promise<Upstream> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${identity.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${PREFIX}${action}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      text = await res.text();
    } catch (e) {
      // Down or past its time: thrown, not answered, so no decider reads it as a wrong password.
      throw new IdentityUnavailable(e);
    }
    let parsed: Body | null = null;
    try {
      const v: unknown = JSON.parse(text);
      if (v && typeof v === 'object' && !Array.isArray(v)) parsed = v as Body;
    } catch {
      /* not JSON */
    }
    return { status: res.status, text, type: str(parsed?.__type), body: parsed };
  }

  const gate: Gate = {
    db,
    identity,
    lock: new SignInLock(db, opts.limits, opts.now),
    forward,
    poolOfClient: (clientId) => byClient.get(clientId),
    afterPasswordSet: opts.afterPasswordSet,
  };

  /** The identity user of a genuine access token of one of our pools, else undefined. */
  async function accessTokenUser(token: string): Promise<Caller | undefined> {
    try {
      const [, part = ''] = token.split('.');
      const iss = str((JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Body).iss);
      const entry = byIssuer.get(iss);
      if (!entry) return undefined;
      const { payload } = await jwtVerify(token, entry.jwks, { issuer: iss, algorithms: ['RS256'] });
      if (payload.token_use !== 'access' || payload.client_id !== entry.clientId || !payload.sub)
        return undefined;
      return { pool: entry.pool, sub: payload.sub };
    } catch {
      return undefined;
    }
  }

  app.addContentTypeParser(
    [AMZ_JSON, 'application/x-amz-json-1.0'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  async function withinLimit(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    try {
      await countRequest(app, req, reply, 'identity');
      return true;
    } catch (e) {
      if (e instanceof HttpError && e.statusCode === 429) return false;
      throw e;
    }
  }

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      return await answer(req, reply);
    } catch (e) {
      if (!(e instanceof IdentityUnavailable)) throw e;
      // A 503 the SDK retries and the portal words as "try again", not the 500 of a fault of ours.
      req.log.warn({ identity: 'unavailable', reason: e.reason }, 'the embedded identity did not answer');
      return deny(
        reply,
        503,
        'InternalErrorException',
        'The sign-in service is not answering; please try again',
      );
    }
  };
  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!(await withinLimit(req, reply)))
      return deny(reply, 429, 'TooManyRequestsException', 'Too many requests; please wait and try again');
    const target = str(req.headers['x-amz-target']);
    const action = target.startsWith(PREFIX) ? target.slice(PREFIX.length) : '';
    if (!USER_ACTIONS.has(action)) {
      req.log.warn(
        { identity: 'refused', action: action.slice(0, 64) || 'none' },
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
    let who: Caller | undefined;
    if (ACCESS_TOKEN_ACTIONS.has(action)) {
      who = await accessTokenUser(str(body.AccessToken));
      if (!who) return deny(reply, 400, 'NotAuthorizedException', 'Invalid Access Token');
    }
    if (action === 'InitiateAuth') return send(reply, await initiateAuth(gate, body));
    if (action === 'RespondToAuthChallenge')
      return send(reply, await respondToAuthChallenge(gate, req, body));
    if (action === 'ChangePassword' && who) return send(reply, await changePassword(gate, req, body, who));
    if (action === 'AssociateSoftwareToken' && who)
      return send(reply, await associateSoftwareToken(gate, body, who));
    if (action === 'VerifySoftwareToken' && who)
      return send(reply, await verifySoftwareToken(gate, req, body, who));
    if (action === 'SetUserMFAPreference' && who)
      return send(reply, await setMfaPreference(gate, req, body, who));
    const up = await forward(action, body);
    return send(reply, { status: up.status, body: up.text });
  };
  // Not part of the product API: the AWS SDK's own wire protocol, for the embedded default's browser
  // only (docs/security.md), so it stays out of the OpenAPI document.
  const hidden = { schema: { hide: true }, config: { public: true as const } };
  app.post('/identity', hidden, handler);
  app.post('/identity/', hidden, handler);
};
