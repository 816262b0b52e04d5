import { createHash } from 'node:crypto';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { publishAuditHead, rowDigest, sealLegacyRows, verifyAuditChain } from '../src/audit/chain';
import { loadConfig } from '../src/config';
import { auditLog } from '../src/db/schema';
import { demoTokens, expectError, get, startStack, type Stack } from './helpers';
import { PRODUCTION_ENV } from './production-env';

// Issue 23 point 6: tamper evidence that survives someone with database access. The API's own role
// cannot change or remove a row (a trigger refuses it); someone who can get past the trigger (a
// database owner or superuser) can, but a rewritten history re-chained with the published algorithm,
// or with any key but the installation's, fails verification; and rows deleted from the end show
// against the head the API logged.

jest.setTimeout(120_000);
const lines: string[] = [];
let s: Stack;
let t: Record<'superadmin' | 'patient', string>;
beforeAll(async () => {
  s = await startStack({ env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void lines.push(l) } });
  t = await demoTokens(s, ['superadmin', 'patient']);
  for (let i = 0; i < 5; i++) await get(s.url, '/user/this', t.patient);
});
afterAll(() => s?.stop());

const db = () => s.app.dcp.database.db;
type Report = {
  sealed: number;
  unsealed: number;
  intact: boolean;
  brokenAt: number | null;
  head: { index: number; hash: string } | null;
  against: { index: number; hash: string } | null;
  published: 'matches' | 'mismatch' | null;
};
const verify = async (q = '') => (await get(s.url, `/audit/chain${q}`, t.superadmin)).body as Report;
/** What only the table's owner or a superuser can do: step past the trigger for one change. */
async function asOwner(change: () => Promise<unknown>) {
  await db().execute(sql`alter table audit_log disable trigger user`);
  try {
    await change();
  } finally {
    await db().execute(sql`alter table audit_log enable trigger user`);
  }
}
const DIFFERENT_KEY = Buffer.alloc(32, 7);

it('every row is chained as it is written, and the API publishes the head', async () => {
  // What the audit.head job does; without a head in the query the newest in audit_heads is compared.
  await publishAuditHead(db(), { info: () => undefined });
  const ok = await verify();
  expect(ok).toMatchObject({ intact: true, unsealed: 0, published: 'matches' });
  expect(ok.against).toEqual(ok.head);
  expect(ok.sealed).toBeGreaterThan(5);
  expect(ok.head?.index).toBeGreaterThanOrEqual(ok.sealed - 1);
  const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.audit === 'head');
  expect(logged).toMatchObject({
    msg: 'audit chain head',
    index: expect.any(Number),
    hash: expect.any(String),
  });
});

it('refuses UPDATE, DELETE and TRUNCATE on the audit table to the API’s role', async () => {
  for (const attempt of [
    () => db().update(auditLog).set({ action: 'nothing.to.see' }).where(eq(auditLog.chainIndex, 2)),
    () => db().delete(auditLog).where(eq(auditLog.chainIndex, 2)),
    () => db().execute(sql`truncate audit_log`),
  ])
    await expect(attempt()).rejects.toThrow();
  expect((await verify()).intact).toBe(true);
});

it('the newest rows deleted leave a valid shorter chain, which the published head shows', async () => {
  const before = await verify();
  const head = before.head!;
  expect(await verify(`?index=${head.index}&hash=${head.hash}`)).toMatchObject({ published: 'matches' });
  await asOwner(() =>
    db()
      .delete(auditLog)
      .where(gt(auditLog.chainIndex, head.index - 3)),
  );
  const after = await verify(`?index=${head.index}&hash=${head.hash}`);
  expect(after).toMatchObject({ intact: true, published: 'mismatch' });
  expect(after.head!.index).toBeLessThan(head.index);
  expectError(await get(s.url, `/audit/chain?index=${head.index}`, t.superadmin), 400);
});

it('a history rewritten and re-chained without the installation’s key fails verification', async () => {
  const rows = await db().select().from(auditLog).orderBy(asc(auditLog.chainIndex));
  const published = (prev: string, r: (typeof rows)[number]) =>
    // The unkeyed algorithm the chain used before (sha256 of the same text).
    createHash('sha256')
      .update(
        `${prev}\n${JSON.stringify([r.id, r.at.toISOString(), r.actorAccountId, r.action, r.target, r.ip, r.subjectAccountId, r.clinicId, r.chainIndex])}`,
      )
      .digest('hex');
  for (const algorithm of [
    published,
    (prev: string, r: (typeof rows)[number]) => rowDigest(DIFFERENT_KEY, prev, r),
  ]) {
    // Row 3's action is rewritten, then it and every later row re-chained.
    await asOwner(async () => {
      let prev = rows[1]!.hash!;
      for (const r of rows.slice(2)) {
        const edited = r.chainIndex === 3 ? { ...r, action: 'nothing.to.see' } : r;
        const hash = algorithm(prev, edited);
        await db()
          .update(auditLog)
          .set({ action: edited.action, prevHash: prev, hash })
          .where(eq(auditLog.id, r.id));
        prev = hash;
      }
    });
    expect(await verify()).toMatchObject({ intact: false, brokenAt: 3 });
  }
});

it('rows written before the keyed chain are chained once at the start, oldest first', async () => {
  // A fresh database per check: the chain above is broken on purpose.
  const legacy = await startStack({ env: { AUDIT_HEAD_EVERY_MINUTES: '0' } });
  try {
    const ldb = legacy.app.dcp.database.db;
    await ldb.insert(auditLog).values([{ action: 'legacy.one' }, { action: 'legacy.two' }]);
    expect(await sealLegacyRows(ldb, legacy.app.dcp.auditKey)).toBe(2);
    const report = await verifyAuditChain(ldb, legacy.app.dcp.auditKey);
    expect(report).toMatchObject({ intact: true, unsealed: 0 });
  } finally {
    await legacy.stop();
  }
});

it('production needs the key set (never generated beside a shared database)', () => {
  const prod = { ...PRODUCTION_ENV, AUDIT_HMAC_KEY: '' };
  expect(() => loadConfig(prod)).toThrow(/missing: .*\bAUDIT_HMAC_KEY\b/);
  expect(() => loadConfig({ ...prod, AUDIT_HMAC_KEY: 'c2hvcnQ=' })).toThrow(/at least 32/);
  expect(loadConfig({ ...prod, AUDIT_HMAC_KEY: DIFFERENT_KEY.toString('base64') }).auditHmacKey).toEqual(
    DIFFERENT_KEY,
  );
});
