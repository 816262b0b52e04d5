// How an API process on the embedded database (PGlite, no DATABASE_URL) is started: by `npm start`,
// the journeys' stacks and the benches alike (scripts/stack.mjs, scripts/bench-patient-list.mjs), so
// what the bench measures is what runs. Issue 41 point 3, API memory at rest ≤ 250 MiB; measured with
// `node scripts/bench-memory.mjs` (docs/performance.md, "API memory at rest"):
//
// - `--liftoff-only`: V8 compiles PGlite's WebAssembly with its baseline compiler only. The optimising
//   compiler's background jobs left 60–110 MiB in glibc's thread arenas, freed but kept (312–361 →
//   254–256 MiB at rest). Its cost: the list API 10–15 % fewer requests per second, 200 patients at
//   once 10–20 % slower at p99 — both still inside their goals. (`--no-wasm-tier-up`, tried before, does
//   not stop those jobs and saved nothing.)
// - MALLOC_ARENA_MAX=2: fewer of those arenas to keep memory in (a further 5–15 MiB).
// A PostgreSQL deployment runs neither: its API compiles no WebAssembly of size and rests at ≈ 173 MiB.

const PGLITE_NODE_ARGS = ['--liftoff-only'];
const PGLITE_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * How to start an API process that will use `databaseUrl`: node's own arguments (before the script)
 * and what to add to its environment — the flags above on the embedded database (no URL), none on
 * PostgreSQL.
 */
export function apiProcess(databaseUrl) {
  return databaseUrl ? { nodeArgs: [], env: {} } : { nodeArgs: PGLITE_NODE_ARGS, env: PGLITE_ENV };
}
