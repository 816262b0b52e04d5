// A private stack on chosen ports with a fresh data folder, for e2e work next to other people:
//   node scripts/dev-stack.mjs 3   → portal 38080, API 34000, identity 39229, SMTP 31025, inbox 31080
//   (0 takes `npm start`'s ports: portal 8080, API 4000, …)
// Stops everything on SIGINT/SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from './stack.mjs';

const n = Number(process.argv[2] ?? 3);
if (!Number.isInteger(n) || n < 0 || n > 5) throw new Error('usage: node scripts/dev-stack.mjs <0-5>');
const ports = {
  portal: n * 10000 + 8080,
  api: n * 10000 + 4000,
  identity: n * 10000 + 9229,
  smtp: n * 10000 + 1025,
  mailWeb: n * 10000 + 1080,
  // Every port its own, so two private stacks (and `npm start`) run side by side.
  dexcom: n * 10000 + 4300,
  widgetExample: n * 10000 + 8090,
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), `dcp-dev${n}-`));
const stack = await startStack({ ports, dataDir, quiet: true, env: { SEED_DEMO: '1', LOG_LEVEL: 'warn' } });
console.log(`UP ${JSON.stringify(stack.urls)} data=${dataDir}`);
const stop = async () => {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
