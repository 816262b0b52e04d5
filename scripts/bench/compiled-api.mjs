// The API as production runs it (issue 41 point 3): compiled by api/scripts/build.mjs, `node <dist>/cli.js
// api`. The benches build their own copy, once per run, under api/node_modules (ignored by git, and the
// bundle finds api's own packages upwards from there), so a build of api/dist by someone else cannot
// swap files under a running bench.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from '../../api/scripts/build.mjs';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
let built = null;

/** node's arguments for startStack's `apiArgs` (`nodeArgs` first: e.g. `--inspect=…`). */
export async function compiledApiArgs(nodeArgs = []) {
  if (!built) {
    const dir = path.join(root, 'api', 'node_modules', '.cache', `dcp-bench-api-${process.pid}`);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    built = buildApi(dir);
  }
  return [...nodeArgs, path.join(await built, 'cli.js'), 'api'];
}
