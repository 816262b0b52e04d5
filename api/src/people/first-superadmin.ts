import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../contracts';
import type { Db } from '../db';
import { appendAudit } from '../audit/chain';
import { accounts } from '../db/schema';
import { ensureUser, setUserPassword } from '../identity/admin-client';
import { rememberTemporaryPassword } from '../identity/temporary-passwords';
import { mailTexts } from '../mail/messages';
import { invitation } from '../mail/templates';
import { temporaryPassword, type PeopleContext } from './create';

/** Who the installation's first superadmin is (`create-superadmin --email …`). */
export interface FirstSuperadmin {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}

/** Refused: the installation has a superadmin already (they add any further one from the portal). */
export class SuperadminExists extends Error {
  constructor() {
    super('a superadmin exists already: sign in as them (or ask them) instead');
    this.name = 'SuperadminExists';
  }
}

/**
 * The first superadmin of a real installation (issue 37 point 6): the identity user (temporary
 * password, changed at the first sign-in, as every invitation), the account, the audit row and the
 * invitation e-mail written together, then sent. Only while no superadmin exists, so the command can
 * never be used to add a second way in; an identity user left by an earlier attempt that failed
 * before its account was stored is taken over with a new temporary password.
 */
export async function createFirstSuperadmin(
  ctx: PeopleContext & { auditKey: Buffer },
  who: FirstSuperadmin,
): Promise<{ id: string; sent: boolean }> {
  const { db, config } = ctx;
  const exists = async () =>
    (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.pool, 'superadmin')).limit(1))
      .length > 0;
  if (await exists()) throw new SuperadminExists();
  const password = temporaryPassword();
  const { sub, created } = await ensureUser('superadmin', who.email, password, {
    temporary: true,
    firstName: who.firstName,
    lastName: who.lastName,
    identity: config.identity,
  });
  if (!created) await setUserPassword(config.identity, 'superadmin', who.email, password, false);
  await rememberTemporaryPassword(db, config.identity, { pool: 'superadmin', sub }, password);
  const message = invitation(who.locale, {
    firstName: who.firstName,
    role: 'superadmin',
    clinicName: mailTexts(who.locale)('mail.portal'),
    email: who.email,
    temporaryPassword: password,
    signInUrl: `${config.portalOrigin}/sign-in-superadmin`,
  });
  const { id, mail } = await db.transaction(async (tx) => {
    // Two operators at once: the second finds the first's account and stops (one superadmin made).
    await tx.execute(sql`lock table accounts in share row exclusive mode`);
    const [other] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.pool, 'superadmin'))
      .limit(1);
    if (other) throw new SuperadminExists();
    const [row] = await tx
      .insert(accounts)
      .values({
        pool: 'superadmin',
        cognitoSub: sub,
        email: who.email,
        firstName: who.firstName,
        lastName: who.lastName,
        role: 'superadmin',
        status: 'ACTIVE',
        locale: who.locale,
      })
      .returning({ id: accounts.id });
    if (!row) throw new Error('account insert returned nothing');
    // From the operator's console: no actor and no address; a superadmin's row names no clinic.
    await appendAudit(tx as unknown as Db, ctx.auditKey, {
      actorAccountId: null,
      action: 'superadmin.created-first',
      target: `account:${row.id}`,
      ip: null,
      subject: sql`${row.id}::uuid`,
      clinic: sql`null::uuid`,
    });
    return { id: row.id, mail: await ctx.outbox.add(tx, 'invitation', who.email, message) };
  });
  return { id, sent: await ctx.outbox.dispatch(mail) };
}
