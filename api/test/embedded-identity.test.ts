import { createPrivateKey } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { PRODUCTION_ENV } from './production-env';
import { loadConfig } from '../src/config';
import { repoRoot } from '../src/paths';
import { DEMO_PASSWORD } from '../src/seed';
import { expectError, post, startStack, type Stack } from './helpers';
import { initiateVia, viaIdentity } from './identity-helpers';

// Issue 15 point 1: the embedded identity cannot be used to become anyone.

let s: Stack;
beforeAll(async () => {
  s = await startStack();
}, 120_000);
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

const viaProxy = (action: string, body: unknown) => viaIdentity(s.url, action, body);
const signInVia = (pool: 'patient' | 'doctor', email: string, password: string) =>
  initiateVia(s, pool, email, password);

describe("the browser's path to the embedded identity", () => {
  const ADMIN_ACTIONS = [
    'ListUsers',
    'AdminGetUser',
    'AdminSetUserPassword',
    'AdminCreateUser',
    'AdminDeleteUser',
    'AdminInitiateAuth',
    'AdminUpdateUserAttributes',
    'AdminConfirmSignUp',
    'AdminDisableUser',
    'ListUserPools',
    'CreateUserPool',
    'DescribeUserPoolClient',
    'SignUp',
    // The portal resets passwords through the API's own links and codes (issue 23 point 2).
    'ForgotPassword',
    'ConfirmForgotPassword',
  ];

  it.each(ADMIN_ACTIONS)('refuses %s', async (action) => {
    const res = await viaProxy(action, {
      UserPoolId: s.config.identity.pools.superadmin.userPoolId,
      Username: 'x',
    });
    expect(res).toMatchObject({ status: 403, body: { __type: 'AccessDeniedException' } });
  });

  it('refuses a request without a target, and passes sign-in and GetUser with a genuine access token', async () => {
    const none = await fetch(`${s.url}/identity`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    expect(none.status).toBe(403);
    const ok = await signInVia('patient', 'patient@demo.test', DEMO_PASSWORD);
    expect(ok.status).toBe(200);
    const access = (ok.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    const me = await viaProxy('GetUser', { AccessToken: access });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body.UserAttributes)).toContain('patient@demo.test');
  });

  it('refuses access tokens it did not sign (the emulator itself only decodes them)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({
      username: 'superadmin@demo.test',
      token_use: 'access',
      client_id: s.config.identity.pools.superadmin.clientId,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(`${s.identity.endpoint}/${s.config.identity.pools.superadmin.userPoolId}`)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(createPrivateKey(published.pem));
    for (const action of ['GetUser', 'ChangePassword']) {
      const res = await viaProxy(action, {
        AccessToken: forged,
        PreviousPassword: 'x',
        ProposedPassword: 'Other#Pass2027',
      });
      expect(res).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    }
  });

  it('locks an account after 5 wrong passwords, even for the right one', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await signInVia('doctor', 'doctor@demo.test', `Wrong#Pass${i}`);
      expect(wrong.status).toBe(400);
    }
    expect(await signInVia('doctor', 'doctor@demo.test', DEMO_PASSWORD)).toMatchObject({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' },
    });
    // Other accounts are not affected.
    expect((await signInVia('patient', 'patient2@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('production refuses the emulator', () => {
  it('NODE_ENV=production with the embedded identity (default or explicit) stops the start', () => {
    // Without settings it names what is missing (api/test/production-settings.test.ts has each one).
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/missing: DATABASE_URL/);
    const prod = { ...PRODUCTION_ENV };
    expect(() => loadConfig({ ...prod, ALLOW_LOCAL_ISSUER: '1' })).toThrow(/cognito-local/);
    expect(() => loadConfig({ ...prod, START_IDENTITY: '1' })).toThrow(/cognito-local/);
    expect(() => loadConfig({ ...prod, COGNITO_ENDPOINT: 'http://127.0.0.1:9229' })).toThrow(/cognito-local/);
    expect(loadConfig({ ...prod, COGNITO_ENDPOINT: '' }).identity).toMatchObject({
      allowLocalIssuer: false,
      endpoint: '',
    });
  });
});
