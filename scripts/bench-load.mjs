// "200 patients at once" (issue 16) in `npm run bench`: the embedded stack as `npm start` runs it (the
// API process with cognito-local, PGlite; or PostgreSQL with DATABASE_URL), SEED_LOAD_PATIENTS patients
// seeded first (not timed), then all of them at the same moment, each as the portal does it: sign in
// through the API's /identity path, exchange the identity token, open home and the questionnaire, save
// every answer with its own PUT, submit each stage. Every request's latency is kept; afterwards every
// instance is read back to check that nothing was lost. The resident memory of the API at rest is read
// from /proc before the load. The API runs compiled, as production runs it, and the identity step (the
// sign-ins at cognito-local, which stands in for Amazon Cognito) is reported apart from the API's own
// requests (issue 41 point 4). `node scripts/bench-load.mjs` prints the table alone.
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';
import { compiledApiArgs } from './bench/compiled-api.mjs';
import { databaseKeys } from './database-keys.mjs';
import { sampleMetrics } from './bench/api-metrics.mjs';
import { ONE_ADDRESS_LIMITS } from './bench/api-sign-in.mjs';
import { loadGoalMet } from './bench/report.mjs';

const PATIENTS = Number(process.env.BENCH_LOAD_PATIENTS ?? 200);
const PASSWORD = 'DemoPass#2026';
const TARGET = 'AWSCognitoIdentityProviderService.InitiateAuth';
/** The identity emulator's step, timed apart from the API's own requests. */
const IDENTITY = 'sign in (identity)';
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 3000);
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One patient's visit; `timed(name, fn)` records each request. `thinkMs`: the time a patient takes to
 * read and tap each question (0: the burst, every request at once; jittered ±50 %). Resolves to its
 * instance id and API token.
 */
