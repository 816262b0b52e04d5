// Why a loaded API is slow, from its own /metrics (api/src/metrics.ts, on METRICS_PORT): sampled every
// second during a run — the event loop's delay (prom-client's p99 per collection) and the PostgreSQL
// pool's waiting requests — and the server-side request time (the histogram's buckets, counted over
// the run: time inside the API, not the client's queueing before its request was read).
const value = (text, name) =>
  [...text.matchAll(new RegExp(`^${name} ([0-9.e+-]+)$`, 'gm'))].map((m) => Number(m[1]));

/** The server-side request-time buckets of the API's own routes (the /identity proxy left out). */
function buckets(text) {
  const out = new Map();
  for (const m of text.matchAll(/^http_request_duration_seconds_bucket\{([^}]*)\} (\d+)$/gm)) {
    if (/route="\/identity/.test(m[1])) continue;
    const le = /le="([^"]+)"/.exec(m[1])[1];
    out.set(le, (out.get(le) ?? 0) + Number(m[2]));
  }
  return out;
}

/** Starts sampling `url` (…/metrics); `stop()` resolves to the run's figures. */
export function sampleMetrics(url) {
  const read = () =>
    fetch(url)
      .then((r) => r.text())
      .catch(() => '');
  let lagMax = 0;
  let waitingMax = 0;
  const first = read();
  const timer = setInterval(async () => {
    const text = await read();
    lagMax = Math.max(lagMax, ...value(text, 'nodejs_eventloop_lag_p99_seconds'));
    waitingMax = Math.max(waitingMax, ...value(text, 'db_pool_connections\\{state="waiting"\\}'));
  }, 1000);
  return {
    async stop() {
      clearInterval(timer);
      const [before, after] = [buckets(await first), buckets(await read())];
      const count = (le) => (after.get(le) ?? 0) - (before.get(le) ?? 0);
      const total = count('+Inf');
      // The smallest bucket bound holding 99 % of the run's requests.
      const bounds = [...after.keys()].filter((le) => le !== '+Inf').sort((a, b) => a - b);
      const p99 = bounds.find((le) => count(le) >= total * 0.99);
      return {
        eventLoopLagP99MaxMs: Math.round(lagMax * 1000),
        poolWaitingMax: waitingMax,
        serverRequests: total,
        serverP99AtMostS: p99 === undefined ? '> 10' : Number(p99),
        serverWithin1sShare: total ? Math.round((count('1') / total) * 1000) / 1000 : null,
      };
    },
  };
}
