import { http } from '@dcp/shared/http';
import { HandoverResult, type HandoverRequest } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** POST doctor/{id}/handover: the chosen patients (or all) and their questionnaires go to another doctor. */
export async function handOverPatients(doctorId: string, body: HandoverRequest): Promise<HandoverResult> {
  const { data } = await http.post(`doctor/${encodeURIComponent(doctorId)}/handover`, body);
  return HandoverResult.parse(data);
}

export const useHandOverPatients = () => useSave(handOverPatients);
