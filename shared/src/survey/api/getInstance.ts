import { http } from '@dcp/shared/http';
import { SurveyInstance } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET surveyInstance/{id}: the view for the caller's role, in the caller's language. */
export async function getInstance(id: string): Promise<SurveyInstance> {
  const { data } = await http.get(`surveyInstance/${encodeURIComponent(id)}`);
  return SurveyInstance.parse(data);
}

/** One instance; `set` adopts the instance a write answered with instead of fetching it again. */
export const useInstance = (id: string | null) => useLoad(() => getInstance(id ?? ''), id);
