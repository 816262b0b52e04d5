import { http } from '@dcp/shared/http';
import { DexcomStatus } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET api/dexcom/status (10 s timeout, doc 2 §9); a doctor passes the patient's id. */
export async function getStatus(userId?: string): Promise<DexcomStatus> {
  const { data } = await http.get('api/dexcom/status', { params: { userId }, timeout: 10_000, silent: true });
  return DexcomStatus.parse(data);
}

export const useStatus = (userId: string | undefined, signedIn: boolean) =>
  useLoad(() => getStatus(userId), signedIn ? `dexcom-status:${userId ?? 'self'}` : null);
