import { http } from '@dcp/shared/http';
import { GlucoseSyncResult, type GlucoseSyncBody } from '@dcp/shared/contracts';

/**
 * POST api/dexcom/glucose/sync: fetch what is new from Dexcom. In the background: the answer comes
 * within 3 s, `inProgress` while a long first sync goes on (issue 36 point 14).
 */
export async function syncGlucose(): Promise<GlucoseSyncResult> {
  const body: GlucoseSyncBody = { background: true };
  // The callback page makes its own attempts (req G§9: 3, 3 s apart): none of the client's.
  const { data } = await http.post('api/dexcom/glucose/sync', body, { silent: true, retry: false });
  return GlucoseSyncResult.parse(data);
}
