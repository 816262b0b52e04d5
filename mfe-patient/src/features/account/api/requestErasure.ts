import { http } from '@dcp/shared/http';
import { OwnErasureRequest } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** POST user/erasure-request: ask the clinic to delete the account; answers the new request. */
export async function requestErasure(): Promise<OwnErasureRequest> {
  const { data } = await http.post('user/erasure-request');
  return OwnErasureRequest.parse(data);
}

export const useRequestErasure = () => useSave(requestErasure);
