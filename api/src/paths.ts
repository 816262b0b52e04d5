import fs from 'node:fs';
import path from 'node:path';

// Neither __dirname nor import.meta works in both tsx (ESM) and jest (CJS via swc), so the repository
// root is found from the working directory: the first ancestor holding api/package.json.
let cached: string | undefined;
export function repoRoot(): string {
  if (cached) return cached;
  if (process.env.DCP_ROOT) return (cached = path.resolve(process.env.DCP_ROOT));
  let dir = process.cwd();
  for (;;) {
    if (
      fs.existsSync(path.join(dir, 'api', 'package.json')) &&
      fs.existsSync(path.join(dir, 'package.json'))
    ) {
      return (cached = dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root (set DCP_ROOT)');
    dir = parent;
  }
}
export const apiRoot = () => path.join(repoRoot(), 'api');
export const migrationsFolder = () => path.join(apiRoot(), 'drizzle');
