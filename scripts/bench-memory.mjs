// "API memory at rest" (issue 41 point 3): the compiled API (`node <dist>/cli.js api`, as production
// runs it) started with the stack, seeded (the demo and the 200 patients of "200 at once"), warmed up
// by a few requests of each kind a clinic sends (sign-ins and token exchanges, a patient's home and
// questionnaire, a doctor's list), then garbage collected and left to settle; its resident memory and
// where it goes (V8's heap, memory outside it such as PGlite's WebAssembly, native, mapped files), on
// PGlite and, with DATABASE_URL, PostgreSQL — beside a bare Fastify measured the same way in the same
// run. `node scripts/bench-memory.mjs` prints the table; bench.mjs imports it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack, stopChild, waitFor } from './stack.mjs';
import { compiledApiArgs } from './bench/compiled-api.mjs';
import { memoryAtRest } from './bench/inspect.mjs';
import { ONE_ADDRESS_LIMITS, apiToken, poolClients } from './bench/api-sign-in.mjs';
import { databaseKeys } from './database-keys.mjs';
import { GOALS } from './bench/report.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PASSWORD = 'DemoPass#2026';
// BENCH_MEMORY_NODE_ARGS: node or V8 flags for the API process, to measure one (e.g. --max-semi-space-size=2).
const NODE_ARGS = (process.env.BENCH_MEMORY_NODE_ARGS ?? '').split(' ').filter(Boolean);
const MEMORY_GOAL_MIB = GOALS.memoryMiB;

/** A few requests of each kind, so what a working API keeps (compiled routes, caches, pools) is in. */
async function warmUp(api, clients) {
  for (let i = 0; i < 5; i++) {
    const jwt = await apiToken(api, clients.patient, `load${i}@bench.test`, PASSWORD);
    const get = (p) => fetch(`${api}${p}`, { headers: { authorization: `Bearer ${jwt}` } });
    await (await get('/user/this')).arrayBuffer();
    const list = await (await get('/surveyInstance?size=200')).json();
    await (await get(`/surveyInstance/${list.content[0].id}`)).arrayBuffer();
  }
  const doctor = await apiToken(api, clients.doctor, 'doctor@demo.test', PASSWORD);
  for (let i = 0; i < 3; i++)
    await (
      await fetch(`${api}/user?size=50`, { headers: { authorization: `Bearer ${doctor}` } })
    ).arrayBuffer();
}

/**
 * The compiled API on one database, measured at rest. `restarted`: measured again after a restart on
 * the same data (migrated and seeded before: what a running installation starts on every day).
 */
async function apiAtRest(databaseUrl, o, restarted = false) {
  const ports = { portal: 27180 + o, api: 23100 + o, identity: 26329 + o, smtp: 25125 + o };
  Object.assign(ports, { mailWeb: 25180 + o, dexcom: 23400 + o, widgetExample: 27190 + o });
  const inspectPort = 29500 + o;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-memory-'));
  const start = async (seed) =>
    startStack({
      ports,
      dataDir,
      quiet: true,
      apiArgs: await compiledApiArgs([`--inspect=127.0.0.1:${inspectPort}`, ...NODE_ARGS]),
      env: { ...env, SEED_DEMO: seed ? '1' : '0', SEED_LOAD_PATIENTS: seed ? '200' : '0' },
    });
  const env = {
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    ...(databaseUrl ? databaseKeys() : {}),
    ...ONE_ADDRESS_LIMITS,
    PORTAL_ORIGIN: `http://localhost:${ports.portal}`,
  };
  let stack = await start(true);
  try {
    if (restarted) {
      await stack.stop();
      stack = await start(false);
    }
    await warmUp(stack.urls.api, await poolClients(stack.urls.portal));
    return {
      database: `${databaseUrl ? 'PostgreSQL' : 'PGlite'}${restarted ? ', restarted on its data' : ''}`,
      ...(await memoryAtRest(inspectPort, stack.apiPid)),
    };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The reference: Fastify with one JSON route, nothing else, in a node started the same way.
const BARE = `import('fastify').then(async ({ default: fastify }) => {
  const app = fastify();
  app.get('/', async () => ({ ok: true }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
});`;

async function bareAtRest(o) {
  const port = 23190 + o;
  const inspectPort = 29501 + o;
  const child = spawn(
    process.execPath,
    [`--inspect=127.0.0.1:${inspectPort}`, '--input-type=module', '-e', BARE],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
      detached: true,
    },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child, 'bare Fastify');
    for (let i = 0; i < 50; i++) await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer();
    return { database: 'bare Fastify', ...(await memoryAtRest(inspectPort, child.pid)) };
  } finally {
    await stopChild(child);
  }
}

/** The bare reference, PGlite, then PostgreSQL when DATABASE_URL is set; the load average after each. */
export async function benchMemory({ databaseUrl = process.env.DATABASE_URL ?? '', portOffset = 0 } = {}) {
  const rows = [];
  const withLoad = async (fn) => rows.push({ ...(await fn()), load: os.loadavg()[0] });
  await withLoad(() => bareAtRest(portOffset));
  await withLoad(() => apiAtRest('', portOffset));
  await withLoad(() => apiAtRest('', portOffset, true));
  if (databaseUrl) await withLoad(() => apiAtRest(databaseUrl, portOffset));
  return rows;
}

export function memoryTable(rows) {
  if (rows.length === 0) return '(skipped)';
  const bare = rows.find((r) => r.database === 'bare Fastify');
  return [
    `| process | RSS at rest, MiB (goal ≤ ${MEMORY_GOAL_MIB}) | × bare | V8 heap (used) | WebAssembly memory, resident | native | mapped files | load (1 min) | |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => {
      const mark = r === bare ? '' : r.rssMiB <= MEMORY_GOAL_MIB ? '✓' : '✗';
      return `| ${r.database === 'bare Fastify' ? r.database : `API, ${r.database}`} | ${r.rssMiB} | ${(r.rssMiB / bare.rssMiB).toFixed(2)} | ${r.heapMiB} (${r.heapUsedMiB}) | ${r.wasmMiB} | ${r.nativeMiB} | ${r.filesMiB} | ${r.load.toFixed(1)} | ${mark} |`;
    }),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await benchMemory({ portOffset: Number(process.env.DCP_PORT_OFFSET ?? 0) });
  console.log(JSON.stringify(rows, null, 1));
  console.log(memoryTable(rows));
  if (rows.some((r) => r.database !== 'bare Fastify' && r.rssMiB > MEMORY_GOAL_MIB)) process.exitCode = 1;
}
