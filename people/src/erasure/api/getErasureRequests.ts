import { http } from '@dcp/shared/http';
import { ErasureRequestList } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** Every pending request fits one page: a clinic has a handful at a time. */
const SIZE = 100;

/** GET erasure-request: the clinic's pending account deletion requests, oldest first. */
export async function getErasureRequests(): Promise<ErasureRequestList> {
  const { data } = await http.get('erasure-request', { params: { size: SIZE } });
  return ErasureRequestList.parse(data);
}

export const useErasureRequests = () => useLoad(getErasureRequests, 'erasure-requests');
