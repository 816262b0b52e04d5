import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication } from 'single-spa';
import type { RemotesManifest } from '@dcp/shared/contracts';
import { AREA_NAMES, ownerOf } from './areas';
import { loadArea } from './loadArea';

/** Tells Module Federation where each remote of the runtime manifest is (no code loaded yet). */
export function registerRemoteEntries(manifest: RemotesManifest): void {
  const base = window.location.origin;
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, base).toString() })),
  );
}

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
