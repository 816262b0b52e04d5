import { http } from '@dcp/shared/http';
import { OwnErasureAnswer } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET user/erasure-request: the patient's newest request to have their account deleted, or none. */
export async function getErasureRequest(): Promise<OwnErasureAnswer> {
  const { data } = await http.get('user/erasure-request');
  return OwnErasureAnswer.parse(data);
}

export const useErasureRequest = () => useLoad(getErasureRequest, 'erasure-request');
