import { http } from '@dcp/shared/http';
import { PatientTrends } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET user/{id}/trends: scores and glucose figures per visit, oldest first. */
export async function getTrends(patientId: string): Promise<PatientTrends> {
  const { data } = await http.get(`user/${encodeURIComponent(patientId)}/trends`);
  return PatientTrends.parse(data);
}

export const useTrends = (patientId: string) => useLoad(() => getTrends(patientId), patientId);
