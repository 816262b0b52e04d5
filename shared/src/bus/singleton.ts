/**
 * Module Federation shares each `@dcp/shared/*` subpath as its own singleton. If two subpaths ever
 * resolve to different containers (a remote built with a newer shared version, say), the modules
 * below them would be duplicated and a bus would split in two. Keeping the state on globalThis under
 * a registry symbol makes every copy of this code see the same instance.
 */
const REGISTRY = Symbol.for('@dcp/shared/singletons');

type Registry = Map<string, unknown>;

function registry(): Registry {
  const g = globalThis as unknown as Record<symbol, Registry | undefined>;
  let reg = g[REGISTRY];
  if (!reg) {
    reg = new Map();
    g[REGISTRY] = reg;
  }
  return reg;
}

export function singleton<T>(key: string, create: () => T): T {
  const reg = registry();
  if (!reg.has(key)) reg.set(key, create());
  return reg.get(key) as T;
}

