import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes SQL migrations to api/drizzle (committed; applied at start).
// After generating, strip `"public".` from REFERENCES: tables must follow the search_path (DB_SCHEMA);
// a test checks it.
export default defineConfig({
  dialect: 'postgresql',
  // One schema file per area (schema.ts: accounts and sessions; schema-<area>.ts: the rest).
  schema: './src/db/schema*.ts',
  out: './drizzle',
});