async function visit(api, clientId, i, timed, thinkMs) {
  const call = (name, p, init = {}, token) =>
    timed(name, () =>
      fetch(`${api}${p}`, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...init.headers,
        },
      }),
    );
  const json = async (res) => {
    if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status} ${(await res.text()).slice(0, 120)}`);
    return res.status === 204 ? null : res.json();
  };
  const auth = await json(
    await call(IDENTITY, '/identity/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': TARGET },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: `load${i}@bench.test`, PASSWORD },
      }),
    }),
  );
  const { jwt } = await json(
    await call('token exchange', '/auth/jwt', {
      method: 'POST',
      body: JSON.stringify({ token: auth.AuthenticationResult.IdToken }),
    }),
  );
  await json(await call('account', '/user/this', {}, jwt));
  const list = await json(await call('home: questionnaires', '/surveyInstance?size=200', {}, jwt));
  // A questionnaire not started yet (the seed gives one per run: the burst, then the paced one).
  const id = list.content.find((x) => x.status === 'CREATED').id;
  let instance = await json(await call('questionnaire', `/surveyInstance/${id}`, {}, jwt));
  for (const stage of ['FIRST_WAVE', 'SECOND_WAVE']) {
    const questions = instance.survey.questions.filter((q) => q.stage === stage);
    if (questions.length === 0) continue;
    for (const q of questions) {
      if (thinkMs) await sleep(thinkMs * (0.5 + Math.random()));
      const answer = q.type === 'OPEN_ENDED' ? { answer: 'Shift work' } : { id: q.possibleAnswers.at(-1).id };
      const body = JSON.stringify({ answers: [{ question: { id: q.id }, answer }] });
      await json(await call('answer', `/surveyInstance/${id}`, { method: 'PUT', body }, jwt));
    }
    instance = await json(
      await call('submit', `/surveyInstance/${id}/submit?stage=${stage}`, { method: 'POST' }, jwt),
    );
  }
  return { id, jwt };
}

/** Resident memory of the API process (cognito-local, its child, not counted), MiB. */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

/** All PATIENTS visits at the same moment on a running stack; every request timed, then checked. */
async function loadOnce(api, clientId, thinkMs, apiPid, metricsUrl) {
  const inside = sampleMetrics(metricsUrl);
  const latencies = [];
  const failures = [];
  const started = performance.now();
  const timed = async (name, fn) => {
    const t = performance.now();
    try {
      const res = await fn();
      latencies.push({ name, at: t - started, ms: performance.now() - t, status: res.status });
      return res;
    } catch (e) {
      latencies.push({ name, at: t - started, ms: performance.now() - t, status: 0 });
      throw e;
    }
  };
  const visits = await Promise.all(
    Array.from({ length: PATIENTS }, (_, i) =>
      visit(api, clientId, i, timed, thinkMs).catch((e) => {
        failures.push(String(e.message ?? e));
        return null;
      }),
    ),
  );
  const wallS = (performance.now() - started) / 1000;
  const metrics = await inside.stop();
  // Nothing lost: every instance read back, submitted, with an answer for every question it asked.
  let complete = 0;
  for (const v of visits.filter(Boolean)) {
    const res = await fetch(`${api}/surveyInstance/${v.id}`, {
      headers: { authorization: `Bearer ${v.jwt}` },
    });
    const inst = await res.json();
    const asked = inst.survey.questions.filter((q) => q.stage === 'FIRST_WAVE' || q.stage === inst.stage);
    const answered = asked.every((q) => inst.answers?.some((a) => a.question.id === q.id));
    if (inst.status !== 'IN_PROGRESS' && inst.status !== 'CREATED' && answered) complete++;
  }
  const ms = latencies.map((l) => l.ms).sort((a, b) => a - b);
  const sorted = (ls) => ls.map((l) => l.ms).sort((a, b) => a - b);
  const own = sorted(latencies.filter((l) => l.name !== IDENTITY));
  const identity = sorted(latencies.filter((l) => l.name === IDENTITY));
  const byName = {};
  for (const l of latencies) (byName[l.name] ??= []).push(l.ms);
  return {
    thinkMs,
    patients: PATIENTS,
    requests: ms.length,
    errors: latencies.filter((l) => l.status < 200 || l.status >= 400).length,
    failedVisits: failures.length,
    failureSample: failures.slice(0, 3),
    complete,
    wallS: Math.round(wallS * 10) / 10,
    reqPerS: Math.round(ms.length / wallS),
    p50Ms: Math.round(pct(ms, 50)),
    p95Ms: Math.round(pct(ms, 95)),
    p99Ms: Math.round(pct(ms, 99)),
    maxMs: Math.round(ms.at(-1) ?? 0),
    over5s: ms.filter((x) => x > 5000).length,
    // The API's own requests (token exchange onwards), and the identity emulator's sign-ins apart.
    api: {
      p50Ms: Math.round(pct(own, 50)),
      p99Ms: Math.round(pct(own, 99)),
      maxMs: Math.round(own.at(-1) ?? 0),
    },
    identity: { p99Ms: Math.round(pct(identity, 99)), maxMs: Math.round(identity.at(-1) ?? 0) },
    p99ByKind: Object.fromEntries(
      Object.entries(byName).map(([n, xs]) => [
        n,
        Math.round(
          pct(
            xs.sort((a, b) => a - b),
            99,
          ),
        ),
      ]),
    ),
    peakMiB: rssMiB(apiPid),
    // Inside the API: event-loop delay, pool waits, server-side time (scripts/bench/api-metrics.mjs).
    metrics,
    // The slowest requests: which kind, when it started (s into the run), how long it took (s).
    slowest: [...latencies]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8)
      .map((l) => `${l.name} @${(l.at / 1000).toFixed(1)} s: ${(l.ms / 1000).toFixed(1)} s`),
  };
}

/** Both ways of "200 patients at once" on one database: the burst, then patients who read. */
export async function benchLoad({ databaseUrl = '', portOffset = 0, thinkMs = [0, THINK_MS] } = {}) {
  const o = portOffset;
  // Below the ephemeral range (32768–60999): a port there can be taken by any outgoing connection.
  const ports = { portal: 27080 + o, api: 23000 + o, identity: 26229 + o, smtp: 25025 + o };
  Object.assign(ports, { mailWeb: 25080 + o, dexcom: 23300 + o, widgetExample: 27090 + o });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-load-'));
  const env = {
    SEED_DEMO: '1',
    SEED_LOAD_PATIENTS: String(PATIENTS),
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    ...(databaseUrl ? databaseKeys() : {}),
    ...ONE_ADDRESS_LIMITS,
    METRICS_PORT: String(23050 + o),
    PORTAL_ORIGIN: `http://localhost:${ports.portal}`,
  };
  const seeding = Date.now();
  const stack = await startStack({ ports, dataDir, quiet: true, env, apiArgs: await compiledApiArgs() });
  const seedS = Math.round((Date.now() - seeding) / 1000);
  try {
    const api = stack.urls.api;
    const config = await (await fetch(`${stack.urls.portal}/config.json`)).json();
    const clientId = config.identity.pools.patient.clientId;
    await new Promise((r) => setTimeout(r, 5000)); // at rest after start and seed
    const restMiB = rssMiB(stack.apiPid);
    const rows = [];
    for (const think of thinkMs) {
      rows.push({
        ...(await loadOnce(api, clientId, think, stack.apiPid, `http://127.0.0.1:${23050 + o}/metrics`)),
        database: databaseUrl ? 'PostgreSQL' : 'PGlite',
        load: os.loadavg()[0],
        seedS,
        restMiB,
      });
      await sleep(3000);
    }
    return rows;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function loadTable(rows) {
  if (rows.length === 0) return '(skipped: BENCH_SKIP_LOAD=1)';
  const mark = (ok) => (ok ? '✓' : '✗');
  return [
    '| database | patients at once | time per answer | requests | wall (s) | req/s | all: p50 / p95 / p99 / max ms | over 5 s | API requests: p50 / p99 ms (goal on PostgreSQL p99 ≤ 1000) | API max ms (goal on PGlite ≤ 5000) | identity sign-ins: p99 / max ms | errors | visits complete (goal all) | API RSS at rest, MiB | API RSS after | load (1 min) | |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.patients} | ${r.thinkMs ? `${r.thinkMs / 1000} s ± 50 %` : 'none (burst)'} | ${r.requests} | ${r.wallS} | ${r.reqPerS} | ${r.p50Ms} / ${r.p95Ms} / ${r.p99Ms} / ${r.maxMs} | ${r.over5s} | ${r.api.p50Ms} / ${r.api.p99Ms} | ${r.api.maxMs} | ${r.identity.p99Ms} / ${r.identity.maxMs} | ${r.errors} | ${r.complete} / ${r.patients} | ${r.restMiB} | ${r.peakMiB} | ${r.load.toFixed(1)} | ${mark(loadGoalMet(r))} |`,
    ),
    '',
    'p99 per kind of request (ms): ' +
      rows
        .map(
          (r) =>
            `${r.database} ${r.thinkMs ? 'paced' : 'burst'}: ${Object.entries(r.p99ByKind)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')}`,
        )
        .join('; '),
    '',
    'Inside the API (its /metrics, sampled each second): ' +
      rows
        .map(
          (r) =>
            `${r.database} ${r.thinkMs ? 'paced' : 'burst'}: event-loop delay p99 up to ${r.metrics.eventLoopLagP99MaxMs} ms, pool waiting up to ${r.metrics.poolWaitingMax}, server-side p99 ≤ ${r.metrics.serverP99AtMostS} s (${Math.round(r.metrics.serverWithin1sShare * 1000) / 10} % within 1 s of ${r.metrics.serverRequests})`,
        )
        .join('; '),
    '',
    'Slowest requests (kind, start into the run, duration): ' +
      rows
        .map((r) => `${r.database} ${r.thinkMs ? 'paced' : 'burst'}: ${r.slowest.slice(0, 3).join(', ')}`)
        .join('; '),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await benchLoad({
    databaseUrl: process.env.DATABASE_URL ?? '',
    portOffset: Number(process.env.DCP_PORT_OFFSET ?? 0),
  });
  console.log(JSON.stringify(rows, null, 1));
  console.log(loadTable(rows));
}
