// Only the glucose charts of `npm run bench` (issue 9), for working on them: builds what is not built,
// starts a private stack (DCP_PORT_OFFSET), runs benchGlucoseCharts and prints its medians.
// BENCH_RUNS (default 3). BENCH_TRACE=1 also traces one more switch per period and prints each task
// over 50 ms with what it was made of (scripts, style, layout, paint), to find what to split.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { startStack } from './stack.mjs';
import { benchGlucoseCharts } from './bench-glucose.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const o = Number(process.env.DCP_PORT_OFFSET ?? 0);

// The events a task's summary names (the rest are their children or bookkeeping).
const PARTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
  'V8.GC_MARK_COMPACTOR',
  'XHRReadyStateChange',
  'XHRLoad',
  'HitTest',
]);

await build({ ifNeeded: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-glucose-'));
const ports = {
  portal: 28081 + o,
  api: 24000 + o,
  identity: 29229 + o,
  smtp: 21025 + o,
  mailWeb: 21080 + o,
  // Not 24300 + o as bench.mjs: that is another checkout's API when offsets differ by 300.
  dexcom: 26300 + o,
  widgetExample: 28090 + o,
};
const stack = await startStack({
  ports,
  dataDir,
  quiet: true,
  env: { SEED_DEMO: '1', LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const where = {
    portal: stack.urls.portal,
    api: stack.urls.api,
    dexcom: `http://127.0.0.1:${ports.dexcom}`,
  };
  const trace = process.env.BENCH_TRACE === '1' ? tracer(browser) : null;
  console.table(await benchGlucoseCharts(browser, where, RUNS, { trace }));
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A Chromium trace of one switch; prints each task over 50 ms on the page's main thread and its parts. */
function tracer(b) {
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'blink.user_timing',
  ];
  return {
    start: (page) => b.startTracing(page, { categories }),
    async stop(days) {
      const { traceEvents } = JSON.parse((await b.stopTracing()).toString());
      const main = traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
      const onMain = traceEvents.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
      const long = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000);
      console.log(`\n${days} days: ${long.length} tasks over 50 ms (4× CPU)`);
      for (const t of long) {
        const parts = new Map();
        for (const e of onMain) {
          if (e === t || e.ts < t.ts || e.ts + e.dur > t.ts + t.dur || e.dur < 2_000) continue;
          if (!PARTS.has(e.name)) continue;
          const d = e.args?.data ?? {};
          const what =
            `${e.name} ${d.type ?? ''}${d.functionName ?? ''} ${path.basename(d.url ?? '')}`.trim();
          parts.set(what, (parts.get(what) ?? 0) + e.dur / 1000);
        }
        const top = [...parts].sort((x, y) => y[1] - x[1]).slice(0, 12);
        console.log(
          `  task ${(t.dur / 1000).toFixed(0)} ms: ${top.map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(' | ')}`,
        );
      }
    },
  };
}
