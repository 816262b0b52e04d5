import { goalRows, goalsTable } from '../../scripts/bench/goals.mjs';

// Issue 41's "done when": the bench report shows each row beside its reference and, for a goal not
// met, what blocks it. Results shaped as scripts/bench.mjs collects them, one goal met and one not
// on each kind of row.
const side = (portal: object, plain: object, load = 1.5) => ({ portal, plain, load, runs: {} });
const results = {
  lighthouseVersion: '12.8.2',
  lighthouse: [
    {
      page: '/login',
      path: '/login',
      ...side(
        { performance: 92, lcp: 1100, tbt: 300, mainThread: 2000 },
        { performance: 76, lcp: 1500, tbt: 700, mainThread: 1900 },
      ),
    },
    {
      page: '/patient/home (patient)',
      path: '/patient/home',
      ...side(
        { performance: 59, lcp: 4500, tbt: 1600, mainThread: 4000 },
        { performance: 69, lcp: 4000, tbt: 1000, mainThread: 3000 },
      ),
    },
  ],
  pages: [
    {
      page: '/patient/home (patient)',
      path: '/patient/home',
      bytes: side({ twice: { '@module-federation/runtime': 3 } }, { twice: {} }),
      timing: {
        cpu4x: side({ heading: 2000 }, { heading: 2000 }),
        wifi: side({ heading: 3172 }, { heading: 2283 }),
      },
    },
  ],
  listPage: side(
    { readyMs: 3089, loadLongestMs: 151, rowsLongestMs: 220 },
    { readyMs: 2576, loadLongestMs: 138, rowsLongestMs: 174 },
  ),
  repeatVisit: side({ ratio: 0.79, first: 5242, repeat: 4128 }, { ratio: 0.81 }),
};
const listRow = (database: string, ratio: number, reqPerSec: number, bare: number) => ({
  database,
  patients: 2000,
  connections: 50,
  ratio,
  api: { reqPerSec },
  bare: { reqPerSec: bare },
});
const list = [listRow('PGlite', 0.21, 83, 401), listRow('PostgreSQL', 0.32, 151, 480)];
const loadRow = (database: string, p99Ms: number, maxMs: number) => ({
  database,
  thinkMs: 0,
  complete: 200,
  patients: 200,
  api: { p99Ms, maxMs },
  identity: { p99Ms: 3000 },
  load: 5,
});
const load = [loadRow('PostgreSQL', 2113, 3000), loadRow('PGlite', 900, 4163)];
const memory = [
  { database: 'bare Fastify', rssMiB: 70, load: 1 },
  { database: 'PGlite', rssMiB: 352.7, load: 1 },
  { database: 'PostgreSQL', rssMiB: 172.7, load: 1 },
];
const rows = goalRows({ results, list, load, memory });
const row = (measure: RegExp) => {
  const found = rows.filter((r) => measure.test(r.measure));
  expect(found).toHaveLength(1);
  const [only] = found;
  if (!only) throw new Error(`no row ${measure}`);
  return only;
};

test('a goal not met carries this run’s figures and what blocks it; a goal met carries none', () => {
  const home = row(/^Lighthouse .*patient\/home/);
  expect(home).toMatchObject({
    ok: false,
    portal: expect.stringMatching(/^59 /),
    reference: expect.stringMatching(/^plain 69 /),
  });
  expect(home.why).toMatch(/plain build/);
  expect(row(/^Lighthouse .*\/login/)).toMatchObject({ ok: true, why: '' });
  expect(row(/main-thread work.*\/login/)).toMatchObject({
    ok: true,
    portal: expect.stringContaining('1.05×'),
  });
  expect(row(/main-thread work.*patient/)).toMatchObject({
    ok: false,
    portal: expect.stringContaining('1.33×'),
  });
  expect(row(/heading, patient home, 4× CPU/)).toMatchObject({ ok: true, why: '' });
  expect(row(/heading, patient home, 100 ms/).ok).toBe(false);
  expect(row(/list API.*PGlite/)).toMatchObject({ ok: false, why: expect.stringMatching(/one statement/) });
  expect(row(/list API.*PostgreSQL/).ok).toBe(true);
  expect(row(/200 at once, PostgreSQL/)).toMatchObject({ ok: false, portal: '2113 ms; 200 / 200' });
  expect(row(/200 at once, PGlite/).ok).toBe(true);
  expect(row(/memory.*PGlite/)).toMatchObject({ ok: false, reference: 'bare Fastify 70 MiB' });
  expect(row(/memory.*PostgreSQL/).ok).toBe(true);
  expect(row(/navigation → first rows/).ok).toBe(false);
  expect(row(/longest task, list answer/).ok).toBe(true);
  expect(row(/longest task, 100 rows/).ok).toBe(false);
  expect(row(/service worker/)).toMatchObject({ ok: false, reference: "plain's HTTP cache 0.81" });
  expect(row(/more than once/)).toMatchObject({ ok: false, portal: '@module-federation/runtime' });
});

test('a lost visit fails its row however fast the requests were', () => {
  const [pg] = goalRows({
    results: {},
    load: [{ ...loadRow('PostgreSQL', 10, 10), complete: 199 }],
  });
  expect(pg?.ok).toBe(false);
});

test('the table has one line per row, and a cell’s text cannot break its columns', () => {
  const table = goalsTable({ results, list, load, memory }).split('\n');
  expect(table).toHaveLength(rows.length + 2);
  const columns = (line: string) => line.split(/(?<!\\)\|/).length;
  for (const line of table) expect(columns(line)).toBe(columns(table[0] ?? ''));
});
