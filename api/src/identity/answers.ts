import type { FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../config';
import type { Pool } from '../contracts';
import type { Db } from '../db';
import { SignInLock } from './sign-in-lock';

// What the embedded identity's browser route answers, in Amazon Cognito's AWS JSON, and what its
// deciders (./gate.ts for passwords, ./second-factor.ts for the authenticator app) are given.

export type Body = Record<string, unknown>;
export const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const field = (o: unknown, k: string) => (o && typeof o === 'object' ? str((o as Body)[k]) : '');

/** What the emulator answered, parsed. */
export interface Upstream {
  status: number;
  text: string;
  /** Its `__type` when it is an error. */
  type: string;
  body: Body | null;
}
/** What the route answers: a status and an AWS JSON body (a text is passed on as it is). */
export interface Answer {
  status: number;
  body: Body | string;
}

export interface Gate {
  db: Db;
  identity: IdentityConfig;
  lock: SignInLock;
  forward(action: string, body: Body): Promise<Upstream>;
  poolOfClient(clientId: string): Pool | undefined;
  /** Ends the account's sessions, links and temporary password from `cut` on (auth/password-resets.ts). */
  afterPasswordSet(db: Db, accountId: string, cut: Date): Promise<void>;
}

/** The emulator did not answer (down, or past the time limit): the route says 503, no decider reads it. */
export class IdentityUnavailable extends Error {
  readonly reason: string;
  constructor(cause: unknown) {
    super('the embedded identity did not answer');
    // The error's name only (TimeoutError, TypeError…): its message could echo the request.
    this.reason = cause instanceof Error ? cause.name : 'unknown';
  }
}

export const error = (status: number, type: string, message: string): Answer => ({
  status,
  body: { __type: type, message },
});
export const LOCKED = error(400, 'NotAuthorizedException', 'Password attempts exceeded');
export const INVALID_SESSION = error(
  400,
  'NotAuthorizedException',
  'Invalid session for the user, session is expired.',
);

/** The owner of a verified access token: whom a signed-in action acts for. */
export interface Caller {
  pool: Pool;
  sub: string;
}

/**
 * A signed-in action whose wrong secret counts in the caller's sign-in lock (ChangePassword,
 * VerifySoftwareToken): refused with LOCKED while the lock holds, otherwise run with the lock's key.
 */
export function behindLock(
  action: (g: Gate, req: FastifyRequest, body: Body, who: Caller, key: string) => Promise<Answer>,
) {
  return async (g: Gate, req: FastifyRequest, body: Body, who: Caller): Promise<Answer> => {
    const key = SignInLock.key(who.pool, { sub: who.sub });
    return (await g.lock.locked(key)) ? LOCKED : action(g, req, body, who, key);
  };
}
