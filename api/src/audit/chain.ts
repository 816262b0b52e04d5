import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, desc, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { auditHeads, auditLog } from '../db/schema';

// The audit trail's tamper evidence (issue 23 point 6). Each row is chained as it is written, in the
// same transaction, behind one advisory lock (so every API process on one PostgreSQL appends to one
// chain, in commit order): its hash is an HMAC, keyed with a secret the database does not hold, of
// its content and the previous row's hash. Someone who can write the database can delete or edit
// rows, but cannot re-chain them without the key, and PostgreSQL refuses UPDATE, DELETE and TRUNCATE
// on the table (a trigger, drizzle/0009_audit_insert_only.sql). Deleting the newest rows leaves a
// valid shorter chain: the head each process publishes now and then (publishAuditHead) shows that. It
// goes to the log, and to the audit_heads table through publish_audit_head(), which the API's own
// role may call but whose table it cannot write (issue 38 point 3; on PGlite there is one role: the
// log line is the evidence kept out of the database).

/** Where the head goes: the process's structured log (pino's `info`). */
export interface HeadLog {
  info(obj: object, msg: string): void;
}

/** Advisory lock key: one writer of the chain at a time, across API processes on one PostgreSQL. */
const CHAIN_LOCK = 0x0a0d17;
export const GENESIS = '0'.repeat(64);
const BATCH = 2_000;

type Row = typeof auditLog.$inferSelect;

/** The HMAC of a row: every column a reader relies on, in a fixed order, after the previous hash. */
export function rowDigest(key: Buffer, prevHash: string, r: Row): string {
  const content = [
    r.id,
    r.at.toISOString(),
    r.actorAccountId,
    r.action,
    r.target,
    r.ip,
    r.subjectAccountId,
    r.clinicId,
    r.chainIndex,
  ];
  return createHmac('sha256', key)
    .update(`${prevHash}\n${JSON.stringify(content)}`)
    .digest('hex');
}

export interface NewAuditRow {
  actorAccountId: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  /** SQL resolving whose data it is, and their clinic, in the append's own statement. */
  subject: SQL;
  clinic: SQL;
}

type Head = { index: number; hash: string };

async function readHead(db: Db): Promise<Head | null> {
  const [last] = await db
    .select({ index: auditLog.chainIndex, hash: auditLog.hash })
    .from(auditLog)
    .where(isNotNull(auditLog.chainIndex))
    .orderBy(desc(auditLog.chainIndex))
    .limit(1);
  return last?.index != null && last.hash ? { index: last.index, hash: last.hash } : null;
}

/** Appends one row, chained at once: nothing is ever written unsealed. */
export async function appendAudit(db: Db, key: Buffer, row: NewAuditRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const found = await tx.execute(
      sql`select ${row.subject} as subject, ${row.clinic} as clinic, ${row.ip}::inet as ip`,
    );
    const values = (
      found as unknown as { rows: { subject: string | null; clinic: string | null; ip: string | null }[] }
    ).rows[0];
    const head = await readHead(tx as unknown as Db);
    const prevHash = head?.hash ?? GENESIS;
    const full: Row = {
      id: randomUUID(),
      seq: 0,
      at: new Date(),
      actorAccountId: row.actorAccountId,
      action: row.action,
      target: row.target,
      // As the database writes it back (inet's own text), so the hash verifies after a read.
      ip: values?.ip ?? null,
      subjectAccountId: values?.subject ?? null,
      clinicId: values?.clinic ?? null,
      chainIndex: (head?.index ?? 0) + 1,
      prevHash,
      hash: null,
    };
    const { seq: _seq, ...insert } = full;
    await tx.insert(auditLog).values({ ...insert, hash: rowDigest(key, prevHash, full) });
  });
}

/**
 * Chains rows written before the chain was keyed (the migration unsealed them), oldest first; the
 * trigger lets only their chain columns be filled. Run once at start; safe from several processes.
 */
