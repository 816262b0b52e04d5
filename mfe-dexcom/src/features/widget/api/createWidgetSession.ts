import { http } from '@dcp/shared/http';
import { DexcomWidgetSession, type DexcomWidgetSessionBody } from '@dcp/shared/contracts';

/** POST api/dexcom/widget-session: a short-lived token for the connect widget on `origin`. */
export async function createWidgetSession(body: DexcomWidgetSessionBody): Promise<DexcomWidgetSession> {
  const { data } = await http.post('api/dexcom/widget-session', body, { silent: true });
  return DexcomWidgetSession.parse(data);
}
