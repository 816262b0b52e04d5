import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { fallbackLifecycles } from './fallback';
import type { AreaName } from './areas';

/** A remote that has not answered by then shows its fallback (design D§3). */
export const AREA_LOAD_TIMEOUT_MS = 5000;

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms));
}

/**
 * Starts loading a remote's `./spa` ahead of single-spa (Module Federation keeps the module, so the
 * later loadArea gets it at once). Failures are left to loadArea, which shows the fallback.
 */
export function preloadArea(name: AreaName): void {
  loadRemote(`${name}/spa`)?.catch(() => undefined);
}

/**
 * Loads a remote's single-spa lifecycles. Any failure (down, 500, slow, broken bundle) resolves to a
 * fallback application, so single-spa never ends in LOAD_ERROR and the other areas keep working.
 */
export async function loadArea(name: AreaName, ms = AREA_LOAD_TIMEOUT_MS): Promise<LifeCycles> {
  try {
    const mod = await Promise.race([loadRemote<LifeCycles>(`${name}/spa`), timeout(ms)]);
    if (!mod || typeof mod.mount !== 'function') throw new Error('no single-spa lifecycles exposed');
    return mod;
  } catch (error) {
    console.warn(`[shell] area ${name} unavailable:`, error instanceof Error ? error.message : error);
    return fallbackLifecycles(name);
  }
}
