import { http } from '@dcp/shared/http';
import { InstanceAnswers } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/**
 * GET surveyInstance/{id}/answers: every answer by category with its score contribution, the PHQ-2
 * items, the patient's own words and context. Doctors only; asked for once the patient submitted.
 */
export async function getInstanceAnswers(id: string): Promise<InstanceAnswers> {
  const { data } = await http.get(`surveyInstance/${encodeURIComponent(id)}/answers`);
  return InstanceAnswers.parse(data);
}

/** null `id`: nothing to read yet (the instance is not loaded or not submitted). */
export const useInstanceAnswers = (id: string | null) => useLoad(() => getInstanceAnswers(id ?? ''), id);
