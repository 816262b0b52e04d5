import { and, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isErasedEmail, type AuditEntry, type AuditQuery, type Locale } from '../contracts';
import type { Db } from '../db';
import { accounts, auditLog } from '../db/schema';
import { nameHasWords } from '../leaves/name-search';
import { csvRow } from '../leaves/csv';
import { nameRecords } from './records';

export type AuditFilter = Omit<AuditQuery, 'page' | 'size'>;

const actor = alias(accounts, 'actor');
const subject = alias(accounts, 'subject');

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Part of the e-mail, or the name as people type it (name-search.ts: case and accents do not matter). */
function personMatches(who: typeof actor | typeof subject, text: string): SQL | undefined {
  return or(ilike(who.email, `%${escapeLike(text)}%`), nameHasWords(sql`${who}`, text));
}

/** The filter as SQL; `clinicId` limits to one clinic (an admin's view), null reads every row. */
function where(f: AuditFilter, clinicId: string | null): SQL | undefined {
  return and(
    clinicId ? eq(auditLog.clinicId, clinicId) : undefined,
    f.actor ? personMatches(actor, f.actor) : undefined,
    f.patient ? and(isNotNull(auditLog.subjectAccountId), personMatches(subject, f.patient)) : undefined,
    f.from ? gte(auditLog.at, sql`${f.from}::date`) : undefined,
    f.to ? lt(auditLog.at, sql`${f.to}::date + 1`) : undefined,
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  target: auditLog.target,
  ip: auditLog.ip,
  chainIndex: auditLog.chainIndex,
  actorEmail: actor.email,
  actorFirst: actor.firstName,
  actorLast: actor.lastName,
  actorRole: actor.role,
  subjectEmail: subject.email,
  subjectFirst: subject.firstName,
  subjectLast: subject.lastName,
  subjectRole: subject.role,
};
type Raw = { [K in keyof typeof columns]: unknown } & { at: Date };

const person = (email: unknown, first: unknown, last: unknown, role: unknown) => {
  if (typeof email !== 'string') return null;
  if (isErasedEmail(email)) return { email: '', name: '', role: String(role), erased: true };
  return { email, name: `${String(first ?? '')} ${String(last ?? '')}`.trim(), role: String(role) };
};

function entry(r: Raw): AuditEntry {
  return {
    id: String(r.id),
    at: r.at.toISOString(),
    action: String(r.action),
    target: (r.target as string | null) ?? null,
    ip: (r.ip as string | null) ?? null,
    actor: person(r.actorEmail, r.actorFirst, r.actorLast, r.actorRole),
    subject: person(r.subjectEmail, r.subjectFirst, r.subjectLast, r.subjectRole),
    record: null,
    sealed: r.chainIndex !== null,
  };
}

function query(db: Db, f: AuditFilter, clinicId: string | null) {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectAccountId))
    .where(where(f, clinicId));
}

/** One page of the trail, newest first, each record named in the reader's language. */
export async function listAudit(
  db: Db,
  q: AuditQuery,
  clinicId: string | null,
  locale: Locale,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const rows = await query(db, q, clinicId)
    .orderBy(desc(auditLog.at), desc(auditLog.seq))
    .limit(q.size)
    .offset(q.page * q.size);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectAccountId))
    .where(where(q, clinicId));
  return { rows: await nameRecords(db, (rows as Raw[]).map(entry), locale), total: count?.n ?? 0 };
}

const HEADER = [
  'at',
  'action',
  'target',
  'ip',
  'actor_email',
  'actor_name',
  'actor_role',
  'subject_email',
  'subject_name',
  'record',
  'sealed',
];

/** The filtered trail as CSV (formula cells neutralised), in pages so memory stays flat. */
export async function* auditCsv(
  db: Db,
  f: AuditFilter,
  clinicId: string | null,
  locale: Locale,
): AsyncGenerator<string> {
  yield csvRow(HEADER);
  for (let offset = 0; ; offset += 1000) {
    const rows = await query(db, f, clinicId)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(1000)
      .offset(offset);
    for (const e of await nameRecords(db, (rows as Raw[]).map(entry), locale))
      yield csvRow([
        e.at,
        e.action,
        e.target,
        e.ip,
        e.actor?.email,
        e.actor?.name,
        e.actor?.role,
        e.subject?.email,
        e.subject?.name,
        e.record?.name ?? null,
        e.sealed,
      ]);
    if (rows.length < 1000) return;
  }
}
