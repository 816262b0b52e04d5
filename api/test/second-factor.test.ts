import { DEMO_PASSWORD } from '../src/seed';
import { call, expectError, get, post, startStack, type Stack } from './helpers';
import type { AuditList, Pool } from '../src/contracts';
import { initiateVia, newPasswordVia, tokensOf, viaIdentity } from './identity-helpers';
import { totp, wrongCode } from './totp';

// Issue 37 point 5: an authenticator app as the second factor, through the browser's /identity route
// with Amazon Cognito's calls and challenge names. The gate, not the emulator, decides the sessions
// and counts wrong codes in the sign-in lock.

jest.setTimeout(120_000);
let s: Stack;
beforeAll(async () => {
  s = await startStack({
    // Production's default: admins and superadmins must have an app (the demo's default is off).
    env: { SIGN_IN_MAX_FAILURES: '5', RATE_LIMIT_IDENTITY_IP: '200/60', STAFF_TOTP_REQUIRED: '1' },
  });
});
afterAll(() => s?.stop());

const ADMIN = 'admin@demo.test';
const clientId = () => s.config.identity.pools.admin.clientId;
const codeVia = (session: string, code: string) =>
  viaIdentity(s.url, 'RespondToAuthChallenge', {
    ClientId: clientId(),
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: session,
    ChallengeResponses: { USERNAME: ADMIN, SOFTWARE_TOKEN_MFA_CODE: code },
  });
const INVALID_SESSION = {
  status: 400,
  body: { __type: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
};
const MISMATCH = { status: 400, body: { __type: 'CodeMismatchException' } };
let secret = '';
let superSecret = '';
const SUPER = 'superadmin@demo.test';
const WHY = 'Lost phone <b>on</b> the train; checked her badge in person';
const DOCTOR = 'doctor@demo.test';

/** Enrols an app for a demo staff account through /identity; answers its secret. */
async function enrol(pool: Pool, email: string) {
  const { AccessToken } = tokensOf((await initiateVia(s, pool, email, DEMO_PASSWORD)).body)!;
  const key = String((await viaIdentity(s.url, 'AssociateSoftwareToken', { AccessToken })).body.SecretCode);
  await viaIdentity(s.url, 'VerifySoftwareToken', { AccessToken, UserCode: totp(key) });
  return key;
}

/** An API session of a staff account with an app: password, code, exchange. */
async function staffSession(pool: Pool, email: string, key: string) {
  const { body } = await initiateVia(s, pool, email, DEMO_PASSWORD);
  const answer = await viaIdentity(s.url, 'RespondToAuthChallenge', {
    ClientId: s.config.identity.pools[pool].clientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: body.Session,
    ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totp(key) },
  });
  const res = await post(s.url, '/auth/jwt', { token: tokensOf(answer.body)!.IdToken });
  return (res.body as { jwt: string }).jwt;
}

