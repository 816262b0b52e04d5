import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The .ts sources under `dir`, tests and seeds left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts') && !/\.test\.ts$|^seed/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
}
