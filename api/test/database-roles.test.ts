import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { demoTokens, get, startStack, type Stack } from './helpers';

// Issue 38 point 3: the application cannot rewrite its own evidence. Migrations run as the owner
// (MIGRATE_DATABASE_URL); the API runs as a role of its own (DATABASE_URL) that reads and writes rows
// and inserts into audit_log, but cannot lift the audit trail's trigger, change or remove its rows,
// drop it, or change any table's structure; it publishes the chain's head to audit_heads only through
// publish_audit_head(), so a tail deleted after it shows. PostgreSQL only: PGlite has one user.
// The test database's role may create roles (scripts/pg-cluster.sh): the test makes its own.

jest.setTimeout(120_000);
const dbUrl = process.env.DATABASE_URL;
const onPostgres = dbUrl ? describe : describe.skip;

onPostgres('the API on a role of its own', () => {
  const role = `t_app_${randomBytes(5).toString('hex')}`;
  const appUrl = () => {
    const u = new URL(dbUrl!);
    u.username = role;
    u.password = role;
    return u.toString();
  };
  let owner: Client;
  let app: Client;
  let s: Stack;
  beforeAll(async () => {
    owner = new Client({ connectionString: dbUrl });
    await owner.connect();
    await owner.query(`CREATE ROLE ${role} LOGIN PASSWORD '${role}'`);
    // The API process itself: migrated by the owner at start, then serving as the application's role.
    s = await startStack({ env: { DATABASE_URL: appUrl(), MIGRATE_DATABASE_URL: dbUrl! } });
    app = new Client({ connectionString: appUrl(), options: `-c search_path=${s.config.dbSchema}` });
    await app.connect();
  });
  afterAll(async () => {
    await app?.end();
    await s?.stop();
    await owner.query(`DROP ROLE IF EXISTS ${role}`);
    await owner.end();
  });

  /** The SQLSTATE a statement fails with as the application's role (undefined: it succeeded). */
  const refusal = (statement: string) =>
    app.query(statement).then(
      () => undefined,
      (e: { code?: string }) => e.code,
    );

  it('serves as that role: sign-in, reads and audited writes', async () => {
    const { patient } = await demoTokens(s, ['patient']);
    expect((await get(s.url, '/user/this', patient)).status).toBe(200);
    const who = await app.query<{ user: string }>('select current_user as user');
    expect(who.rows[0]!.user).toBe(role);
    const rows = await app.query<{ n: number }>(`select count(*)::int as n from audit_log`);
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
  });

  it('cannot lift the audit trigger, rewrite, empty or drop the trail', async () => {
    expect(await refusal('ALTER TABLE audit_log DISABLE TRIGGER USER')).toBe('42501');
    expect(await refusal('ALTER TABLE audit_log DISABLE TRIGGER ALL')).toBe('42501');
    expect(await refusal(`UPDATE audit_log SET action = 'nothing'`)).toBe('42501');
    expect(await refusal('DELETE FROM audit_log')).toBe('42501');
    expect(await refusal('TRUNCATE audit_log')).toBe('42501');
    expect(await refusal('DROP TABLE audit_log')).toBe('42501');
    expect(await refusal('DROP FUNCTION audit_log_insert_only() CASCADE')).toBe('42501');
  });

  it('publishes the true head through publish_audit_head, and cannot write audit_heads itself', async () => {
    expect(await refusal('select publish_audit_head()')).toBeUndefined();
    const [head] = (
      await app.query<{ i: string; h: string }>(
        'select chain_index as i, hash as h from audit_log order by chain_index desc limit 1',
      )
    ).rows;
    const [newest] = (
      await app.query<{ i: string; h: string }>(
        'select chain_index as i, hash as h from audit_heads order by chain_index desc limit 1',
      )
    ).rows;
    expect(newest).toEqual(head);
    expect(await refusal(`INSERT INTO audit_heads (chain_index, hash) VALUES (1e9, 'made up')`)).toBe(
      '42501',
    );
    expect(await refusal(`UPDATE audit_heads SET hash = 'made up'`)).toBe('42501');
    expect(await refusal('DELETE FROM audit_heads')).toBe('42501');
    expect(await refusal('TRUNCATE audit_heads')).toBe('42501');
    expect(await refusal('ALTER TABLE audit_heads ADD COLUMN note text')).toBe('42501');
    expect(await refusal('DROP TABLE audit_heads')).toBe('42501');
    expect(
      await refusal('CREATE OR REPLACE FUNCTION publish_audit_head() RETURNS void LANGUAGE sql AS $$ $$'),
    ).toBe('42501');
    // A temporary table of its own named audit_log does not stand in for the real one.
    await app.query('CREATE TEMP TABLE audit_log (chain_index bigint, hash text)');
    await app.query(`INSERT INTO pg_temp.audit_log VALUES (1e9, 'made up')`);
    await app.query('select publish_audit_head()');
    await app.query('DROP TABLE pg_temp.audit_log');
    const made = await app.query(`select 1 from audit_heads where hash = 'made up'`);
    expect(made.rowCount).toBe(0);
  });

  it('verification catches rows the owner deleted after the newest published head', async () => {
    const { superadmin } = await demoTokens(s, ['superadmin']);
    await app.query('select publish_audit_head()');
    const [published] = (
      await app.query<{ index: number; hash: string }>(
        'select chain_index::int as index, hash from audit_heads order by chain_index desc limit 1',
      )
    ).rows;
    const log = `"${s.config.dbSchema}".audit_log`;
    await owner.query(`ALTER TABLE ${log} DISABLE TRIGGER USER`);
    await owner.query(`DELETE FROM ${log} WHERE chain_index > $1`, [published!.index - 2]);
    await owner.query(`ALTER TABLE ${log} ENABLE TRIGGER USER`);
    const chain = await get(s.url, '/audit/chain', superadmin);
    expect(chain.body).toMatchObject({ intact: true, against: published, published: 'mismatch' });
  });

  it('cannot change the structure of other tables either', async () => {
    expect(await refusal('ALTER TABLE accounts ADD COLUMN note text')).toBe('42501');
    expect(await refusal('DROP TABLE accounts')).toBe('42501');
    expect(await refusal('CREATE TABLE shadow (id int)')).toBe('42501');
  });
});
