import { and, asc, count, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import type { IdentityConfig } from '../config';
import type { StaffStatusFilter, Superadmin } from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import { roleWord } from '../i18n';
import { changeSignIn } from './staff';

// Superadmins leave and return (issue 37 point 1, "the last superadmin cannot be deactivated"): one
// superadmin deactivates or reactivates another with the effects staff have (staff.ts changeSignIn:
// identity provider sign-in off, every session ended at once, the API refusing, the reason kept).
// The installation always keeps one active superadmin, whoever asks (themself included).

/** One lock for "who else stays active", so two superadmins deactivating each other cannot both pass. */
const LAST_SUPERADMIN_LOCK = 0x0a0d37;

const isSuperadmin = eq(accounts.role, 'superadmin');
const statusOf = (status: StaffStatusFilter): SQL | undefined =>
  status === 'active'
    ? isNull(accounts.deactivatedAt)
    : status === 'deactivated'
      ? isNotNull(accounts.deactivatedAt)
      : undefined;

const view = (a: typeof accounts.$inferSelect): Superadmin => ({
  id: a.id,
  email: a.email,
  firstName: a.firstName,
  lastName: a.lastName,
  deactivatedAt: a.deactivatedAt?.toISOString() ?? null,
});

/** One page of superadmins by name, as the staff lists filter them by status. */
export async function listSuperadmins(db: Db, status: StaffStatusFilter, page: number, size: number) {
  const where = and(isSuperadmin, statusOf(status));
  const [total] = await db.select({ n: count() }).from(accounts).where(where);
  const rows = await db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.email))
    .limit(size)
    .offset(page * size);
  return { items: rows.map(view), total: total?.n ?? 0 };
}

async function findSuperadmin(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(isSuperadmin, eq(accounts.id, id)));
  if (!row) throw notFound('people.noPersonWithId', { role: roleWord('superadmin') });
  return row;
}

/** 409 when no other superadmin would stay active (asked by themself or another), or for oneself. */
async function guardLast(tx: Db, actor: AccountRow, id: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LAST_SUPERADMIN_LOCK})`);
  const [others] = await tx
    .select({ n: count() })
    .from(accounts)
    .where(and(isSuperadmin, ne(accounts.id, id), isNull(accounts.deactivatedAt)));
  if ((others?.n ?? 0) === 0) throw conflict('staff.lastSuperadmin');
  if (id === actor.id) throw conflict('staff.self');
}

/** Deactivates or reactivates a superadmin; answers them as changed and the change's id. */
export async function setSuperadminActive(
  ctx: { db: Db; identity: IdentityConfig },
  actor: AccountRow,
  id: string,
  active: boolean,
  reason: string,
): Promise<{ superadmin: Superadmin; changeId: string }> {
  const target = await findSuperadmin(ctx.db, id);
  const changeId = await changeSignIn(
    ctx,
    { id, email: target.email, pool: 'superadmin' },
    active,
    reason,
    active ? undefined : (tx) => guardLast(tx, actor, id),
  );
  return { superadmin: view(await findSuperadmin(ctx.db, id)), changeId };
}
