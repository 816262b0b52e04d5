// Builds the shell and the remotes in one webpack multi-compiler (one process, shared caches).
// `node scripts/build.mjs --if-needed` builds only bundles whose dist/ is missing.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLES } from './workspaces.mjs';
import { prerender } from './prerender/build.mjs';

const require = createRequire(import.meta.url);
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** A bundle needs building when its output is missing or older than its sources, shared's or people's. */
function stale(dir) {
  // version.json is written by every build (it holds the build time); webpack leaves an unchanged
  // file untouched, so index.html or a manifest can look older than a build that just ran.
  const marker = path.join(root, dir, 'dist', 'version.json');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return [dir, 'shared', 'people'].some((from) => newest(path.join(root, from, 'src')) > built);
}

export async function build({ ifNeeded = false, mode = 'production' } = {}) {
  const wanted = BUNDLES.filter((dir) => !ifNeeded || stale(dir));
  if (wanted.length === 0) return;
  const configs = wanted.map((dir) => ({
    ...require(path.join(root, dir, 'webpack.config.cjs'))({}, { mode }),
    name: dir,
  }));
  configs.parallelism = 2;
  console.log(`building ${wanted.join(', ')} …`);
  await runWebpack(configs);
  // The service worker's precache list names files of several bundles: written once they are built.
  const { PATIENT_REMOTES, writeWorker } = require('./pwa-precache.cjs');
  if (
    existsSync(path.join(root, 'shell', 'dist', 'index.html')) &&
    ['shell', ...PATIENT_REMOTES].some((d) => wanted.includes(d))
  )
    writeWorker(root);
  // The public pages' HTML is made from the shell's index.html and mfe-auth's pages (issue 27 point 1).
  // DCP_PRERENDER=0 leaves it out: every path then answers the bare index.html (the bench's "before").
  if (!wanted.includes('shell') && !wanted.includes('mfe-auth')) return;
  if (process.env.DCP_PRERENDER === '0')
    rmSync(path.join(root, 'shell', 'dist', 'prerender'), { recursive: true, force: true });
  else await prerender();
}

/** The plain single-page reference of `npm run bench` into shell/dist-plain (webpack.base.cjs `plain`). */
export async function buildPlain({ mode = 'production' } = {}) {
  console.log('building the plain reference …');
  await runWebpack({
    ...require(path.join(root, 'scripts', 'webpack.base.cjs')).plain(undefined, mode),
    name: 'plain',
  });
}

async function runWebpack(configs) {
  const webpack = require('webpack');
  const started = Date.now();
  await new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      const text = stats.toString({ all: false, errors: true, warnings: true, colors: false });
      if (text.trim()) console.log(text);
      if (stats.hasErrors()) return reject(new Error('webpack build failed'));
      resolve();
    });
  });
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = process.argv.includes('--plain')
    ? buildPlain()
    : build({ ifNeeded: process.argv.includes('--if-needed') });
  run.catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
