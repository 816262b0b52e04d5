import { registerApplication } from 'single-spa';
import type { RemotesManifest } from '@dcp/shared/contracts/core';
import { AREA_NAMES, ownerOf } from './areas';
import { loadArea } from './loadArea';

/**
 * Registers every remote listed in the runtime manifest with single-spa (after registerRemoteEntries).
 * `allowed(path)` is the route guard: an area mounts only on a path the guard lets through, so a
 * remote never renders before the redirect (design D§3).
 */
export function registerAreas(manifest: RemotesManifest, allowed: (path: string) => boolean): void {
  for (const name of AREA_NAMES) {
    registerApplication({
      name,
      app: () => loadArea(name),
      activeWhen: (location) => ownerOf(location.pathname) === name && allowed(location.pathname),
    });
  }
}
