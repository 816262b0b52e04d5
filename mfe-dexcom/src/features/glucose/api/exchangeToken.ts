import { http } from '@dcp/shared/http';
import { DexcomStatus, DexcomToken } from '@dcp/shared/contracts';

/** POST api/dexcom/token: the code from the callback, with the consent the patient gave. */
export async function exchangeToken(body: DexcomToken): Promise<DexcomStatus> {
  const { data } = await http.post('api/dexcom/token', DexcomToken.parse(body), { silent: true });
  return DexcomStatus.parse(data);
}
