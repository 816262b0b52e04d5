import { http } from '@dcp/shared/http';
import { DexcomStatus } from '@dcp/shared/contracts';

/** GET api/dexcom/status: the patient's own glucose link (10 s timeout, doc 2 §9). */
export async function getGlucoseLink(): Promise<DexcomStatus> {
  const { data } = await http.get('api/dexcom/status', { timeout: 10_000, silent: true });
  return DexcomStatus.parse(data);
}

/**
 * Doc 2 §2: the connect page shows when the patient has no survey instances and is neither
 * connected, skipped nor opted out (a disabled link counts as skipped, §4 "Glucose link").
 */
export const offersConnect = (s: DexcomStatus) =>
  s.enabled && !s.connected && !s.dexcomSkipped && !s.dexcomOptedOut;
