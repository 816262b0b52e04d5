import { http } from '@dcp/shared/http';
import { SingleBurnResponse } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** POST surveyInstance/singleBurn?surveyId: a one-time patient's login and password (req A§7). */
export async function createOneTimeLink(surveyId: string): Promise<SingleBurnResponse> {
  const { data } = await http.post('surveyInstance/singleBurn', undefined, {
    params: { surveyId },
    retry: false,
  });
  return SingleBurnResponse.parse(data);
}

export const useCreateOneTimeLink = () => useSave(createOneTimeLink);