export async function sealLegacyRows(db: Db, key: Buffer): Promise<number> {
  let sealed = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
      const rows = await tx
        .select()
        .from(auditLog)
        .where(isNull(auditLog.chainIndex))
        .orderBy(asc(auditLog.seq))
        .limit(250);
      if (rows.length === 0) return 0;
      const head = await readHead(tx as unknown as Db);
      let prev = head?.hash ?? GENESIS;
      let index = head?.index ?? 0;
      const sealedRows = rows.map((r) => {
        index += 1;
        const hash = rowDigest(key, prev, { ...r, chainIndex: index });
        const v = sql`(${r.id}::uuid, ${index}::bigint, ${prev}, ${hash})`;
        prev = hash;
        return v;
      });
      await tx.execute(sql`update ${auditLog} set chain_index = v.idx, prev_hash = v.prev, hash = v.hash
        from (values ${sql.join(sealedRows, sql`, `)}) as v(id, idx, prev, hash) where ${auditLog.id} = v.id`);
      return rows.length;
    });
    sealed += n;
    if (n === 0) return sealed;
  }
}

export interface ChainReport {
  sealed: number;
  unsealed: number;
  intact: boolean;
  /** The first chain position whose row no longer matches (edited, or a row removed before it). */
  brokenAt: number | null;
  /** The newest row of the chain, as publishAuditHead logs it. */
  head: Head | null;
  /** The published head compared: the one given, else the newest in audit_heads (null: none). */
  against: Head | null;
  /** Against that head: is its row still there, unchanged? (null: no head to compare.) */
  published: 'matches' | 'mismatch' | null;
}

/**
 * Walks the chain in order and recomputes every HMAC; compares a published head: the one given (a
 * logged head), else the newest in audit_heads.
 */
export async function verifyAuditChain(db: Db, key: Buffer, given?: Head): Promise<ChainReport> {
  const published = given ?? (await newestPublished(db)) ?? undefined;
  let prev = GENESIS;
  let expected = 1;
  let seen: { index: number; hash: string } | undefined;
  const atPublished = (r: Row) => {
    if (published && r.chainIndex === published.index) seen = { index: r.chainIndex, hash: r.hash ?? '' };
  };
  const report = async (intact: boolean, brokenAt: number | null): Promise<ChainReport> => ({
    sealed: expected - 1,
    unsealed: await unsealedCount(db),
    intact,
    brokenAt,
    head: await readHead(db),
    against: published ?? null,
    published: published ? (seen?.hash === published.hash && intact ? 'matches' : 'mismatch') : null,
  });
  for (let after = 0; ;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.chainIndex} > ${after}`)
      .orderBy(asc(auditLog.chainIndex))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const r of rows) {
      const broken = r.chainIndex !== expected || r.prevHash !== prev || r.hash !== rowDigest(key, prev, r);
      if (broken) return report(false, expected);
      atPublished(r);
      prev = r.hash!;
      expected += 1;
    }
    after = rows.at(-1)!.chainIndex!;
  }
  return report(true, null);
}

async function unsealedCount(db: Db): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(isNull(auditLog.chainIndex)));
  return r?.n ?? 0;
}

async function newestPublished(db: Db): Promise<Head | null> {
  const [h] = await db
    .select({ index: auditHeads.chainIndex, hash: auditHeads.hash })
    .from(auditHeads)
    .orderBy(desc(auditHeads.chainIndex))
    .limit(1);
  return h ?? null;
}

/**
 * Publishes the chain's head (index and hash): appended to audit_heads by publish_audit_head(), and
 * logged for the operator to ship with the logs. A later verification against it shows rows deleted
 * from the end. Nothing secret: the hash is an HMAC output. The `audit.head` job runs it every
 * AUDIT_HEAD_EVERY_MINUTES (api/src/jobs), and each API at start.
 */
export async function publishAuditHead(db: Db, log: HeadLog): Promise<Head | null> {
  await db.execute(sql`select publish_audit_head()`);
  const head = await readHead(db);
  log.info({ audit: 'head', index: head?.index ?? 0, hash: head?.hash ?? GENESIS }, 'audit chain head');
  return head;
}
