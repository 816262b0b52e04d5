import { http } from '@dcp/shared/http';
import { RecommendedResource } from '@dcp/shared/contracts';
import { listOf } from '@dcp/shared/survey';

const Recommended = listOf(RecommendedResource);

/** GET resources/education/recommended: the resources picked for this patient (doc 2 §7). */
export async function listRecommended(): Promise<RecommendedResource[]> {
  const { data } = await http.get('resources/education/recommended');
  return Recommended.parse(data);
}
