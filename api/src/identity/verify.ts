import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityConfig } from '../config';
import { POOL_ORDER, type Pool } from '../contracts';
import { message, type MessageId } from '../i18n';

export interface VerifiedIdToken {
  pool: Pool;
  sub: string;
  email: string | undefined;
  /** When the user signed in (seconds): `auth_time`, which a refreshed token keeps; else `iat`. */
  authTime: number;
}

/** Why a token was refused: a catalogue id (answered as a 401 in the caller's language). */
export class TokenError extends Error {
  constructor(public readonly id: Extract<MessageId, `auth.token.${string}`>) {
    super(message(id, 'en-GB'));
  }
}

interface PoolIssuer {
  pool: Pool;
  clientId: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/**
 * Verifies Cognito ID tokens. The pool is chosen by the token's exact `iss`; the signature is checked
 * against that pool's JWKS (cached by jose), and issuer, audience (the pool's client id) and
 * token_use are pinned. cognito-local signs every pool with one public test key, so the pinning is
 * what keeps pools apart, and its issuer form is accepted only when allowLocalIssuer is set.
 */
export function createIdTokenVerifier(identity: IdentityConfig) {
  const byIssuer = new Map<string, PoolIssuer>();
  for (const pool of POOL_ORDER) {
    const { userPoolId, clientId } = identity.pools[pool];
    const issuers = [`https://cognito-idp.${identity.region}.amazonaws.com/${userPoolId}`];
    if (identity.allowLocalIssuer) issuers.push(`${identity.localIssuerDomain}/${userPoolId}`);
    for (const iss of issuers) {
      // Local issuers serve their keys from the endpoint; Amazon's from the issuer itself.
      const local = !iss.startsWith('https://cognito-idp.');
      const base = local && identity.endpoint ? `${identity.endpoint}/${userPoolId}` : iss;
      const jwks = createRemoteJWKSet(new URL(`${base}/.well-known/jwks.json`), {
        timeoutDuration: 5000,
        cooldownDuration: 30000,
      });
      byIssuer.set(iss, { pool, clientId, jwks });
    }
  }

  const local = identity.allowLocalIssuer && Boolean(identity.endpoint);
  /**
   * Fetches every pool's keys ahead of the first sign-in (failures ignored: the first verify fetches
   * again). Otherwise the first exchanges of a busy morning all wait on one key fetch from an identity
   * service busy with the same sign-ins, and past its 5 s timeout they fail (issue 16).
   */
  async function warm(): Promise<void> {
    // The embedded identity's issuers where it is allowed, else Amazon's.
    const inUse = [...byIssuer].filter(([iss]) => iss.startsWith('https://cognito-idp.') !== local);
    await Promise.all(inUse.map(([, e]) => e.jwks.reload().catch(() => undefined)));
  }

  return Object.assign(verify, { warm });

  async function verify(token: string): Promise<VerifiedIdToken> {
    let iss: unknown;
    try {
      const part = token.split('.')[1] ?? '';
      iss = (JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as JWTPayload).iss;
    } catch {
      throw new TokenError('auth.token.notJwt');
    }
    const entry = typeof iss === 'string' ? byIssuer.get(iss) : undefined;
    if (!entry || typeof iss !== 'string') throw new TokenError('auth.token.unknownPool');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, entry.jwks, {
        issuer: iss,
        audience: entry.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw new TokenError('auth.token.expired');
      if (e instanceof joseErrors.JOSEError) throw new TokenError('auth.token.invalid');
      throw e; // e.g. JWKS unreachable: a server error, not the client's fault
    }
    if (payload.token_use !== 'id') throw new TokenError('auth.token.idRequired');
    if (typeof payload.sub !== 'string' || !payload.sub) throw new TokenError('auth.token.noSubject');
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined;
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : (payload.iat as number);
    return { pool: entry.pool, sub: payload.sub, email, authTime };
  }
}
export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
