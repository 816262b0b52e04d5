import fs from 'node:fs';
import path from 'node:path';

// Neither __dirname nor import.meta works in both tsx (ESM) and jest (CJS via swc), so the repository
// root is found from the working directory: the first ancestor holding api/package.json.
// DCP_ROOT (config.root) pins it where the process starts (cli.ts).
let cached: string | undefined;
export function pinRepoRoot(dir: string): void {
  cached = dir;
}
export function repoRoot(): string {
  if (cached) return cached;
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
