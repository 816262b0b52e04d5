// `npm test`: every jest project (unit, component, API integration) and the Playwright journeys
// against the real stack in Debian's Chromium. Ends with one line: `N passed, M failed`.
// TEST_DATABASE_URL runs the API suite on that PostgreSQL server (each test file in a schema of its
// own; CI does) instead of a PGlite per file; the journeys always run on the embedded default.
// Jest and the journeys run side by side (TEST_SERIAL=1: one after the other).
// TEST_SCOPE=api runs only the API suite, and any arguments go to jest
// (`TEST_SCOPE=api npm test -- --testPathPatterns jobs`); TEST_SCOPE=e2e only the Playwright journeys,
// and any arguments go to Playwright (`TEST_SCOPE=e2e npm test -- notes.spec.ts`).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { databaseKeys } from './database-keys.mjs';
import { startStack } from './stack.mjs';
import { scanLog } from './log-scan.mjs';
import { startRemoteServer } from './serve.mjs';
import { remoteUrlVar } from './workspaces.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const results = path.join(root, 'test-results');
const scope = process.env.TEST_SCOPE ?? 'all';
// The AWS SDK warns once per worker that Node 20 support ends in 2027; dozens of copies bury the
// failures CI shows in its last lines.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** Runs a command; with `output`, its stdout and stderr go to that file instead of the terminal. */
function exec(command, args, env = {}, output) {
  return new Promise((resolve) => {
    const fd = output ? openSync(output, 'w') : undefined;
    const stdio = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      if (fd !== undefined) closeSync(fd);
      resolve(code ?? 1);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function jest(output) {
  const out = path.join(results, 'jest.json');
  rmSync(out, { force: true });
  // Jest's default on two cores is one worker; the API tests wait on their stacks (identity,
  // PostgreSQL) often enough that two keep both cores busy (CI: 2 min 36 s instead of 12 min).
  const workers = Math.max(2, os.availableParallelism() - 1);
  const args = ['--ci', '--json', `--outputFile=${out}`, `--maxWorkers=${workers}`];
  if (scope === 'api') args.push('--selectProjects', 'api', ...process.argv.slice(2));
  const database = process.env.TEST_DATABASE_URL;
  // On a shared database every process must be given the same keys, as an operator sets them
  // (api/src/config-keys.ts); the run's own, since every test file has a fresh schema.
  const onDatabase = database ? { DATABASE_URL: database, ...databaseKeys() } : {};
  const code = await exec(path.join(root, 'node_modules/.bin/jest'), args, onDatabase, output);
  const report = readJson(out);
  if (!report) return { passed: 0, failed: 1, note: `jest exited ${code} without a report` };
  // A suite that fails to load has no test results but is still a failure.
  const broken = report.numRuntimeErrorTestSuites ?? 0;
  const names = report.testResults.flatMap((file) => {
    const failedTests = file.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName);
    const where = path.relative(root, file.name);
    return failedTests.length
      ? failedTests.map((n) => `${where} › ${n}`)
      : file.status === 'failed'
        ? [where]
        : [];
  });
  const failed = report.numFailedTests + broken;
  // Jest failing without a failed test (no test matched, a coverage or config error) still fails.
  if (code !== 0 && failed === 0)
    return { passed: report.numPassedTests, failed: 1, names: [...names, `jest exited ${code}`] };
  return { passed: report.numPassedTests, failed, names };
}

// Titles of the Playwright tests whose outcome was unexpected, file › describe › title.
/**
 * Where and why a journey failed, in one line: the tail of a CI log is often all anyone sees, and a
 * failure under load may not repeat on a quiet machine.
 */
function whyFailed(test) {
  const result = test.results?.at(-1);
  const error = result?.errors?.[0] ?? result?.error;
  if (!error) return '';
  // eslint-disable-next-line no-control-regex -- Playwright's messages carry terminal colours.
  const message = String(error.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const first = message.split('\n').find((line) => line.trim()) ?? '';
  const at = error.location ? ` (${path.basename(error.location.file)}:${error.location.line})` : '';
  return `\n      ${first.trim().slice(0, 300)}${at}`;
}

function failedSpecs(report) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests.find((t) => t.status === 'unexpected');
      if (failed) names.push(`${[...trail, spec.title].join(' › ')}${whyFailed(failed)}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return names;
}

/** Seconds since `t0`, for the phase lines CI shows (issue 26 point 6: where the time goes). */
const seconds = (t0) => Math.round((performance.now() - t0) / 1000);

async function e2e() {
  let t0 = performance.now();
  await build({ ifNeeded: true });
  console.log(`== build took ${seconds(t0)} s ==`);
  // Sessions stored by an earlier run belong to another stack's database (e2e/tests/sessions.ts).
  rmSync(path.join(results, '.auth'), { recursive: true, force: true });
  // DCP_PORT_OFFSET lets several checkouts on one machine run their suites at once.
  const o = Number(process.env.DCP_PORT_OFFSET ?? 0);
  const portsAt = (k) => ({
    portal: 18080 + k,
    api: 14000 + k,
    identity: 19229 + k,
    smtp: 11025 + k,
    mailWeb: 11080 + k,
    dexcom: 17300 + k,
    widgetExample: 17400 + k,
  });
  // mfe-auth (sign-in, onboarding, passwords) is served from a second origin, as a CDN would serve an
  // independently deployed remote: every journey signs in through it (e2e/tests/federation.spec.ts).
  const remotePort = 18085 + o;
  const remoteOrigin = `http://127.0.0.1:${remotePort}`;
  const remoteServer = await startRemoteServer({ dir: 'mfe-auth', port: remotePort });
  const common = {
    SEED_DEMO: '1',
    // Info: one line per request, so the scan sees what a production log would.
    LOG_LEVEL: 'info',
    // The journeys sign the demo accounts in dozens of times a minute from one address; the abuse
    // limits have their own API tests (api/test/rate-limits*.test.ts).
    RATE_LIMIT_TOKEN_EXCHANGE_IP: '10000/60',
    RATE_LIMIT_TOKEN_EXCHANGE_ACCOUNT: '10000/60',
    RATE_LIMIT_IDENTITY_IP: '10000/60',
    // Questionnaire reminders every minute: the demo patient's week-old questionnaire is reminded
    // soon after the start (e2e/tests/between-visits-reminders.spec.ts reads it from the inbox).
    REMINDERS_EVERY_MINUTES: '1',
    [remoteUrlVar('mfe-auth')]: `${remoteOrigin}/mf-manifest.json`,
  };
  // Two stacks, each with its own data folder, demo clinic, mail catcher and Dexcom emulator: the
  // ordered journeys share the demo accounts, so each stack runs its half of them one file at a time
  // and the halves run side by side (e2e/playwright.config.ts). Only the first seeds the list clinic
  // of 2,000 patients (e2e/tests/patient-list.spec.ts). Everything both print is scanned afterwards
  // for what a log must never hold.
  const stackSpecs = [
    { ports: portsAt(o), log: 'e2e-stack.log', env: { ...common, SEED_PATIENTS: '2000' } },
    { ports: portsAt(o + 500), log: 'e2e-stack-2.log', env: common },
  ].map((spec) => ({ ...spec, dataDir: mkdtempSync(path.join(os.tmpdir(), 'dcp-e2e-')) }));
  const logFiles = stackSpecs.map((spec) => path.join(results, spec.log));
  let stacks = [];
  let result;
  t0 = performance.now();
  try {
    const started = await Promise.allSettled(
      stackSpecs.map((spec, i) =>
        startStack({
          ports: spec.ports,
          dataDir: spec.dataDir,
          quiet: true,
          logFile: logFiles[i],
          env: spec.env,
        }),
      ),
    );
    stacks = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
    const refused = started.find((s) => s.status === 'rejected');
    if (refused) throw refused.reason;
    console.log(`== stack start (seeding included) took ${seconds(t0)} s ==`);
    const [stack, stack2] = stacks;
    const out = path.join(results, 'e2e.json');
    rmSync(out, { force: true });
    t0 = performance.now();
    await exec(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
      {
        PORTAL_URL: stack.urls.portal,
        MAIL_URL: stack.urls.mail,
        REMOTE_AUTH_ORIGIN: remoteOrigin,
        WIDGET_EXAMPLE_URL: stack.urls.widgetExample,
        DEXCOM_URL: stack.urls.dexcom,
        PORTAL_URL_2: stack2.urls.portal,
        MAIL_URL_2: stack2.urls.mail,
        WIDGET_EXAMPLE_URL_2: stack2.urls.widgetExample,
        DEXCOM_URL_2: stack2.urls.dexcom,
      },
    );
    console.log(`== Playwright took ${seconds(t0)} s ==`);
    const report = readJson(out);
    const stats = report?.stats;
    result = stats
      ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, names: failedSpecs(report) }
      : { passed: 0, failed: 1, note: 'Playwright wrote no report' };
  } catch (error) {
    console.error(`end-to-end stack failed: ${error.message}`);
    result = { passed: 0, failed: 1 };
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await new Promise((r) => remoteServer.close(r));
    for (const spec of stackSpecs) rmSync(spec.dataDir, { recursive: true, force: true });
  }
  // The log scan counts as one more test: passed when the logs are clean, one failure per kind found.
  const findings = scanLog(
    logFiles.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')).join('\n'),
  );
  return {
    ...result,
    passed: result.passed + (findings.length ? 0 : 1),
    failed: result.failed + findings.length,
    names: [...(result.names ?? []), ...findings],
  };
}

// Debian's Chromium for the journeys: installed now when this runs as root, else the one command.
if (scope === 'all' || scope === 'e2e') ensureSystemPackages(['chromium']);
mkdirSync(results, { recursive: true });
const parts = [];
/** Jest, its duration printed; `output` keeps its lines in a file while the journeys run beside it. */
async function timedJest(output) {
  const t0 = performance.now();
  const result = await jest(output);
  return { ...result, took: seconds(t0) };
}
if (scope === 'all' && !process.env.TEST_SERIAL) {
  // Jest and the journeys side by side (issue 26 point 6): both mostly wait (on stacks, databases and
  // the browser), so on two cores the pair takes about as long as the journeys alone. Jest's lines
  // are kept in a file and printed whole afterwards, not interleaved with Playwright's.
  const jestLog = path.join(results, 'jest-output.log');
  const [unit, journeys] = await Promise.all([timedJest(jestLog), e2e()]);
  console.log(readFileSync(jestLog, 'utf8'));
  console.log(`== jest took ${unit.took} s (beside the journeys) ==`);
  parts.push(unit, journeys);
} else {
  if (scope !== 'e2e') {
    const unit = await timedJest();
    console.log(`== jest took ${unit.took} s ==`);
    parts.push(unit);
  }
  if (scope === 'all' || scope === 'e2e') parts.push(await e2e());
}
for (const p of parts) if (p.note) console.error(p.note);
// Repeat the failures at the end, where a CI log's last lines are all anyone sees.
const failures = parts.flatMap((p) => p.names ?? []);
if (failures.length) console.log(`Failed:\n${failures.map((n) => `  ✘ ${n}`).join('\n')}`);
const passed = parts.reduce((n, p) => n + p.passed, 0);
const failed = parts.reduce((n, p) => n + p.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
