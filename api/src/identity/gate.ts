import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { audit } from '../audit';
import { passwordProblem, type Pool } from '../contracts';
import { accounts } from '../db/schema';
import { findIdentityUser, type IdentityUser } from './admin-client';
import {
  behindLock,
  error,
  IdentityUnavailable,
  field,
  INVALID_SESSION,
  LOCKED,
  str,
  type Answer,
  type Body,
  type Gate,
  type Upstream,
} from './answers';
import { claimChallenge, issueChallenge } from './challenges';
import { respondToTotp, TOTP_CHALLENGE, totpChallenge } from './second-factor';
import { SignInLock } from './sign-in-lock';
import { forgetTemporaryPassword, temporaryPasswordMatches } from './temporary-passwords';

// The security decisions of the embedded identity's browser route (issue 23 points 1–3; design
// D§14: a gatekeeper, not a pipe). cognito-local 5.3.0 decides none of them soundly: it answers
// NEW_PASSWORD_REQUIRED to any password of an invited user, accepts any challenge session for any
// user (confirmed ones included), tells an unknown user from a wrong password, and has no lock. So
// this file checks the secret, issues and claims the challenge sessions, counts wrong secrets per
// identity user and gives one answer for every wrong credential, before the emulator acts.

/** One answer for an unknown user and a wrong password, as Amazon Cognito gives it. */
export const WRONG_CREDENTIALS = error(400, 'NotAuthorizedException', 'Incorrect username or password.');
/** Amazon Cognito's answer to the right password of a user AdminDisableUser disabled (issue 37 point 1). */
const DISABLED_TEXT = 'User is disabled.';
export const DISABLED = error(400, 'NotAuthorizedException', DISABLED_TEXT);
const invalid = (message: string) => error(400, 'InvalidParameterException', message);
const noClient = () => error(400, 'ResourceNotFoundException', 'User pool client does not exist.');
const pass = (up: Upstream): Answer => ({ status: up.status, body: up.text });

/** Amazon Cognito's texts for a password its policy refuses (the portal shows the provider's text). */
const POLICY_TEXT = {
  tooShort: 'Password not long enough',
  noNumber: 'Password must have numeric characters',
  noUppercase: 'Password must have uppercase characters',
  noLowercase: 'Password must have lowercase characters',
  noSpecial: 'Password must have symbol characters',
} as const;
function policyRefusal(password: string): Answer | null {
  const problem = passwordProblem(password);
  if (!problem) return null;
  return error(
    400,
    'InvalidPasswordException',
    `Password does not conform to policy: ${POLICY_TEXT[problem]}`,
  );
}

/** Errors the emulator gives for a wrong password (it says InvalidPasswordException) or a wrong code. */
const WRONG_SECRET = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

/** The typed user name as the pools store it (e-mails in lower case; a sub is lower case already). */
export const nameOf = (v: string) => v.trim().toLowerCase();

export async function whoIs(g: Gate, pool: Pool, name: string) {
  const user = await findIdentityUser(g.identity, pool, name).catch((e: unknown) => {
    throw new IdentityUnavailable(e);
  });
  return { user, key: SignInLock.key(pool, user ? { sub: user.sub } : { name }) };
}

/** After a password was set here: the account's sessions, links and temporary password end. */
async function passwordWasSet(
  g: Gate,
  req: FastifyRequest,
  pool: Pool,
  user: IdentityUser,
  cut: Date,
  action: string,
) {
  await forgetTemporaryPassword(g.db, { pool, sub: user.sub });
  const [account] = await g.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.pool, pool), eq(accounts.cognitoSub, user.sub)));
  if (!account) return;
  await g.afterPasswordSet(g.db, account.id, cut);
  await audit(g.db, req, action, `account:${account.id}`, account.id);
}

/**
 * USER_PASSWORD_AUTH only. An invited user (FORCE_CHANGE_PASSWORD) must type the temporary password the
 * API gave them; then the challenge carries a session of ours. Every wrong credential counts in the
 * lock and gets the same answer, known user or not (the emulator is asked in both cases).
 */
