import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { apiRoot } from './paths';

/**
 * Loads a CommonJS package with Node's own loader, also under jest. Two dependencies break inside
 * jest's module sandbox (root jest.config.js transforms neither): PGlite's bundle runs
 * `await import('node:module')` ("dynamic import callback invoked without --experimental-vm-modules"),
 * and @fastify/swagger-ui → @fastify/static requires the ESM-only content-disposition (require(esm)
 * works in Node ≥ 20.19, not in jest). Under jest they are loaded outside the sandbox (Module._load).
 */
export function nativeRequire<T>(id: string): T {
  const req = createRequire(path.join(apiRoot(), 'package.json'));
  // jest's module wrapper hands every module it loads a `jest` binding; nothing else defines one.
  if (typeof jest !== 'undefined') {
    const load = (Module as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })
      ._load;
    return load(req.resolve(id), null, false) as T;
  }
  return req(id) as T;
}
