import { http } from '@dcp/shared/http';
import { GlucoseSummary } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET api/dexcom/glucose/summary: statistics, AGP and daily traces, reduced by the API. */
export async function getSummary(days: number, userId?: string): Promise<GlucoseSummary> {
  const { data } = await http.get('api/dexcom/glucose/summary', { params: { days, userId }, silent: true });
  return GlucoseSummary.parse(data);
}

export const useSummary = (days: number, userId: string | undefined, ready: boolean) =>
  useLoad(() => getSummary(days, userId), ready ? `glucose-summary:${userId ?? 'self'}:${days}` : null);
