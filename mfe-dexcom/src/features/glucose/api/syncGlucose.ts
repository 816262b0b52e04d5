import { http } from '@dcp/shared/http';
import { GlucoseSyncResult } from '@dcp/shared/contracts';

/** POST api/dexcom/glucose/sync: fetch what is new from Dexcom. */
export async function syncGlucose(): Promise<GlucoseSyncResult> {
  const { data } = await http.post('api/dexcom/glucose/sync', {}, { silent: true });
  return GlucoseSyncResult.parse(data);
}
