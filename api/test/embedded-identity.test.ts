import { createPrivateKey } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { loadConfig } from '../src/config';
import { repoRoot } from '../src/paths';
import { DEMO_PASSWORD } from '../src/seed';
import { expectError, post, startStack, type Stack } from './helpers';

// Issue 15 point 1: the embedded identity cannot be used to become anyone.

let s: Stack;
beforeAll(async () => {
  s = await startStack();
}, 60000);
afterAll(() => s?.stop());

const published = createRequire(path.join(repoRoot(), 'package.json'))(
  'cognito-local/lib/keys/cognitoLocal.private.json',
) as { pem: string; jwk: { n: string } };

describe('tokens are signed with a key generated per installation', () => {
  it('a token forged with the key published in the emulator package is refused', async () => {
    const real = decodeJwt((await s.signIn('superadmin', 'superadmin@demo.test', DEMO_PASSWORD)).id);
    const { userPoolId, clientId } = s.config.identity.pools.superadmin;
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ ...real, auth_time: now, token_use: 'id' })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(`${s.identity.endpoint}/${userPoolId}`)
      .setAudience(clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(createPrivateKey(published.pem));
    expectError(await post(s.url, '/auth/jwt', { token: forged }), 401, /not valid/);
  });

  it("the emulator's JWKS is not the package's key, and real sign-ins still exchange", async () => {
    const { userPoolId } = s.config.identity.pools.patient;
    const jwks = (await (
      await fetch(`${s.identity.endpoint}/${userPoolId}/.well-known/jwks.json`)
    ).json()) as {
      keys: { n: string }[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]!.n).not.toBe(published.jwk.n);
    expect((await s.apiToken('patient', 'patient@demo.test', DEMO_PASSWORD)).length).toBeGreaterThan(20);
  });
});

describe('production refuses the emulator', () => {
  it('NODE_ENV=production with the embedded identity (default or explicit) stops the start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/Amazon Cognito/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', ALLOW_LOCAL_ISSUER: '1' }),
    ).toThrow(/cognito-local/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', START_IDENTITY: '1' }),
    ).toThrow(/cognito-local/);
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', COGNITO_ENDPOINT: '' }).identity,
    ).toMatchObject({ allowLocalIssuer: false, endpoint: '' });
  });
});
