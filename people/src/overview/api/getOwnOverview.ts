import { http } from '@dcp/shared/http';
import { ClinicOverview, type OverviewPeriod } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET doctor/this/overview: the signed-in doctor's own patients at a glance (issue 42 point 4). */
export async function getOwnOverview(period: OverviewPeriod): Promise<ClinicOverview> {
  const { data } = await http.get('doctor/this/overview', { params: { period } });
  return ClinicOverview.parse(data);
}

export const useOwnOverview = (period: OverviewPeriod) =>
  useLoad(() => getOwnOverview(period), `overview/own/${period}`);
