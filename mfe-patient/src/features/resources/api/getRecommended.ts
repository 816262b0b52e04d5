import { http } from '@dcp/shared/http';
import { RecommendedResource } from '@dcp/shared/contracts';
import { listOf, useLoad } from '@dcp/shared/data';
import { useSession } from '@dcp/shared/session';

const Recommended = listOf(RecommendedResource);

/** GET resources/education/recommended: the resources picked for this patient (req G§7). */
export async function getRecommended(): Promise<RecommendedResource[]> {
  const { data } = await http.get('resources/education/recommended');
  return Recommended.parse(data);
}

/** Names come in the account's language: a language switch asks again once the server has it. */
export function useRecommended() {
  const { account } = useSession();
  return useLoad(getRecommended, `recommended|${account?.locale ?? ''}`);
}
