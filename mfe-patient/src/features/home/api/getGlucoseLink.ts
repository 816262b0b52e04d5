import { http } from '@dcp/shared/http';
import { DexcomStatus } from '@dcp/shared/contracts';

/** GET api/dexcom/status: the patient's own glucose link (10 s timeout, req G§9). */
export async function getGlucoseLink(): Promise<DexcomStatus> {
  const { data } = await http.get('api/dexcom/status', { timeout: 10_000, silent: true });
  return DexcomStatus.parse(data);
}

const OFFERED = 'dcp.dexcom.offered';

/**
 * Req G§2: the connect page shows when the patient has no survey instances and is neither
 * connected, skipped nor opted out (a disabled link counts as skipped, §4 "Glucose link"). Only a
 * patient who never linked is sent there (a link ever validated, or one waiting to be reconnected,
 * is managed from the glucose panel instead), and only once a session: Home never bounces the
 * patient back to it.
 */
export function offersConnect(s: DexcomStatus): boolean {
  const neverLinked = !s.connected && !s.needsReconnect && s.validatedAt === null;
  return (
    s.enabled && neverLinked && !s.dexcomSkipped && !s.dexcomOptedOut && !sessionStorage.getItem(OFFERED)
  );
}

/** Remembers that the connect page was offered in this session. */
export const markOffered = () => sessionStorage.setItem(OFFERED, new Date().toISOString());
