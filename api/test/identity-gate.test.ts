import { DEMO_PASSWORD, DEMO_TEMP_PASSWORD } from '../src/seed';
import { addPatient, arrivalTokenIn, mailsTo } from './arrival-helpers';
import { demoTokens, get, post, startStack, type Stack } from './helpers';
import { initiateVia, newPasswordVia, tokensOf, viaIdentity } from './identity-helpers';
import { captureMailer, tempPasswordIn } from './mail-capture';

// Issue 23 points 1 and 2: the embedded identity's browser route decides who may set a password and
// gives one answer for every wrong credential. Each test performs the attack through /identity, as
// an outside attacker would, and checks that it fails.

jest.setTimeout(120_000);
const cap = captureMailer();
let s: Stack;
let t: Record<'superadmin' | 'doctor', string>;
beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['superadmin', 'doctor']);
});
afterAll(() => s?.stop());

const NEW = 'Taken#Over2026';
const INVALID_SESSION = {
  status: 400,
  body: { __type: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
};
const WRONG = {
  status: 400,
  body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
};

describe('no password is set without proof (point 1)', () => {
  it("an invented challenge session does not set the superadmin's password", async () => {
    for (const session of ['anything', 'dcp.invented', '00000000-0000-4000-8000-000000000000']) {
      const attack = await newPasswordVia(s, 'superadmin', 'superadmin@demo.test', session, NEW);
      expect(attack).toMatchObject(INVALID_SESSION);
      expect(tokensOf(attack.body)).toBeUndefined();
    }
    // The password is unchanged and the superadmin's session lives on.
    expect((await initiateVia(s, 'superadmin', 'superadmin@demo.test', NEW)).status).toBe(400);
    expect((await initiateVia(s, 'superadmin', 'superadmin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await get(s.url, '/user/this', t.superadmin)).status).toBe(200);
  });

  it('an invited account is not claimed with a wrong password, nor with a session issued to someone else', async () => {
    const p = await addPatient(s, t.doctor, 'type1-v2');
    const wrong = await initiateVia(s, 'patient', p.email, 'Guess#Pass2026');
    expect(wrong).toMatchObject(WRONG);
    expect(wrong.body.Session).toBeUndefined();
    // A genuine session, but for the demo invitee: useless for this account.
    const other = await initiateVia(s, 'patient', 'newpatient@demo.test', DEMO_TEMP_PASSWORD);
    expect(other.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(await newPasswordVia(s, 'patient', p.email, String(other.body.Session), NEW)).toMatchObject(
      INVALID_SESSION,
    );
  });

  it("the invitee's own first sign-in works once, and ends their earlier sessions", async () => {
    const p = await addPatient(s, t.doctor, 'type1-v2');
    const mail = mailsTo(cap.sent, p.email)[0]!;
    const temp = tempPasswordIn(mail.text)!;
    // The invitation link opened a session before the password was chosen.
    const arrived = await post(s.url, '/auth/arrival', { token: arrivalTokenIn(mail.text) });
    const earlier = (arrived.body as { jwt: string }).jwt;
    expect((await get(s.url, '/user/this', earlier)).status).toBe(200);

    const challenge = await initiateVia(s, 'patient', p.email.toUpperCase(), temp);
    expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const session = String(challenge.body.Session);
    const weak = await newPasswordVia(s, 'patient', p.email, session, 'weak');
    expect(weak.body.__type).toBe('InvalidPasswordException');
    const set = await newPasswordVia(s, 'patient', p.email, session, NEW);
    expect(set.status).toBe(200);
    expect(tokensOf(set.body)?.IdToken).toBeDefined();
    // Single use: the same session cannot set another password.
    expect(await newPasswordVia(s, 'patient', p.email, session, 'Second#Try2026')).toMatchObject(
      INVALID_SESSION,
    );
    expect((await get(s.url, '/user/this', earlier)).status).toBe(401);
    // The temporary password is over; the chosen one signs in.
    expect(await initiateVia(s, 'patient', p.email, temp)).toMatchObject(WRONG);
    expect((await initiateVia(s, 'patient', p.email, NEW)).status).toBe(200);
  });

  it('an unused invitation link stops working once the password is set (point 4)', async () => {
    const p = await addPatient(s, t.doctor, 'type1-v2');
    const mail = mailsTo(cap.sent, p.email)[0]!;
    const challenge = await initiateVia(s, 'patient', p.email, tempPasswordIn(mail.text)!);
    expect((await newPasswordVia(s, 'patient', p.email, String(challenge.body.Session), NEW)).status).toBe(
      200,
    );
    const late = await post(s.url, '/auth/arrival', { token: arrivalTokenIn(mail.text) });
    expect(late.status).toBe(400);
  });

  it('a session expires with its challenge row and answers like an invented one', async () => {
    const challenge = await initiateVia(s, 'patient', 'newpatient@demo.test', DEMO_TEMP_PASSWORD);
    const session = String(challenge.body.Session);
    await s.app.dcp.database.db.execute(
      "update identity_challenges set expires_at = now() - interval '1 second'" as never,
    );
    expect(await newPasswordVia(s, 'patient', 'newpatient@demo.test', session, NEW)).toMatchObject(
      INVALID_SESSION,
    );
  });
});

describe('no account enumeration at /identity (point 2)', () => {
  it('an unknown user and a wrong password answer alike, in every pool', async () => {
    for (const pool of ['doctor', 'patient', 'superadmin'] as const) {
      const unknown = await initiateVia(s, pool, `nobody-${pool}@demo.test`, 'Wrong#Pass2026');
      const wrong = await initiateVia(s, pool, `${pool}@demo.test`, 'Wrong#Pass2026');
      expect(unknown).toMatchObject(WRONG);
      expect({ status: wrong.status, body: wrong.body }).toEqual({
        status: unknown.status,
        body: unknown.body,
      });
    }
    // An invited user who never signed in answers the same to a wrong password.
    const invited = await initiateVia(s, 'patient', 'newpatient@demo.test', 'Wrong#Pass2026');
    expect(invited).toMatchObject(WRONG);
  });

  it('the forgot actions of the emulator are not reachable (unknown addresses answered 400 there)', async () => {
    const clientId = s.config.identity.pools.patient.clientId;
    for (const Username of ['patient@demo.test', 'nobody@demo.test'])
      expect(await viaIdentity(s.url, 'ForgotPassword', { ClientId: clientId, Username })).toMatchObject({
        status: 403,
        body: { __type: 'AccessDeniedException' },
      });
  });

  it('refuses the flows and challenges the portal does not use', async () => {
    const clientId = s.config.identity.pools.patient.clientId;
    const refresh = await viaIdentity(s.url, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: 'x' },
    });
    expect(refresh.body.__type).toBe('InvalidParameterException');
    const mfa = await viaIdentity(s.url, 'RespondToAuthChallenge', {
      ClientId: clientId,
      ChallengeName: 'SMS_MFA',
      Session: 'x',
      ChallengeResponses: { USERNAME: 'patient@demo.test', SMS_MFA_CODE: '1' },
    });
    expect(mfa.body.__type).toBe('InvalidParameterException');
  });
});

describe('ChangePassword through /identity (point 4)', () => {
  it('ends the earlier API sessions of the account', async () => {
    const p = await addPatient(s, t.doctor, 'type2-v1');
    const temp = tempPasswordIn(mailsTo(cap.sent, p.email)[0]!.text)!;
    const challenge = await initiateVia(s, 'patient', p.email, temp);
    await newPasswordVia(s, 'patient', p.email, String(challenge.body.Session), NEW);
    const signedIn = tokensOf((await initiateVia(s, 'patient', p.email, NEW)).body)!;
    const api = (await post(s.url, '/auth/jwt', { token: signedIn.IdToken })).body as { jwt: string };
    expect((await get(s.url, '/user/this', api.jwt)).status).toBe(200);
    const changed = await viaIdentity(s.url, 'ChangePassword', {
      AccessToken: signedIn.AccessToken,
      PreviousPassword: NEW,
      ProposedPassword: 'Changed#Pass2026',
    });
    expect(changed.status).toBe(200);
    expect((await get(s.url, '/user/this', api.jwt)).status).toBe(401);
  });
});
