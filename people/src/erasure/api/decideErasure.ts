import { http } from '@dcp/shared/http';
import { ErasureDecision, ErasureOutcome } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** POST erasure-request/{id}/approve or …/decline, with the admin's reason. */
export async function decideErasure(id: string, approve: boolean, reason: string): Promise<ErasureOutcome> {
  const { data } = await http.post(
    `erasure-request/${encodeURIComponent(id)}/${approve ? 'approve' : 'decline'}`,
    ErasureDecision.parse({ reason }),
  );
  return ErasureOutcome.parse(data);
}

export const useDecideErasure = () => useSave(decideErasure);
