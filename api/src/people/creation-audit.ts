import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { audit } from '../audit';
import type { Role } from '../contracts';
import type { Db } from '../db';
import { accounts, HOLDS_ADDRESS } from '../db/schema';

/**
 * A creation's audit rows: `<role>.create` for the clinic, as always; for a second clinic's record of
 * a patient (people/create.ts) also `patient.second-clinic`, naming both records, which only the
 * superadmin reads: whoever can resolve it, never the clinic that added the person (issue 23 point 5).
 */
export async function auditCreation(db: Db, req: FastifyRequest, role: Role, id: string): Promise<void> {
  await audit(db, req, `${role}.create`, `account:${id}`);
  if (role !== 'patient') return;
  const [created] = await db
    .select({ email: accounts.email, linkOnly: accounts.linkOnly })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!created?.linkOnly) return;
  const [holder] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.pool, 'patient'), eq(accounts.email, created.email), HOLDS_ADDRESS));
  req.log.info({ people: 'second-clinic', account: id, holder: holder?.id }, 'patient of several clinics');
  await audit(db, req, 'patient.second-clinic', `accounts:${holder?.id ?? '?'},${id}`, undefined, true);
}
