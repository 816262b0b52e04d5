import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication } from 'single-spa';
import type { RemotesManifest } from '@dcp/shared/contracts';
import { AREA_NAMES, ownerOf } from './areas';
import { loadArea } from './loadArea';

/**
 * Registers every remote listed in the runtime manifest with Module Federation and single-spa.
 * `allowed(path)` is the route guard: an area mounts only on a path the guard lets through, so a
 * remote never renders before the redirect (ARCHITECTURE §3).
 */
export function registerAreas(manifest: RemotesManifest, allowed: (path: string) => boolean): void {
  const base = window.location.origin;
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, base).toString() })),
  );
  for (const name of AREA_NAMES) {
    registerApplication({
      name,
      app: () => loadArea(name),
      activeWhen: (location) => ownerOf(location.pathname) === name && allowed(location.pathname),
    });
  }
}
