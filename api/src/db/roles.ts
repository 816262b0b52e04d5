import type * as PgModule from 'pg';

// Two database roles (issue 38 point 3; design D§15 "the application cannot rewrite its own
// evidence"). The owner runs the migrations (MIGRATE_DATABASE_URL) and owns every table, so only it can
// alter a table, disable the audit trail's triggers or drop it. The API and the worker connect as
// another role (DATABASE_URL) that may read and write rows, insert into audit_log and read it, and
// nothing more: no UPDATE or DELETE on audit_log beyond filling the chain columns of a row that has
// none (the trigger allows only that; sealLegacyRows), no TRUNCATE, no DDL on the product's tables.
// It reads audit_heads and appends the chain's true head to it only through publish_audit_head()
// (drizzle/0025), so it cannot rewrite a head published before a deletion.

/** pg-boss's schema beside the product's: `pgboss` for `public`, `<schema>_jobs` otherwise (tests). */
export const jobsSchema = (dbSchema: string) => (dbSchema === 'public' ? 'pgboss' : `${dbSchema}_jobs`);

/** The user name a connection string signs in as. */
export const roleOf = (url: string): string => decodeURIComponent(new URL(url).username);

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Grants the application's role what the API and worker need in `dbSchema`, on the tables that exist
 * and (default privileges) on those later migrations create. The job queue's schema (created by the
 * migrations, so the application's role needs no right to create schemas) lets the application's role
 * create its tables: pg-boss adds a table per queue as queues are declared, and its rows are work in
 * progress, not evidence. Idempotent: `npm run migrate` runs it every time.
 */
export async function grantApplicationRole(
  client: PgModule.ClientBase,
  dbSchema: string,
  appRole: string,
): Promise<void> {
  const s = ident(dbSchema);
  const app = ident(appRole);
  await client.query(`
    GRANT USAGE ON SCHEMA ${s} TO ${app};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${app};
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${s} TO ${app};
    ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app};
    ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${app};
    REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${s}.audit_log FROM ${app};
    GRANT UPDATE (chain_index, prev_hash, hash) ON ${s}.audit_log TO ${app};
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${s}.audit_heads FROM ${app};
    GRANT EXECUTE ON FUNCTION ${s}.publish_audit_head() TO ${app};
    GRANT USAGE, CREATE ON SCHEMA ${ident(jobsSchema(dbSchema))} TO ${app};
  `);
}
