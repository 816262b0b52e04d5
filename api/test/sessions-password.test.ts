import { randomBytes } from 'node:crypto';
import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_PASSWORD } from '../src/seed';
import { expectError, get, post, startStack, type Stack } from './helpers';
import { captureMailer, lastTo, tempPasswordIn } from './mail-capture';

// Issue 15 point 2: a password change, by whatever path, ends every earlier session of the account.

const cap = captureMailer();
let s: Stack;
let adminToken: string;
const uniq = () => randomBytes(4).toString('hex');
const FIRST = 'First#Pass2027';
const NEXT = 'Next#Pass2028';
// ID tokens carry whole seconds: the change must fall in a later second than the old sign-in.
const nextSecond = () => new Promise((r) => setTimeout(r, 1100));

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  adminToken = await s.apiToken('admin', 'admin@demo.test', DEMO_PASSWORD);
}, 120_000);
afterAll(() => s?.stop());

/** A new patient who has set a first password, with an API token and the ID token of that sign-in. */
async function patientSignedIn() {
  const email = `pw-${uniq()}@test.example`;
  expect((await post(s.url, '/user', { email, firstName: 'Pia', lastName: 'Sanz' }, adminToken)).status).toBe(
    201,
  );
  const apiToken = await s.apiToken('patient', email, tempPasswordIn(lastTo(cap.sent, email)!.text)!, FIRST);
  const { id, access } = await s.signIn('patient', email, FIRST);
  return { email, apiToken, idToken: id, accessToken: access };
}

async function expectEarlierSessionsEnded(old: { apiToken: string; idToken: string }) {
  expectError(await get(s.url, '/user/this', old.apiToken), 401);
  expectError(await post(s.url, '/auth/jwt', { token: old.idToken }), 401, /password has changed/);
  expectError(
    await post(s.url, '/auth/password-changed', { token: old.idToken }),
    401,
    /password has changed/,
  );
}

describe('a password change ends earlier sessions', () => {
  it('reset link (the API sets the password): old API token and old ID token are refused', async () => {
    const p = await patientSignedIn();
    await nextSecond();
    await post(s.url, '/auth/password/forgot', { email: p.email });
    await new Promise((r) => setTimeout(r, 50));
    const link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(lastTo(cap.sent, p.email)!.text)![1];
    expect((await post(s.url, '/auth/password/reset', { token: link, newPassword: NEXT })).status).toBe(200);
    await expectEarlierSessionsEnded(p);
    // A sign-in with the new password, even within the same second, works.
    expect((await get(s.url, '/user/this', await s.apiToken('patient', p.email, NEXT))).status).toBe(200);
  });

  it('change at the identity provider, then POST /auth/password-changed with the new sign-in', async () => {
    const p = await patientSignedIn();
    await nextSecond();
    const sdk = new CognitoIdentityProviderClient({
      endpoint: s.identity.endpoint,
      region: s.config.identity.region,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    try {
      await sdk.send(
        new ChangePasswordCommand({
          AccessToken: p.accessToken,
          PreviousPassword: FIRST,
          ProposedPassword: NEXT,
        }),
      );
    } finally {
      sdk.destroy();
    }
    const fresh = await s.signIn('patient', p.email, NEXT);
    const res = await post(s.url, '/auth/password-changed', { token: fresh.id });
    expect(res.status).toBe(200);
    await expectEarlierSessionsEnded(p);
    expect((await get(s.url, '/user/this', (res.body as { jwt: string }).jwt)).status).toBe(200);
    expect((await post(s.url, '/auth/jwt', { token: fresh.id })).status).toBe(200);
  });

  it('without a change, the exchange and password-changed keep working for current sign-ins', async () => {
    const p = await patientSignedIn();
    expect((await post(s.url, '/auth/jwt', { token: p.idToken })).status).toBe(200);
    expect((await get(s.url, '/user/this', p.apiToken)).status).toBe(200);
    expectError(await post(s.url, '/auth/password-changed', { token: 'not-a-jwt' }), 401);
  });
});
