import { http } from '@dcp/shared/http';
import { DexcomAuthUrl } from '@dcp/shared/contracts';

/** GET api/dexcom/auth-url: where to send the patient (returnUrl only a portal path). */
export async function getAuthUrl(returnUrl?: string): Promise<string> {
  const { data } = await http.get('api/dexcom/auth-url', { params: { returnUrl } });
  return DexcomAuthUrl.parse(data).authorizationUrl;
}
