// The portal and the plain reference build measured in the same run, alternating, so a loaded
// machine slows both alike (issue 41: ratios are the evidence).
import os from 'node:os';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `fn(build)` `runs` times for each build, alternating (`front.use(ports[build])` points the page's
 * origin at that build); the medians of each numeric field per build, every run, and the load.
 */
export async function sideBySide(front, ports, fn, runs = RUNS) {
  const out = { portal: [], plain: [] };
  for (let i = 0; i < runs; i++)
    for (const b of ['portal', 'plain']) {
      front.use(ports[b]);
      out[b].push(await fn(b));
    }
  const med = (rs) =>
    Object.fromEntries(
      Object.keys(rs[0]).map((k) => [
        k,
        typeof rs[0][k] === 'number' ? median(rs.map((r) => r[k])) : rs[0][k],
      ]),
    );
  // The machine's load at the row's end (1-minute average): a loaded machine slows both builds.
  return { portal: med(out.portal), plain: med(out.plain), runs: out, load: os.loadavg()[0] };
}
