import { http } from '@dcp/shared/http';
import { useSave } from '@dcp/shared/data';

/** DELETE surveyInstance/{id}: withdraws an assignment the patient has not started (204). */
export async function withdrawAssessment(id: string): Promise<void> {
  await http.delete(`surveyInstance/${encodeURIComponent(id)}`, { silent: true });
}

export const useWithdrawAssessment = () => useSave(withdrawAssessment);