export async function initiateAuth(g: Gate, body: Body): Promise<Answer> {
  if (body.AuthFlow !== 'USER_PASSWORD_AUTH') return invalid('Only USER_PASSWORD_AUTH is available here');
  const pool = g.poolOfClient(str(body.ClientId));
  if (!pool) return noClient();
  const name = nameOf(field(body.AuthParameters, 'USERNAME'));
  const password = field(body.AuthParameters, 'PASSWORD');
  if (!name || !password) return invalid('Missing required parameter USERNAME or PASSWORD');
  const { user, key } = await whoIs(g, pool, name);
  if (await g.lock.locked(key)) return LOCKED;
  const ask = () =>
    g.forward('InitiateAuth', { ...body, AuthParameters: { USERNAME: name, PASSWORD: password } });
  if (user?.status === 'FORCE_CHANGE_PASSWORD') {
    if (!(await temporaryPasswordMatches(g.db, { pool, sub: user.sub }, password))) {
      await g.lock.fail(key);
      return WRONG_CREDENTIALS;
    }
    if (!user.enabled) return DISABLED;
    const up = await ask();
    if (up.body?.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return pass(up);
    await g.lock.succeed(key);
    return {
      status: 200,
      body: { ...up.body, Session: await issueChallenge(g.db, { pool, sub: user.sub }) },
    };
  }
  const up = await ask();
  // Disabled: said only to the right password (Amazon Cognito answers it; the emulator signs the user
  // in, so its answer is dropped), so a guess learns nothing about the account.
  if (user && !user.enabled && (up.status === 200 || up.body?.message === DISABLED_TEXT)) return DISABLED;
  if (!user || up.status !== 200 || WRONG_SECRET.has(up.type)) {
    await g.lock.fail(key);
    return WRONG_CREDENTIALS;
  }
  // The right password of a user with an authenticator app: the code follows, under a session of ours
  // (./second-factor.ts); the lock's count stands until the code is right too.
  if (up.body?.ChallengeName === TOTP_CHALLENGE && user)
    return totpChallenge(g, { pool, sub: user.sub }, up.body);
  // Any other challenge for a confirmed user would carry the emulator's session, which proves nothing.
  if (up.body?.ChallengeName) return WRONG_CREDENTIALS;
  await g.lock.succeed(key);
  return pass(up);
}

/**
 * NEW_PASSWORD_REQUIRED only, and only with a live session this route issued to that identity user
 * (single-use); anything else counts as a wrong secret. The password is set by the emulator, then the
 * account's earlier sessions and links end.
 */
export async function respondToAuthChallenge(g: Gate, req: FastifyRequest, body: Body): Promise<Answer> {
  const totp = body.ChallengeName === TOTP_CHALLENGE;
  if (!totp && body.ChallengeName !== 'NEW_PASSWORD_REQUIRED')
    return invalid('Only NEW_PASSWORD_REQUIRED or SOFTWARE_TOKEN_MFA is available here');
  const pool = g.poolOfClient(str(body.ClientId));
  if (!pool) return noClient();
  if (totp) {
    const name = nameOf(field(body.ChallengeResponses, 'USERNAME'));
    if (!name) return invalid('Missing required parameter USERNAME');
    return respondToTotp(g, body, { pool, name, ...(await whoIs(g, pool, name)) });
  }
  const responses = (
    body.ChallengeResponses && typeof body.ChallengeResponses === 'object' ? body.ChallengeResponses : {}
  ) as Body;
  const name = nameOf(str(responses.USERNAME));
  const newPassword = str(responses.NEW_PASSWORD);
  const session = str(body.Session);
  if (!name || !newPassword || !session)
    return invalid('Missing required parameter USERNAME, NEW_PASSWORD or Session');
  const refused = policyRefusal(newPassword);
  if (refused) return refused;
  const { user, key } = await whoIs(g, pool, name);
  if (await g.lock.locked(key)) return LOCKED;
  if (!user || !(await claimChallenge(g.db, session, { pool, sub: user.sub }))) {
    await g.lock.fail(key);
    return INVALID_SESSION;
  }
  const cut = new Date();
  const up = await g.forward('RespondToAuthChallenge', {
    ...body,
    ChallengeResponses: { ...responses, USERNAME: name },
  });
  if (up.status === 200) {
    await g.lock.succeed(key);
    await passwordWasSet(g, req, pool, user, cut, 'identity.new-password');
  }
  return pass(up);
}

/**
 * ChangePassword with a verified access token (`who`): the previous password is checked by the
 * emulator, a wrong one counts in the lock, the new one must meet the policy, and a change ends the
 * account's earlier sessions and links.
 */
export const changePassword = behindLock(async (g, req, body, who, key) => {
  const refused = policyRefusal(str(body.ProposedPassword));
  if (refused) return refused;
  const cut = new Date();
  const up = await g.forward('ChangePassword', body);
  if (WRONG_SECRET.has(up.type)) {
    await g.lock.fail(key);
    return WRONG_CREDENTIALS;
  }
  if (up.status === 200) {
    await g.lock.succeed(key);
    await passwordWasSet(
      g,
      req,
      who.pool,
      { sub: who.sub, status: 'CONFIRMED', enabled: true },
      cut,
      'identity.change-password',
    );
  }
  return pass(up);
});
