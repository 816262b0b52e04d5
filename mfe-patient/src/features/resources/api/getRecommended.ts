import { http } from '@dcp/shared/http';
import { RecommendedResource } from '@dcp/shared/contracts';
import { listOf, useLoad } from '@dcp/shared/data';

const Recommended = listOf(RecommendedResource);

/** GET resources/education/recommended: the resources picked for this patient (doc 2 §7). */
export async function getRecommended(): Promise<RecommendedResource[]> {
  const { data } = await http.get('resources/education/recommended');
  return Recommended.parse(data);
}

export const useRecommended = () => useLoad(getRecommended, 'recommended');