it('enrols an app with one right code, after which a password alone signs in no more', async () => {
  const first = await initiateVia(s, 'admin', ADMIN, DEMO_PASSWORD);
  const access = tokensOf(first.body)!.AccessToken;
  // Before enrolment an admin gets no session from the API; a doctor's clinic did not ask for one.
  const refused = await post(s.url, '/auth/jwt', { token: tokensOf(first.body)!.IdToken });
  expect(refused).toMatchObject({ status: 403, body: { code: 'auth.secondFactorRequired' } });
  await expect(s.apiToken('doctor', 'doctor@demo.test', DEMO_PASSWORD)).resolves.toBeTruthy();
  const assoc = await viaIdentity(s.url, 'AssociateSoftwareToken', { AccessToken: access });
  expect(assoc.status).toBe(200);
  secret = String(assoc.body.SecretCode);
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // A forged access token is refused before the emulator sees it.
  const forged = await viaIdentity(s.url, 'AssociateSoftwareToken', { AccessToken: `${access}x` });
  expect(forged.body.__type).toBe('NotAuthorizedException');

  const verify = (UserCode: string) =>
    viaIdentity(s.url, 'VerifySoftwareToken', { AccessToken: access, UserCode });
  expect(await verify(wrongCode(secret))).toMatchObject(MISMATCH);
  expect(await verify(totp(secret))).toMatchObject({ status: 200, body: { Status: 'SUCCESS' } });
  const pref = await viaIdentity(s.url, 'SetUserMFAPreference', {
    AccessToken: access,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  expect(pref.status).toBe(200);
  // A second app waits for an administrator's reset (the emulator would break the first one).
  expect((await viaIdentity(s.url, 'AssociateSoftwareToken', { AccessToken: access })).status).toBe(400);

  const again = await initiateVia(s, 'admin', ADMIN, DEMO_PASSWORD);
  expect(again.status).toBe(200);
  expect(again.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  expect(tokensOf(again.body)).toBeUndefined();
  expect(String(again.body.Session)).toMatch(/^dcp\./);
});

it('answers the code only under the session the right password got, once; a wrong code may be retried', async () => {
  expect(await codeVia('00000000-0000-4000-8000-000000000000', totp(secret))).toMatchObject(INVALID_SESSION);
  const { body } = await initiateVia(s, 'admin', ADMIN, DEMO_PASSWORD);
  const session = String(body.Session);
  // The code's session cannot set a password (NEW_PASSWORD_REQUIRED would skip the code).
  expect(await newPasswordVia(s, 'admin', ADMIN, session, 'Skip#Code2026')).toMatchObject(INVALID_SESSION);
  expect(await codeVia(session, wrongCode(secret))).toMatchObject(MISMATCH);
  const signedIn = await codeVia(session, totp(secret));
  expect(signedIn.status).toBe(200);
  expect(tokensOf(signedIn.body)?.IdToken).toBeDefined();
  expect((await post(s.url, '/auth/jwt', { token: tokensOf(signedIn.body)!.IdToken })).status).toBe(200);
  expect(await codeVia(session, totp(secret))).toMatchObject(INVALID_SESSION);
});

it('an administrator resets a lost app (the superadmin for admins), audited; the admin enrols a new one', async () => {
  superSecret = await enrol('superadmin', SUPER);
  const t = { superadmin: await staffSession('superadmin', SUPER, superSecret), admin: '' };
  t.admin = await staffSession('admin', ADMIN, secret);
  const adminId = ((await get(s.url, '/user/this', t.admin)).body as { id: string }).id;
  const reset = (token: string, body: unknown = { reason: WHY }) =>
    post(s.url, `/admin/${adminId}/second-factor/reset`, body, token);
  // An admin's app is the superadmin's to reset, not another admin's (nor their own).
  expect((await reset(t.admin)).status).toBe(403);
  // Why is required: without it nothing is reset.
  for (const body of [{}, { reason: '   ' }]) {
    const refused = await reset(t.superadmin, body);
    expectError(refused, 400);
    expect(JSON.stringify(refused.body)).toMatch(/Say why the authenticator app is reset|expected string/);
  }
  expect((await initiateVia(s, 'admin', ADMIN, DEMO_PASSWORD)).body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  expectError(await reset(t.superadmin, { reason: 'x'.repeat(501) }), 400);
  expect(await reset(t.superadmin)).toMatchObject({ status: 200, body: { reset: true } });
  const trail = (await get(s.url, '/audit?size=20', t.superadmin)).body as AuditList;
  // Who, whom and why, the reason as typed (text: the portal never renders it as HTML).
  expect(trail.content.find((e) => e.action === 'identity.totp-reset')).toMatchObject({
    actor: { email: 'superadmin@demo.test' },
    subject: { email: ADMIN },
    record: { kind: 'staff-change', reason: WHY },
  });

  // The password alone signs in at the provider again; the API wants a new app before a session.
  const signIn = await initiateVia(s, 'admin', ADMIN, DEMO_PASSWORD);
  expect(signIn.body.ChallengeName).toBeUndefined();
  const { IdToken, AccessToken } = tokensOf(signIn.body)!;
  expect((await post(s.url, '/auth/jwt', { token: IdToken })).status).toBe(403);
  const assoc = await viaIdentity(s.url, 'AssociateSoftwareToken', { AccessToken });
  expect(assoc.status).toBe(200);
  expect(assoc.body.SecretCode).not.toBe(secret);
  secret = String(assoc.body.SecretCode);
  const verified = await viaIdentity(s.url, 'VerifySoftwareToken', { AccessToken, UserCode: totp(secret) });
  expect(verified.status).toBe(200);
  expect((await initiateVia(s, 'admin', ADMIN, DEMO_PASSWORD)).body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
});

it('a clinic requires an app of its doctors: a doctor without one is taken through enrolment; audited on and off', async () => {
  const t = {
    superadmin: await staffSession('superadmin', SUPER, superSecret),
    admin: await staffSession('admin', ADMIN, secret),
  };
  const clinicId = ((await get(s.url, '/user/this', t.admin)).body as { clinic: { id: string } }).clinic.id;
  const rule = `/clinic/${clinicId}/second-factor`;
  const set = (token: string, doctorsRequired: boolean, path = rule) =>
    call(s.url, 'PUT', path, { token, body: { doctorsRequired } });
  const doctorExchange = async () => {
    const { id } = await s.signIn('doctor', DOCTOR, DEMO_PASSWORD);
    return post(s.url, '/auth/jwt', { token: id });
  };
  expect(await get(s.url, rule, t.admin)).toMatchObject({ status: 200, body: { doctorsRequired: false } });
  expect((await doctorExchange()).status).toBe(200);

  expect(await set(t.admin, true)).toMatchObject({ status: 200, body: { doctorsRequired: true } });
  expect(await doctorExchange()).toMatchObject({ status: 403, body: { code: 'auth.secondFactorRequired' } });
  // A patient of the clinic is not asked.
  expect(
    (
      await post(s.url, '/auth/jwt', {
        token: (await s.signIn('patient', 'patient@demo.test', DEMO_PASSWORD)).id,
      })
    ).status,
  ).toBe(200);
  // The superadmin sets it for any clinic; off, the doctor signs in with the password alone again.
  expect(await set(t.superadmin, false)).toMatchObject({ status: 200, body: { doctorsRequired: false } });
  expect((await doctorExchange()).status).toBe(200);

  // Another clinic's rule is not this admin's: 404, like a clinic that does not exist.
  const other = (await post(s.url, '/clinic', { name: 'North second factor' }, t.superadmin)).body as {
    id: string;
  };
  expectError(await set(t.admin, true, `/clinic/${other.id}/second-factor`), 404);
  expectError(await get(s.url, `/clinic/${other.id}/second-factor`, t.admin), 404);
  expect((await get(s.url, `/clinic/${other.id}/second-factor`, t.superadmin)).body).toEqual({
    doctorsRequired: false,
  });

  const trail = (await get(s.url, '/audit?size=40', t.superadmin)).body as AuditList;
  const changes = trail.content.filter((e) => e.action.startsWith('clinic.second-factor-'));
  expect(changes.map((e) => [e.action, e.actor?.email, e.record])).toEqual([
    ['clinic.second-factor-off', SUPER, { kind: 'clinic', name: expect.any(String) }],
    ['clinic.second-factor-on', ADMIN, { kind: 'clinic', name: expect.any(String) }],
  ]);
  expect(changes[0]!.target).toBe(`clinic:${clinicId}`);
});

it('a patient may turn the app on, then every sign-in asks its code; and off again, audited', async () => {
  const PATIENT = 'patient2@demo.test';
  const key = await enrol('patient', PATIENT);
  const signIn = await initiateVia(s, 'patient', PATIENT, DEMO_PASSWORD);
  expect(signIn.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  expect(tokensOf(signIn.body)).toBeUndefined();
  const patient = await staffSession('patient', PATIENT, key);
  // A patient need not keep it (the portal offers turning it off); an admin must, here.
  expect((await get(s.url, '/user/this/second-factor', patient)).body).toEqual({ required: false });
  const admin = await staffSession('admin', ADMIN, secret);
  expect((await get(s.url, '/user/this/second-factor', admin)).body).toEqual({ required: true });

  // Off: the password and a code open a provider session, whose access token turns the app off.
  const again = await initiateVia(s, 'patient', PATIENT, DEMO_PASSWORD);
  const coded = await viaIdentity(s.url, 'RespondToAuthChallenge', {
    ClientId: s.config.identity.pools.patient.clientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: again.body.Session,
    ChallengeResponses: { USERNAME: PATIENT, SOFTWARE_TOKEN_MFA_CODE: totp(key) },
  });
  const off = await viaIdentity(s.url, 'SetUserMFAPreference', {
    AccessToken: tokensOf(coded.body)!.AccessToken,
    SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
  });
  expect(off.status).toBe(200);
  const plain = await initiateVia(s, 'patient', PATIENT, DEMO_PASSWORD);
  expect(plain.body.ChallengeName).toBeUndefined();
  expect(tokensOf(plain.body)?.IdToken).toBeDefined();
  const trail = (await get(s.url, '/audit?size=20', admin)).body as AuditList;
  expect(trail.content.find((e) => e.action === 'identity.totp-disabled')).toMatchObject({
    actor: { email: PATIENT },
    subject: { email: PATIENT },
  });
});

it('counts wrong codes in the sign-in lock, which the right password does not clear', async () => {
  // A full sign-in first forgets the earlier tests' failures.
  const fresh = await initiateVia(s, 'admin', ADMIN, DEMO_PASSWORD);
  expect((await codeVia(String(fresh.body.Session), totp(secret))).status).toBe(200);
  for (let i = 0; i < 5; i++) {
    const { body } = await initiateVia(s, 'admin', ADMIN, DEMO_PASSWORD);
    expect(body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(await codeVia(String(body.Session), wrongCode(secret))).toMatchObject(MISMATCH);
  }
  const locked = await initiateVia(s, 'admin', ADMIN, DEMO_PASSWORD);
  expect(locked).toMatchObject({
    status: 400,
    body: { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' },
  });
});
