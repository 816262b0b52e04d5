import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes SQL migrations to api/drizzle (committed; applied at start).
// After generating, strip `"public".` from REFERENCES: tables must follow the search_path (DB_SCHEMA);
// a test checks it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
