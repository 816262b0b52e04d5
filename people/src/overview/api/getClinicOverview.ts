import { http } from '@dcp/shared/http';
import { ClinicOverview, type OverviewPeriod } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET clinic/{id}/overview: the clinic at a glance for its admin (issue 42 point 4). */
export async function getClinicOverview(clinicId: string, period: OverviewPeriod): Promise<ClinicOverview> {
  const { data } = await http.get(`clinic/${clinicId}/overview`, { params: { period } });
  return ClinicOverview.parse(data);
}

export const useClinicOverview = (clinicId: string | null, period: OverviewPeriod) =>
  useLoad(() => getClinicOverview(clinicId!, period), clinicId ? `overview/${clinicId}/${period}` : null);
