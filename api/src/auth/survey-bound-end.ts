import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { IdentityConfig } from '../config';
import type { Db } from '../db';
import { deleteUser } from '../identity/admin-client';
import type { AccountRow } from '../leaves/account-row';
import { endSessionsBefore } from './sessions';

// A one-time login exists for one questionnaire. Once the patient has sent it, nothing of it signs in
// any more (issue 23 point 4): every session ends, the pre-submit one included, and no sign-in is ever
// exchanged again (its valid-after time moves to the end of time); its identity user is deleted, so
// its password stops at the identity provider too. The doctor keeps the answers: the account row
// stays. (A doctor-link sign-up is not ended: the links its clinic mails later bring it back.)

/** The account's "valid after" once its access has ended: later than any sign-in can be. */
export const ACCESS_ENDED = new Date('9999-12-31T00:00:00Z');

export const accessEnded = (tokensValidAfter: Date) => tokensValidAfter.getTime() >= ACCESS_ENDED.getTime();

export async function endSurveyBoundAccess(
  db: Db,
  identity: IdentityConfig,
  log: FastifyBaseLogger,
  account: AccountRow,
): Promise<void> {
  await endSessionsBefore(db, account.id, sql`${ACCESS_ENDED.toISOString()}::timestamptz`);
  if (!account.cognitoSub) return;
  try {
    await deleteUser(identity, 'patient', account.email);
  } catch (e) {
    // The sessions are over and no sign-in is exchanged any more; the error type only.
    log.warn({ identity: 'AdminDeleteUser', type: (e as Error).name }, 'one-time login not deleted');
  }
}
