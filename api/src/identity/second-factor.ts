import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { audit } from '../audit';
import type { Pool } from '../contracts';
import { accounts } from '../db/schema';
import { softwareTokenEnabled } from './admin-client';
import { claimChallenge, issueChallenge, releaseChallenge } from './challenges';
import { behindLock, error, field, INVALID_SESSION, LOCKED, str } from './answers';
import type { Answer, Body, Caller, Gate } from './answers';

// The authenticator-app second factor on the embedded identity's browser route (issue 37 point 5;
// design D§15): Amazon Cognito's software-token MFA, with what cognito-local 5.3.0 gets wrong decided
// here, as ./gate.ts does for passwords. The emulator answers the SOFTWARE_TOKEN_MFA challenge with a
// random session it never checks, so the challenge carries a session of ours, bound to the user and
// to this purpose; it takes codes without any limit, so every wrong code counts in the sign-in lock
// (the right password alone does not clear the count: it is not the whole sign-in any more); and
// AssociateSoftwareToken would replace the secret of a user who already has one while leaving the
// factor on, which locks them out, so a second enrolment waits for an administrator's reset.

export const TOTP_CHALLENGE = 'SOFTWARE_TOKEN_MFA';
/** Amazon Cognito's answer to a wrong authenticator code. */
// Literal answers, not gate.ts's `error()`: gate.ts imports this file, so nothing of it runs at load.
export const CODE_MISMATCH: Answer = {
  status: 400,
  body: { __type: 'CodeMismatchException', message: 'Invalid code received for user' },
};
const ALREADY_ENROLLED: Answer = {
  status: 400,
  body: {
    __type: 'InvalidParameterException',
    message: 'A software token is already set up for this user; an administrator resets it',
  },
};
const WRONG_CODE = new Set([
  'CodeMismatchException',
  'NotAuthorizedException',
  'EnableSoftwareTokenMFAException',
]);

/** The right password of a user with the factor on: the code is asked under a session of ours. */
export async function totpChallenge(
  g: Gate,
  user: { pool: Pool; sub: string },
  upstream: Body,
): Promise<Answer> {
  return {
    status: 200,
    body: { ...upstream, Session: await issueChallenge(g.db, user, 'totp') },
  };
}

/**
 * SOFTWARE_TOKEN_MFA: only with a live session this route issued to that user for a code. A wrong
 * code counts in the lock and leaves the session for another try, as Amazon Cognito does.
 */
export async function respondToTotp(
  g: Gate,
  body: Body,
  who: { pool: Pool; name: string; user: { sub: string } | null; key: string },
): Promise<Answer> {
  const session = str(body.Session);
  const code = field(body.ChallengeResponses, 'SOFTWARE_TOKEN_MFA_CODE');
  if (!session || !code)
    return error(400, 'InvalidParameterException', 'Missing required parameter Session or code');
  if (await g.lock.locked(who.key)) return LOCKED;
  const user = who.user ? { pool: who.pool, sub: who.user.sub } : null;
  if (!user || !(await claimChallenge(g.db, session, user, 'totp'))) {
    await g.lock.fail(who.key);
    return INVALID_SESSION;
  }
  const up = await g.forward('RespondToAuthChallenge', {
    ...body,
    ChallengeResponses: { USERNAME: who.name, SOFTWARE_TOKEN_MFA_CODE: code },
  });
  if (up.status === 200 && up.body?.AuthenticationResult) {
    await g.lock.succeed(who.key);
    return { status: 200, body: up.text };
  }
  await g.lock.fail(who.key);
  await releaseChallenge(g.db, session, 'totp');
  return WRONG_CODE.has(up.type) ? CODE_MISMATCH : { status: up.status, body: up.text };
}

/** AssociateSoftwareToken with a verified access token, for a user without the factor yet. */
export async function associateSoftwareToken(g: Gate, body: Body, who: Caller): Promise<Answer> {
  if (await softwareTokenEnabled(g.identity, who.pool, who.sub)) return ALREADY_ENROLLED;
  const up = await g.forward('AssociateSoftwareToken', { AccessToken: body.AccessToken });
  return { status: up.status, body: up.text };
}

/** The account an identity user's audit rows name. */
async function accountIdOf(g: Gate, who: Caller) {
  const [account] = await g.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.pool, who.pool), eq(accounts.cognitoSub, who.sub)));
  return account?.id;
}

/**
 * SetUserMFAPreference with a verified access token: passed on as Amazon Cognito takes it; turning the
 * app off (the person's own choice, where their account need not keep one) is audited.
 */
export async function setMfaPreference(
  g: Gate,
  req: FastifyRequest,
  body: Body,
  who: Caller,
): Promise<Answer> {
  const up = await g.forward('SetUserMFAPreference', body);
  const settings = body.SoftwareTokenMfaSettings as { Enabled?: unknown } | undefined;
  if (up.status === 200 && settings?.Enabled === false) {
    const id = await accountIdOf(g, who);
    if (id) await audit(g.db, req, 'identity.totp-disabled', `account:${id}`, id);
  }
  return { status: up.status, body: up.text };
}

/**
 * VerifySoftwareToken with a verified access token: the first code proves the app holds the secret.
 * A wrong one counts in the sign-in lock; the right one turns the factor on (as Amplify's
 * updateMFAPreference would next) and is audited.
 */
export const verifySoftwareToken = behindLock(async (g, req, body, who, key) => {
  const up = await g.forward('VerifySoftwareToken', {
    AccessToken: body.AccessToken,
    UserCode: str(body.UserCode),
    ...(body.FriendlyDeviceName ? { FriendlyDeviceName: str(body.FriendlyDeviceName) } : {}),
  });
  if (up.status !== 200) {
    if (!WRONG_CODE.has(up.type)) return { status: up.status, body: up.text };
    await g.lock.fail(key);
    return CODE_MISMATCH;
  }
  await g.lock.succeed(key);
  const id = await accountIdOf(g, who);
  if (id) await audit(g.db, req, 'identity.totp-enrolled', `account:${id}`, id);
  return { status: 200, body: up.text };
});
