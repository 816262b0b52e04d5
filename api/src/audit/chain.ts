import { createHash } from 'node:crypto';
import { asc, desc, isNotNull, isNull, lt, sql, and } from 'drizzle-orm';
import type { Db } from '../db';
import { auditLog } from '../db/schema';

// The audit trail's tamper evidence. Rows are written without coordination (every request writes
// one; chaining at insert would serialise the whole API), then sealed in insertion order by one
// sealer at a time: each sealed row's hash covers its content and the previous sealed row's hash.
// Rows younger than SETTLE_MS wait, so a transaction that commits late is not skipped.

const SETTLE_MS = 5_000;
const BATCH = 2_000;
/** Advisory lock key: one sealer at a time, across API processes on one PostgreSQL. */
const SEAL_LOCK = 0x0a0d17;

type Row = typeof auditLog.$inferSelect;

/** The text a row's hash covers: every column a reader relies on, in a fixed order. */
export function rowDigest(prevHash: string, r: Row): string {
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
  return createHash('sha256')
    .update(`${prevHash}\n${JSON.stringify(content)}`)
    .digest('hex');
}

const GENESIS = '0'.repeat(64);

/** Seals the settled unsealed rows; answers how many. Safe to call from several processes. */
export async function sealAuditLog(db: Db, batch = BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${SEAL_LOCK}) as ok`);
    const ok = (lock as unknown as { rows?: { ok: boolean }[] }).rows?.[0]?.ok ?? true;
    if (!ok) return 0;
    const [last] = await tx
      .select({ chainIndex: auditLog.chainIndex, hash: auditLog.hash })
      .from(auditLog)
      .where(isNotNull(auditLog.chainIndex))
      .orderBy(desc(auditLog.chainIndex))
      .limit(1);
    let prev = last?.hash ?? GENESIS;
    let index = last?.chainIndex ?? 0;
    const rows = await tx
      .select()
      .from(auditLog)
      .where(
        and(
          isNull(auditLog.chainIndex),
          lt(auditLog.at, sql`now() - make_interval(secs => ${SETTLE_MS / 1000})`),
        ),
      )
      .orderBy(asc(auditLog.seq))
      .limit(batch);
    if (rows.length === 0) return 0;
    const sealed = rows.map((r) => {
      index += 1;
      const hash = rowDigest(prev, { ...r, chainIndex: index });
      const values = sql`(${r.id}::uuid, ${index}::bigint, ${prev}, ${hash})`;
      prev = hash;
      return values;
    });
    // One statement for the whole batch: on the embedded database a transaction holds its only
    // connection, so a statement per row (2,000 of them) stalled every request for seconds (issue 16).
    await tx.execute(sql`update ${auditLog} set chain_index = v.idx, prev_hash = v.prev, hash = v.hash
      from (values ${sql.join(sealed, sql`, `)}) as v(id, idx, prev, hash) where ${auditLog.id} = v.id`);
    return rows.length;
  });
}

export interface ChainReport {
  sealed: number;
  unsealed: number;
  intact: boolean;
  /** The first chain position whose row no longer matches (edited, or a row removed before it). */
  brokenAt: number | null;
}

/** Walks the sealed rows in order and recomputes every hash. */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  let prev = GENESIS;
  let expected = 1;
  let sealed = 0;
  for (let after = 0; ;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.chainIndex} > ${after}`)
      .orderBy(asc(auditLog.chainIndex))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const r of rows) {
      const broken = r.chainIndex !== expected || r.prevHash !== prev || r.hash !== rowDigest(prev, r);
      if (broken) return { sealed, unsealed: await unsealedCount(db), intact: false, brokenAt: expected };
      prev = r.hash!;
      expected += 1;
      sealed += 1;
    }
    after = rows.at(-1)!.chainIndex!;
  }
  return { sealed, unsealed: await unsealedCount(db), intact: true, brokenAt: null };
}

async function unsealedCount(db: Db): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(isNull(auditLog.chainIndex));
  return r?.n ?? 0;
}

/**
 * The `audit.seal` job's body (api/src/jobs): on PGlite a sealing transaction holds the only
 * connection, so it seals a few hundred rows at a time and lets waiting requests in between (issue 16).
 */
const SLICE = 250;
export async function sealInSlices(db: Db): Promise<void> {
  while ((await sealAuditLog(db, SLICE)) === SLICE) await new Promise((r) => setImmediate(r));
}
