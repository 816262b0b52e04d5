import { useSearchParams } from 'react-router-dom';
import { OverviewPeriod } from '@dcp/shared/contracts';

/** The overview's period lives in the URL (?period=90d), so a shared link and the back button keep it. */
export function usePeriod(): [OverviewPeriod, (p: OverviewPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = OverviewPeriod.safeParse(params.get('period'));
  const period = parsed.success ? parsed.data : '30d';
  return [period, (p) => setParams(p === '30d' ? {} : { period: p })];
}
